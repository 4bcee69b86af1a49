// The profile's 个人资料 pane: the account as the administrator set it, and the
// personal information the user may change — read from GET BaseInfo, changed
// through the page schema's form (PUT BaseInfo), which loads when first opened.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Descriptions, Flex } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import type { OwnBaseInfo } from '@core/api/currentUser';
import { userDictionaries } from '@core/api/users';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

const BaseInfoForm = lazy(async () => {
  const { FormPage, loadFormSchema } = await import('@renderers/index');
  const schema = await loadFormSchema('system.profile.baseInfoForm');
  return { default: (props: { onClose(): void; onSaved(): void }) => <FormPage schema={schema} mode="edit" recordId={null} {...props} /> };
});

/** The form's gender choices (1 male, 2 female, 3 not given). */
const genderKeys: Record<number, string> = { 1: 'profile.male', 2: 'profile.female', 3: 'profile.secret' };

export const UserInfoPane = observer(function UserInfoPane() {
  const api = useApi();
  const { session } = useStores();
  const { t } = useTranslation();
  const [info, setInfo] = useState<OwnBaseInfo | null>(null);
  const [editing, setEditing] = useState(false);
  const user = session.userInfo;

  const load = useCallback(async () => {
    const answer = await api.currentUser.baseInfo();
    if (answer.code !== ResultCode.ok) return;
    await api.dictionaries.ensure();
    setInfo(answer.data);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!user) return null;
  const dictionary = (code: string, value: string) => (value ? api.dictionaries.label(code, value) : '');
  const shown = (value: string | null | undefined) => value || '—';
  return (
    <Flex vertical gap="large" data-testid="profile-user">
      <Descriptions title={t('profile.accountInfo')} column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('profile.account')}>{user.userAccount}</Descriptions.Item>
        <Descriptions.Item label={t('profile.organize')}>{shown(user.organizeName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.positions')}>{shown(user.positionIds.map((p) => p.name).join('、'))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.roles')}>{shown(user.roleIds.map((r) => r.name).join('、'))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.systems')}>{shown(user.systemIds.map((s) => s.name).join('、'))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.registered')}>{shown(formatDateTime(info?.creatorTime))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.prevLogin')}>{shown(formatDateTime(info?.prevLogTime ?? user.prevLoginTime))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.passwordChanged')}>
          {user.changePasswordDate ? formatDateTime(user.changePasswordDate) : t('profile.never')}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions
        title={t('profile.editTitle')}
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        }
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        data-testid="profile-base-info"
      >
        <Descriptions.Item label={t('profile.name')}>{shown(info?.realName ?? user.userName)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.gender')}>{info ? t(genderKeys[info.gender] ?? 'profile.secret') : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.mobilePhone')}>{shown(info?.mobilePhone)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.email')}>{shown(info?.email)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.birthday')}>{shown(formatDateTime(info?.birthday).slice(0, 10))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.nation')}>{shown(dictionary(userDictionaries.nation, info?.nation ?? ''))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.nativePlace')}>{shown(info?.nativePlace)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.education')}>{shown(dictionary(userDictionaries.education, info?.education ?? ''))}</Descriptions.Item>
        <Descriptions.Item label={t('profile.certificatesType')}>
          {shown(dictionary(userDictionaries.certificatesType, info?.certificatesType ?? ''))}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.certificatesNumber')}>{shown(info?.certificatesNumber)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.telePhone')}>{shown(info?.telePhone)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.landline')}>{shown(info?.landline)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.urgentContacts')}>{shown(info?.urgentContacts)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.urgentTelePhone')}>{shown(info?.urgentTelePhone)}</Descriptions.Item>
        <Descriptions.Item label={t('profile.postalAddress')} span={2}>
          {shown(info?.postalAddress)}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.signature')} span={2}>
          {shown(info?.signature)}
        </Descriptions.Item>
      </Descriptions>
      {editing && (
        <Suspense fallback={null}>
          <BaseInfoForm
            onClose={() => setEditing(false)}
            onSaved={() => {
              void load();
              void session.loadCurrentUser();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
});

// /profile: the signed-in user's own information, and the form to change it
// (drawn by the renderer from its page schema, loaded when first opened).
import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Card, Descriptions } from 'antd';
import { EditOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

const BaseInfoForm = lazy(async () => {
  const { FormPage, formSchema } = await import('@renderers/index');
  const schema = formSchema('system.profile.baseInfoForm');
  return { default: (props: { onClose(): void; onSaved(): void }) => <FormPage schema={schema} mode="edit" recordId={null} {...props} /> };
});

export default observer(function ProfilePage() {
  const { session } = useStores();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const user = session.userInfo;
  if (!user) return null;
  return (
    <Card
      data-testid="profile-page"
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
          {t('profile.edit')}
        </Button>
      }
    >
      <Descriptions title={<Avatar size={56} src={user.headIcon || undefined} icon={<UserOutlined />} />} column={1} bordered size="middle">
        <Descriptions.Item label={t('profile.account')}>{user.userAccount}</Descriptions.Item>
        <Descriptions.Item label={t('profile.name')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.organize')}>{user.organizeName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.positions')}>{user.positionIds.map((p) => p.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.roles')}>{user.roleIds.map((r) => r.name).join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.systems')}>{user.systemIds.map((s) => s.name).join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('profile.passwordChanged')}>
          {user.changePasswordDate ? formatDateTime(user.changePasswordDate) : t('profile.never')}
        </Descriptions.Item>
      </Descriptions>
      {editing && (
        <Suspense fallback={null}>
          <BaseInfoForm onClose={() => setEditing(false)} onSaved={() => void session.loadCurrentUser()} />
        </Suspense>
      )}
    </Card>
  );
});

// /profile: the signed-in user's own information, the form to change it
// (drawn by the renderer from its page schema, loaded when first opened), and
// the avatar: an image uploaded to the file service, then made the avatar.
import { lazy, Suspense, useRef, useState } from 'react';
import { App as AntApp, Avatar, Button, Card, Descriptions, Space } from 'antd';
import { CameraOutlined, EditOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@core/api/envelope';
import { avatarUploadType } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';
import { useMessageText } from '@widgets/runtime/messages';
import { isImageFile, tooLarge, uploadSettings } from '@widgets/runtime/upload/rules';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';

const BaseInfoForm = lazy(async () => {
  const { FormPage, formSchema } = await import('@renderers/index');
  const schema = formSchema('system.profile.baseInfoForm');
  return { default: (props: { onClose(): void; onSaved(): void }) => <FormPage schema={schema} mode="edit" recordId={null} {...props} /> };
});

/** JNPF's single-image upload: images only, below 10 MB. */
const avatarLimits = uploadSettings({ fileSize: 10, sizeUnit: 'MB' });

const AvatarChange = observer(function AvatarChange() {
  const { session } = useStores();
  const api = useApi();
  const { message } = AntApp.useApp();
  const text = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function change(file: File) {
    const refusal = isImageFile(file) ? tooLarge(file.size, avatarLimits, 'uploader.imageTooLarge') : 'uploader.imageRequired';
    if (refusal) return void message.error(text(refusal));
    setBusy(true);
    try {
      // A refusal's msg is shown by the transport; nothing more to say here.
      const uploaded = await api.file.upload(avatarUploadType, file, file.name);
      if (uploaded.code !== ResultCode.ok) return;
      const changed = await api.currentUser.updateAvatar(uploaded.data.name);
      if (changed.code !== ResultCode.ok) return;
      void message.success(changed.msg);
      await session.loadCurrentUser();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space size="middle">
      <Avatar size={56} src={session.userInfo?.headIcon || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
      <Button size="small" icon={<CameraOutlined />} loading={busy} onClick={() => input.current?.click()} data-testid="profile-avatar-change">
        {text('uploader.changeAvatar')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void change(file);
        }}
        data-testid="profile-avatar-input"
      />
    </Space>
  );
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
      <Descriptions title={<AvatarChange />} column={1} bordered size="middle">
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

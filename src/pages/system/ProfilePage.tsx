// /profile (spec 01 §2.2, §7.3): the avatar above panes of the user's own
// account — personal information, password, organisations and positions with
// the main one, signatures, granted items, and the own sign-in and action log.
// The avatar is an image uploaded to the file service, then made the avatar.
import { useRef, useState } from 'react';
import { App as AntApp, Avatar, Button, Card, Grid, Space, Tabs } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import { avatarUploadType } from '@core/api/currentUser';
import { useApi } from '@widgets/runtime/ApiContext';
import { useMessageText } from '@widgets/runtime/messages';
import { isImageFile, tooLarge, uploadSettings } from '@widgets/runtime/upload/rules';
import { useStores } from '../../stores';
import { UserInfoPane } from '../profile/UserInfoPane';
import { PasswordPane } from '../profile/PasswordPane';
import { MajorPane } from '../profile/MajorPane';
import { SignImagesPane } from '../profile/SignImagesPane';
import { AuthorizePane } from '../profile/AuthorizePane';
import { OwnLogPane } from '../profile/OwnLogPane';

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
  // Side tabs on a desktop; above the pane on a phone (spec 01 §9: 992px).
  const wide = Grid.useBreakpoint().lg ?? true;
  const user = session.userInfo;
  if (!user) return null;
  const panes = [
    { key: 'user', title: t('profile.tab.user'), children: <UserInfoPane /> },
    { key: 'password', title: t('profile.tab.password'), children: <PasswordPane /> },
    { key: 'organize', title: t('profile.tab.organize'), children: <MajorPane kind="Organize" /> },
    { key: 'position', title: t('profile.tab.position'), children: <MajorPane kind="Position" /> },
    { key: 'sign', title: t('profile.tab.sign'), children: <SignImagesPane /> },
    { key: 'authorize', title: t('profile.tab.authorize'), children: <AuthorizePane /> },
    { key: 'loginLog', title: t('profile.tab.loginLog'), children: <OwnLogPane kind="login" /> },
    { key: 'actionLog', title: t('profile.tab.actionLog'), children: <OwnLogPane kind="action" /> },
  ];
  // The name is the personal pane's (and the header's) to show; here only the picture.
  const who = (
    <div style={{ padding: '0 16px 16px 0' }}>
      <AvatarChange />
    </div>
  );
  return (
    <Card data-testid="profile-page">
      {/* On a phone the avatar sits above the tabs, which need the whole width. */}
      {!wide && who}
      <Tabs
        tabPlacement={wide ? 'start' : 'top'}
        destroyOnHidden
        tabBarExtraContent={wide ? { left: who } : undefined}
        items={panes.map(({ key, title, children }) => ({ key, label: <span data-testid={`profile-tab-${key}`}>{title}</span>, children }))}
      />
    </Card>
  );
});

// The user dropdown: profile, feedback (a mail link), about, statement, lock
// screen, sign-out (with its confirmation 您确定要退出应用程序吗?).
import { lazy, Suspense, useState } from 'react';
import { App as AntApp, Avatar, Dropdown, Space, type ButtonProps } from 'antd';
import { InfoCircleOutlined, LockOutlined, LogoutOutlined, MailOutlined, ProfileOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';

// The about and statement dialogs (antd's Modal) load when one is first chosen.
const AboutDialog = lazy(() => import('../shell/AboutDialogs').then((module) => ({ default: module.AboutDialog })));
const StatementDialog = lazy(() => import('../shell/AboutDialogs').then((module) => ({ default: module.StatementDialog })));

export const UserMenu = observer(function UserMenu({ compact = false }: { compact?: boolean }) {
  const { session, tags } = useStores();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'about' | 'statement' | null>(null);
  // A dialog once opened stays mounted, so closing it keeps antd's closing animation.
  const [opened, setOpened] = useState({ about: false, statement: false });
  const user = session.userInfo;
  const systemName = session.current?.sysConfigInfo.sysName || t('common.siteTitle');

  const lock = async () => {
    if (await session.lock()) navigate('/lockScreen');
  };

  const logout = () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as ButtonProps,
      onOk: async () => {
        await session.logout();
        tags.reset();
        navigate('/login', { replace: true });
      },
    });

  // The configuration holds no feedback address: the mail opens addressed by the user, its subject naming the system.
  const feedbackHref = `mailto:?subject=${encodeURIComponent(t('layout.feedbackSubject', { system: systemName }))}`;

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: <span data-testid="menu-profile">{t('layout.profile')}</span> },
            {
              key: 'feedback',
              icon: <MailOutlined />,
              label: (
                <a href={feedbackHref} data-testid="menu-feedback">
                  {t('layout.feedback')}
                </a>
              ),
            },
            { key: 'about', icon: <InfoCircleOutlined />, label: <span data-testid="menu-about">{t('layout.about')}</span> },
            { key: 'statement', icon: <ProfileOutlined />, label: <span data-testid="menu-statement">{t('layout.statement')}</span> },
            { key: 'lock', icon: <LockOutlined />, label: <span data-testid="menu-lock">{t('layout.lockScreen')}</span> },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="menu-logout">{t('layout.logout')}</span> },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') navigate('/profile');
            if (key === 'about' || key === 'statement') {
              setOpened((previous) => ({ ...previous, [key]: true }));
              setDialog(key);
            }
            if (key === 'lock') void lock();
            if (key === 'logout') logout();
          },
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" src={user?.headIcon || undefined} icon={<UserOutlined />} />
          {!compact && <span style={{ whiteSpace: 'nowrap' }}>{user?.userName}</span>}
        </Space>
      </Dropdown>
      {opened.about && (
        <Suspense fallback={null}>
          <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {opened.statement && (
        <Suspense fallback={null}>
          <StatementDialog open={dialog === 'statement'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
});

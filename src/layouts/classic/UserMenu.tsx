// The user dropdown: profile, lock screen, sign-out (with its confirmation).
import { App as AntApp, Avatar, Dropdown, Space, type ButtonProps } from 'antd';
import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';

export const UserMenu = observer(function UserMenu() {
  const { session, tags } = useStores();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const user = session.userInfo;

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

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: <span data-testid="menu-profile">{t('layout.profile')}</span> },
          { key: 'lock', icon: <LockOutlined />, label: <span data-testid="menu-lock">{t('layout.lockScreen')}</span> },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="menu-logout">{t('layout.logout')}</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profile');
          if (key === 'lock') void lock();
          if (key === 'logout') logout();
        },
      }}
    >
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" src={user?.headIcon || undefined} icon={<UserOutlined />} />
        <span style={{ whiteSpace: 'nowrap' }}>{user?.userName}</span>
      </Space>
    </Dropdown>
  );
});

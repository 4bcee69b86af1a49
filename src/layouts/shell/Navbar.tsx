// The navbar every layout draws (spec 01 §2.6): the menu toggle, the logo when
// the layout has no side bar, the top menu, then header search, the realtime
// items (notice bell, chat), application switch, fullscreen, language, the user
// menu and the settings drawer's button.
import { lazy, Suspense, type ReactNode } from 'react';
import { App as AntApp, Button, Layout, Space, Tooltip } from 'antd';
import { FullscreenOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import { HeaderSearch } from '../classic/HeaderSearch';
import { UserMenu } from '../classic/UserMenu';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { AppSwitch } from './AppSwitch';

// The socket and its drawers load after the frame has drawn.
const RealtimeHeaderItems = lazy(() => import('../../realtime/RealtimeHeaderItems').then((module) => ({ default: module.RealtimeHeaderItems })));

export const headerHeight = 56;

interface NavbarProps {
  /** The hamburger: shown for layouts whose side menu can fold, and on phones. */
  toggle: boolean;
  logo?: ReactNode;
  topMenu?: ReactNode;
}

export const Navbar = observer(function Navbar({ toggle, logo, topMenu }: NavbarProps) {
  const { app, settings } = useStores();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  const mobile = app.device === 'mobile';
  const collapsed = !app.sidebarOpen;

  const toggleFullscreen = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('layout.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px 0 0',
        paddingLeft: logo ? 0 : 16,
        height: headerHeight,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        borderBottom: '1px solid #f0f0f0',
      }}
      data-testid="navbar"
    >
      {logo}
      {toggle && (
        <Tooltip title={t('layout.collapse')}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => app.toggleSidebar()}
            data-testid="sidebar-toggle"
          />
        </Tooltip>
      )}
      {topMenu ?? <div style={{ flex: 1 }} />}
      <Space size={mobile ? 'small' : 'middle'} style={{ flexShrink: 0 }}>
        {!mobile && settings.settings.showSearch && <HeaderSearch />}
        <Suspense fallback={null}>
          <RealtimeHeaderItems />
        </Suspense>
        <AppSwitch />
        {!mobile && (
          <Tooltip title={t('layout.fullscreen')}>
            <Button type="text" icon={<FullscreenOutlined />} onClick={toggleFullscreen} data-testid="fullscreen" />
          </Tooltip>
        )}
        {settings.settings.showLanguage && <LanguageSwitch compact={mobile} />}
        <UserMenu compact={mobile} />
        <Tooltip title={t('settings.title')}>
          <Button type="text" icon={<SettingOutlined />} onClick={() => settings.setDrawerOpen(true)} data-testid="settings-open" />
        </Tooltip>
      </Space>
    </Layout.Header>
  );
});

// The classic layout (spec 01 §2.5): side menu with logo, top bar, tags of
// visited pages and the page itself.
import { Button, Layout, Space, Tooltip, App as AntApp } from 'antd';
import { FullscreenOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { SideMenu } from './SideMenu';
import { HeaderSearch } from './HeaderSearch';
import { UserMenu } from './UserMenu';
import { TagsView } from './TagsView';
import { ForcedPasswordDialog } from './ForcedPasswordDialog';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useShellEffects } from './useShellEffects';

export const sidebarWidth = 210;

export default observer(function ClassicLayout() {
  const { app, session } = useStores();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useShellEffects();
  const collapsed = !app.sidebarOpen;
  const config = session.current?.sysConfigInfo;

  const toggleFullscreen = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('layout.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={sidebarWidth} collapsed={collapsed} collapsedWidth={app.device === 'mobile' ? 0 : 64} trigger={null} theme="dark" data-testid="side-menu">
        <div style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, color: '#fff', fontWeight: 600, fontSize: 16, overflow: 'hidden', whiteSpace: 'nowrap' }}>
          <img src={config?.logoIcon || '/favicon.svg'} alt="" style={{ width: 28, height: 28 }} />
          {!collapsed && <span>{config?.sysName || 'Kiln'}</span>}
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px', height: 56, lineHeight: 'normal', display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid #f0f0f0' }}>
          <Tooltip title={t('layout.collapse')}>
            <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => app.toggleSidebar()} data-testid="sidebar-toggle" />
          </Tooltip>
          <Space size="large">
            <HeaderSearch />
            <Tooltip title={t('layout.fullscreen')}>
              <Button type="text" icon={<FullscreenOutlined />} onClick={toggleFullscreen} />
            </Tooltip>
            <LanguageSwitch />
            <UserMenu />
          </Space>
        </Layout.Header>
        <TagsView />
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <ForcedPasswordDialog />
    </Layout>
  );
});

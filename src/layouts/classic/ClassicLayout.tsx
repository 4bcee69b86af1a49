// The classic layout (spec 01 §2.5): side menu with logo, top bar, tags of
// visited pages and the page itself, inside antd's App (its modal, message and
// notification hooks serve the signed-in screens).
import { lazy, Suspense } from 'react';
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
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useShellEffects } from './useShellEffects';
import { usePermissions } from './usePermissions';
import { useEntityNames } from './useEntityNames';
import { PermissionProvider } from '@widgets/runtime/permissions';
import { EntityNameProvider } from '@widgets/runtime/EntityNames';

export const sidebarWidth = 210;

// Drawn only for a user who must change an initial password, so its form loads only then.
const ForcedPasswordDialog = lazy(() => import('./ForcedPasswordDialog').then((module) => ({ default: module.ForcedPasswordDialog })));

export default function ClassicLayout() {
  return (
    <AntApp>
      <ClassicFrame />
    </AntApp>
  );
}

const ClassicFrame = observer(function ClassicFrame() {
  const { app, session } = useStores();
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useShellEffects();
  const permissions = usePermissions();
  const entityNames = useEntityNames();
  const collapsed = !app.sidebarOpen;
  const mobile = app.device === 'mobile';
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
      <Layout.Sider
        width={sidebarWidth}
        collapsed={collapsed}
        collapsedWidth={app.device === 'mobile' ? 0 : 64}
        trigger={null}
        theme="dark"
        data-testid="side-menu"
        style={app.device === 'mobile' ? { position: 'fixed', height: '100vh', zIndex: 10 } : undefined}
      >
        <div style={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8, color: '#fff', fontWeight: 600, fontSize: 16, overflow: 'hidden', whiteSpace: 'nowrap' }}>
          <img src={config?.logoIcon || '/favicon.svg'} alt="" style={{ width: 28, height: 28 }} />
          {!collapsed && <span>{config?.sysName || 'Kiln'}</span>}
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      {app.device === 'mobile' && app.sidebarOpen && (
        // On a phone the open menu floats over the page; a tap outside closes it.
        <div onClick={() => app.setSidebar(false)} data-testid="sidebar-mask" style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.3)', zIndex: 9 }} />
      )}
      <Layout>
        <Layout.Header style={{ background: '#fff', padding: '0 16px', height: 56, lineHeight: 'normal', display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid #f0f0f0' }}>
          <Tooltip title={t('layout.collapse')}>
            <Button type="text" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => app.toggleSidebar()} data-testid="sidebar-toggle" />
          </Tooltip>
          <Space size={mobile ? 'middle' : 'large'}>
            {!mobile && <HeaderSearch />}
            <Tooltip title={t('layout.fullscreen')}>
              <Button type="text" icon={<FullscreenOutlined />} onClick={toggleFullscreen} />
            </Tooltip>
            <LanguageSwitch compact={mobile} />
            <UserMenu />
          </Space>
        </Layout.Header>
        <TagsView />
        <Layout.Content style={{ margin: 16 }}>
          <PermissionProvider permissions={permissions}>
            <EntityNameProvider namer={entityNames}>
              <Outlet />
            </EntityNameProvider>
          </PermissionProvider>
        </Layout.Content>
      </Layout>
      {session.userInfo?.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcedPasswordDialog />
        </Suspense>
      )}
    </Layout>
  );
});

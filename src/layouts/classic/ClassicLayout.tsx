// The signed-in shell in its four layouts (spec 01 §2.5, settings layoutType):
// classic (side menu and top bar), functional (top menu only), plain (icon-only
// side menu and top bar) and blend (first level on top, its children on the
// side). On a phone (under 992px) every layout shows the whole menu in a drawer
// that closes on route change and on a tap outside. Inside antd's App (its
// modal, message and notification hooks serve the signed-in screens).
import { lazy, Suspense, useState } from 'react';
import { Layout, App as AntApp } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores';
import { SideMenu } from './SideMenu';
import { TagsView } from './TagsView';
import { useShellEffects } from './useShellEffects';
import { usePermissions } from './usePermissions';
import { useEntityNames } from './useEntityNames';
import { PermissionProvider } from '@widgets/runtime/permissions';
import { EntityNameProvider } from '@widgets/runtime/EntityNames';
import { Navbar } from '../shell/Navbar';
import { TopMenu } from '../shell/TopMenu';
import { CachedOutlet } from '../shell/PageCache';
import { activeTopId, placeMenu } from '../shell/menuModel';

export const sidebarWidth = 210;
const collapsedSidebarWidth = 64;

// Drawn only for a user who must change an initial password, so its form loads only then.
const ForcedPasswordDialog = lazy(() => import('./ForcedPasswordDialog').then((module) => ({ default: module.ForcedPasswordDialog })));
// The phone's menu drawer: antd's Drawer loads only on a narrow screen.
const Drawer = lazy(() => import('antd/es/drawer'));
// Loaded when first opened.
const SettingsDrawer = lazy(() => import('../shell/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })));

export default function ClassicLayout() {
  return (
    <AntApp>
      <ShellFrame />
    </AntApp>
  );
}

const Logo = observer(function Logo({ collapsed, dark, width }: { collapsed: boolean; dark: boolean; width?: number }) {
  const { session } = useStores();
  const config = session.current?.sysConfigInfo;
  return (
    <div
      style={{
        height: 56,
        width,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        color: dark ? '#fff' : 'rgba(0,0,0,0.88)',
        fontWeight: 600,
        fontSize: 16,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
      data-testid="shell-logo"
    >
      <img src={config?.logoIcon || '/favicon.svg'} alt="" style={{ width: 28, height: 28 }} />
      {!collapsed && <span>{config?.sysName || 'Kiln'}</span>}
    </div>
  );
});

const ShellFrame = observer(function ShellFrame() {
  const { app, session, settings } = useStores();
  const location = useLocation();
  useShellEffects();
  const permissions = usePermissions();
  const entityNames = useEntityNames();
  // Blend: the top entry the user chose, until the page moves under another one.
  const [chosenTop, setChosenTop] = useState<{ id: string; path: string } | null>(null);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (settings.drawerOpen && !drawerWanted) setDrawerWanted(true);

  const menuList = session.current?.menuList ?? [];
  const mobile = app.device === 'mobile';
  const layout = settings.layout;
  const chosenTopId = chosenTop?.path === location.pathname ? chosenTop.id : undefined;
  const placement = placeMenu(layout, menuList, location.pathname, chosenTopId);
  const dark = settings.settings.sidebarTheme === 'dark';
  const siderBackground = dark ? undefined : '#fff';
  const collapsed = placement.sideCollapsedAlways || !app.sidebarOpen;
  const hasSide = !mobile && placement.side !== null;
  const topBar = layout === 'functional' || layout === 'blend';

  const topMenu =
    !mobile && placement.top.length ? (
      <TopMenu
        entries={placement.top}
        flat={placement.topFlat}
        dark={false}
        activeTopId={chosenTopId ?? activeTopId(menuList, location.pathname)}
        onChooseTop={(id) => setChosenTop({ id, path: location.pathname })}
      />
    ) : undefined;

  const side = hasSide && placement.side && (
    <Layout.Sider
      width={sidebarWidth}
      collapsed={collapsed}
      collapsedWidth={collapsedSidebarWidth}
      trigger={null}
      theme={settings.settings.sidebarTheme}
      style={{ background: siderBackground, borderInlineEnd: dark ? undefined : '1px solid #f0f0f0' }}
      data-testid="side-menu"
    >
      {!topBar && <Logo collapsed={collapsed} dark={dark} />}
      <SideMenu entries={placement.side} collapsed={collapsed} />
    </Layout.Sider>
  );

  const page = (
    <>
      {settings.settings.tagsView && <TagsView />}
      <Layout.Content style={{ margin: mobile ? 8 : 16, minWidth: 0 }}>
        <PermissionProvider permissions={permissions}>
          <EntityNameProvider namer={entityNames}>
            <CachedOutlet />
          </EntityNameProvider>
        </PermissionProvider>
      </Layout.Content>
    </>
  );

  const navbar = (
    <Navbar
      toggle={mobile || (placement.side !== null && !placement.sideCollapsedAlways)}
      logo={topBar && !mobile ? <Logo collapsed={false} dark={false} width={sidebarWidth} /> : undefined}
      topMenu={topMenu}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={layout} data-testid="shell">
      {topBar ? (
        <>
          {navbar}
          <Layout>
            {side}
            <Layout style={{ minWidth: 0 }}>{page}</Layout>
          </Layout>
        </>
      ) : (
        <>
          {side}
          <Layout style={{ minWidth: 0 }}>
            {navbar}
            {page}
          </Layout>
        </>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <Drawer
            open={app.sidebarOpen}
            onClose={() => app.setSidebar(false)}
            placement="left"
            width={sidebarWidth}
            closable={false}
            styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
            data-testid="mobile-menu"
          >
            <div data-testid="mobile-menu-panel">
              <Logo collapsed={false} dark={dark} />
              <SideMenu entries={menuList} collapsed={false} />
            </div>
          </Drawer>
        </Suspense>
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
      {session.userInfo?.mustChangePassword && (
        <Suspense fallback={null}>
          <ForcedPasswordDialog />
        </Suspense>
      )}
    </Layout>
  );
});

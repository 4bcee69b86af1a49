// The settings drawer (spec 01 §2.7, 280px): layout mode, sidebar theme, theme
// colour, tags view and icons, page cache, language menu, search box and size.
// Every choice applies at once and is saved for the user.
import type { ReactNode } from 'react';
import { Divider, Drawer, Segmented, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { layoutTypes, type LayoutType } from '@core/api/oauth';
import { componentSizes, sidebarThemes, themeColorNames, themeColors, type ShellSettings } from '@core/api/shellSettings';
import { useStores } from '../../stores';
import { drawerWidth } from './sizes';

type SwitchKey = 'tagsView' | 'tagsIcon' | 'useCache' | 'showLanguage' | 'showSearch';
const switches: SwitchKey[] = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch'];

/** A small picture of each layout: where its menus sit. */
function LayoutPicture({ layout }: { layout: LayoutType }) {
  const dark = '#273352';
  const side =
    layout === 'functional' ? null : <div style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: layout === 'plain' ? 8 : 14, background: dark }} />;
  const top = layout === 'functional' || layout === 'blend' ? dark : '#fff';
  return (
    <div
      style={{
        position: 'relative',
        width: 48,
        height: 36,
        background: '#f0f2f5',
        borderRadius: 4,
        overflow: 'hidden',
        boxShadow: '0 1px 2.5px rgba(0,0,0,.18)',
      }}
    >
      <div style={{ position: 'absolute', left: 0, right: 0, top: 0, height: 9, background: top }} />
      {side}
    </div>
  );
}

export const SettingsDrawer = observer(function SettingsDrawer() {
  const { settings } = useStores();
  const { t } = useTranslation();
  const current = settings.settings;
  const change = <Key extends keyof ShellSettings>(key: Key, value: ShellSettings[Key]) => void settings.change(key, value);

  const row = (label: string, control: ReactNode) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '12px 0' }}>
      <span>{label}</span>
      {control}
    </div>
  );

  return (
    <Drawer
      open={settings.drawerOpen}
      onClose={() => settings.setDrawerOpen(false)}
      width={drawerWidth}
      title={t('settings.title')}
      data-testid="settings-drawer"
    >
      <Divider plain>{t('settings.layout')}</Divider>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        {layoutTypes.map((layout) => (
          <Tooltip key={layout} title={t(`settings.layout.${layout}`)}>
            <div
              role="button"
              aria-pressed={settings.layout === layout}
              onClick={() => void settings.setLayout(layout)}
              data-testid={`settings-layout-${layout}`}
              style={{ cursor: 'pointer', padding: 2, borderRadius: 6, outline: settings.layout === layout ? `2px solid ${settings.colorPrimary}` : 'none' }}
            >
              <LayoutPicture layout={layout} />
            </div>
          </Tooltip>
        ))}
      </div>
      <Divider plain>{t('settings.sidebarTheme')}</Divider>
      <Segmented
        block
        value={current.sidebarTheme}
        options={sidebarThemes.map((theme) => ({
          value: theme,
          label: <span data-testid={`settings-sidebar-${theme}`}>{t(`settings.sidebar.${theme}`)}</span>,
        }))}
        onChange={(value) => change('sidebarTheme', value)}
      />
      <Divider plain>{t('settings.themeColor')}</Divider>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        {themeColorNames.map((name) => (
          <Tooltip key={name} title={t(`settings.color.${name}`)}>
            <div
              role="button"
              aria-pressed={current.themeColor === name}
              onClick={() => change('themeColor', name)}
              data-testid={`settings-color-${name}`}
              style={{
                width: 22,
                height: 22,
                borderRadius: 3,
                background: themeColors[name],
                cursor: 'pointer',
                color: '#fff',
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
              }}
            >
              {current.themeColor === name && <CheckOutlined />}
            </div>
          </Tooltip>
        ))}
      </div>
      <Divider plain>{t('settings.interface')}</Divider>
      {switches.map((key) => (
        <div key={key}>
          {row(t(`settings.${key}`), <Switch size="small" checked={current[key]} onChange={(on) => change(key, on)} data-testid={`settings-${key}`} />)}
        </div>
      ))}
      <Divider plain>{t('settings.size')}</Divider>
      <Segmented
        block
        value={current.size}
        options={componentSizes.map((size) => ({ value: size, label: <span data-testid={`settings-size-${size}`}>{t(`settings.size.${size}`)}</span> }))}
        onChange={(value) => change('size', value)}
      />
    </Drawer>
  );
});

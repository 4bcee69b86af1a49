// The shell's per-user settings (spec 01 §2.7, §3, §9): what the settings drawer
// changes besides the layout (kept with PUT /Current/SystemTheme) and the language
// (PUT /Current/SystemLanguage). Shared by the browser and the server's check.

/** Theme colours by name (spec 01 §9). */
export const themeColors = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#211bce',
  ocean: '#13c2c2',
  green: '#3eac12',
  yellow: '#f8bc18',
  orange: '#f5811c',
  red: '#f5222d',
} as const;
export type ThemeColor = keyof typeof themeColors;
export const themeColorNames = Object.keys(themeColors) as ThemeColor[];

export const sidebarThemes = ['dark', 'light'] as const;
export type SidebarTheme = (typeof sidebarThemes)[number];

export const componentSizes = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof componentSizes)[number];

export interface ShellSettings {
  sidebarTheme: SidebarTheme;
  themeColor: ThemeColor;
  tagsView: boolean;
  tagsIcon: boolean;
  /** Visited pages stay mounted (hidden) while their tag is open. */
  useCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  size: ComponentSize;
}

/** The system defaults (spec 01 §3): blue, dark sidebar, tags on, language and search shown, cache off, size medium. */
export const defaultShellSettings: ShellSettings = {
  sidebarTheme: 'dark',
  themeColor: 'blue',
  tagsView: true,
  tagsIcon: true,
  useCache: false,
  showLanguage: true,
  showSearch: true,
  size: 'medium',
};

const booleanKeys = ['tagsView', 'tagsIcon', 'useCache', 'showLanguage', 'showSearch'] as const;

/** Settings from stored or sent JSON: known keys with valid values are kept, the rest default. */
export function shellSettingsOf(value: unknown): ShellSettings {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const settings: ShellSettings = { ...defaultShellSettings };
  if ((sidebarThemes as readonly unknown[]).includes(source.sidebarTheme)) settings.sidebarTheme = source.sidebarTheme as SidebarTheme;
  if ((themeColorNames as readonly unknown[]).includes(source.themeColor)) settings.themeColor = source.themeColor as ThemeColor;
  if ((componentSizes as readonly unknown[]).includes(source.size)) settings.size = source.size as ComponentSize;
  for (const key of booleanKeys) if (typeof source[key] === 'boolean') settings[key] = source[key];
  return settings;
}

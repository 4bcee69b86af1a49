// The settings drawer's choices (spec 01 §2.7): layout, sidebar theme, theme
// colour, tags, page cache, language menu, search box and size. They apply at
// once (the shell observes this store), are kept in this browser for the next
// page load and on the server per user, and are restored at sign-in.
import { makeAutoObservable, runInAction } from 'mobx';
import type { LayoutType } from '@core/api/oauth';
import { layoutTypes } from '@core/api/oauth';
import { defaultShellSettings, shellSettingsOf, themeColors, type ShellSettings } from '@core/api/shellSettings';
import type { Envelope } from '@core/api/envelope';

/** What the store saves through (the current-user calls). */
export interface SettingsSaver {
  updateTheme(theme: LayoutType): Promise<Envelope<null>>;
  settings(): Promise<Envelope<Partial<ShellSettings>>>;
  updateSettings(settings: ShellSettings): Promise<Envelope<null>>;
}

/** This browser's copy (same kiln_ prefix as src/storage.ts), read before the server answers so a reload does not flash the defaults. */
const localKey = 'kiln_shell_settings';

function readLocal(): { layout: LayoutType; settings: ShellSettings } {
  try {
    const parsed = JSON.parse(localStorage.getItem(localKey) ?? '{}') as { layout?: unknown };
    const layout = (layoutTypes as readonly unknown[]).includes(parsed.layout) ? (parsed.layout as LayoutType) : 'classic';
    return { layout, settings: shellSettingsOf(parsed) };
  } catch {
    return { layout: 'classic', settings: { ...defaultShellSettings } };
  }
}

export class SettingsStore {
  layout: LayoutType;
  settings: ShellSettings;
  drawerOpen = false;

  constructor(private readonly saver: SettingsSaver) {
    const local = readLocal();
    this.layout = local.layout;
    this.settings = local.settings;
    makeAutoObservable<SettingsStore, 'saver'>(this, { saver: false });
  }

  get colorPrimary(): string {
    return themeColors[this.settings.themeColor];
  }

  setDrawerOpen(open: boolean): void {
    this.drawerOpen = open;
  }

  /** The layout the login answer names (spec 01 §4), without saving it back. */
  adoptLoginTheme(theme: LayoutType): void {
    if ((layoutTypes as readonly string[]).includes(theme)) this.layout = theme;
    this.keepLocal();
  }

  async setLayout(layout: LayoutType): Promise<void> {
    this.layout = layout;
    this.keepLocal();
    await this.saver.updateTheme(layout);
  }

  async change<Key extends keyof ShellSettings>(key: Key, value: ShellSettings[Key]): Promise<void> {
    this.settings = { ...this.settings, [key]: value };
    this.keepLocal();
    await this.saver.updateSettings(this.settings);
  }

  /** At sign-in (and on a reload of a signed-in page): the user's own choices from the server. */
  async restore(layout: LayoutType | undefined): Promise<void> {
    const result = await this.saver.settings();
    runInAction(() => {
      if (layout && (layoutTypes as readonly string[]).includes(layout)) this.layout = layout;
      if (result.code === 200) this.settings = shellSettingsOf(result.data);
      this.keepLocal();
    });
  }

  private keepLocal(): void {
    try {
      localStorage.setItem(localKey, JSON.stringify({ layout: this.layout, ...this.settings }));
    } catch {
      // Private windows may refuse storage; the server's copy still follows the user.
    }
  }
}

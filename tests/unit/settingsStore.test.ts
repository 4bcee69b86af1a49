// The settings store (spec 01 §2.7, §3): system defaults, each change kept in
// this browser and sent to the server (layout through SystemTheme, the rest
// through SystemSettings), the login theme adopted, the user's own restored.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Transport } from '@core/api/envelope';
import { currentUserApi } from '@core/api/currentUser';
import { defaultShellSettings, shellSettingsOf, themeColors } from '@core/api/shellSettings';
import { SettingsStore } from '@app/stores/SettingsStore';

interface Sent {
  method: string;
  url: string;
  payload: unknown;
}

function recordingApi(answers: Record<string, unknown> = {}) {
  const sent: Sent[] = [];
  const transport: Transport = async <T>(method: string, url: string, payload?: unknown) => {
    sent.push({ method, url, payload });
    return { code: 200, msg: '', data: (answers[`${method} ${url}`] ?? null) as T } satisfies Envelope<T>;
  };
  return { api: currentUserApi(transport), sent };
}

describe('the settings store', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the system defaults: classic, blue, dark sidebar, tags on, cache off, size medium', () => {
    const store = new SettingsStore(recordingApi().api);
    expect(store.layout).toBe('classic');
    expect(store.settings).toEqual(defaultShellSettings);
    expect(store.settings).toMatchObject({
      themeColor: 'blue',
      sidebarTheme: 'dark',
      tagsView: true,
      useCache: false,
      showLanguage: true,
      showSearch: true,
      size: 'medium',
    });
    expect(store.colorPrimary).toBe('#1890ff');
  });

  it('applies a change at once, keeps it in this browser and saves the whole set on the server', async () => {
    const { api, sent } = recordingApi();
    const store = new SettingsStore(api);
    const saving = store.change('themeColor', 'green');
    expect(store.colorPrimary).toBe(themeColors.green);
    await saving;
    await store.change('useCache', true);
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemSettings',
      payload: { ...defaultShellSettings, themeColor: 'green', useCache: true },
    });
    // A new page load reads this browser's copy before the server answers.
    expect(new SettingsStore(api).settings).toMatchObject({ themeColor: 'green', useCache: true });
  });

  it("saves the layout with SystemTheme and adopts the login answer's theme without saving it back", async () => {
    const { api, sent } = recordingApi();
    const store = new SettingsStore(api);
    await store.setLayout('blend');
    expect(sent).toEqual([{ method: 'PUT', url: '/api/permission/Users/Current/SystemTheme', payload: { theme: 'blend' } }]);
    store.adoptLoginTheme('functional');
    expect(store.layout).toBe('functional');
    expect(sent).toHaveLength(1);
    expect(new SettingsStore(api).layout).toBe('functional');
  });

  it("restores the user's own choices from the server at sign-in", async () => {
    localStorage.setItem('kiln_shell_settings', JSON.stringify({ layout: 'plain', themeColor: 'red' }));
    const { api } = recordingApi({ 'GET /api/permission/Users/Current/SystemSettings': { themeColor: 'purple', tagsView: false, size: 'mini' } });
    const store = new SettingsStore(api);
    expect(store.settings.themeColor).toBe('red');
    await store.restore('blend');
    expect(store.layout).toBe('blend');
    expect(store.settings).toEqual({ ...defaultShellSettings, themeColor: 'purple', tagsView: false, size: 'mini' });
  });

  it('reads stored settings leniently: unknown keys and invalid values fall back to the defaults', () => {
    expect(shellSettingsOf({ themeColor: 'pink', size: 'huge', tagsIcon: 'yes', useCache: true, extra: 1 })).toEqual({
      ...defaultShellSettings,
      useCache: true,
    });
    expect(shellSettingsOf(null)).toEqual(defaultShellSettings);
    localStorage.setItem('kiln_shell_settings', '{not json');
    expect(new SettingsStore(recordingApi().api).layout).toBe('classic');
  });
});

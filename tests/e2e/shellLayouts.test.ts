// The shell's four layouts, settings, header search, tags and phone view in a
// browser (spec 01 §2.5–2.7, §4): each layout switched from the settings drawer
// (and kept on the server), the theme colour and the language changed at once,
// a page opened from the header search, the tags' context menu, and the drawer
// menu at 390×844. Screens are saved under test-results/28-*.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordDigest } from '@server/auth/passwords';
import { stageForFile } from './browser';

const adminPassword = 'Kiln2026ok';
const stage = stageForFile({ adminPassword });
const red = 'rgb(245, 34, 45)';

async function openSettings(page: Page) {
  await page.getByTestId('settings-open').click();
  await page.getByTestId('settings-layout-classic').waitFor();
}

async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close:visible').click();
  await page.getByTestId('settings-layout-classic').waitFor({ state: 'hidden' });
}

async function chooseLanguage(page: Page, language: 'zh' | 'zhtw' | 'en') {
  await page.getByTestId('language-switch').hover();
  await page.getByTestId(`language-${language}`).click();
}

/** A screenshot once antd's opening motion (0.3s) has finished, so the picture shows the drawer or dialog in place. */
async function shootSettled(name: string) {
  await stage.page.waitForTimeout(400);
  await stage.shoot(name);
}

const visible = (page: Page, testId: string) => page.getByTestId(testId).first().isVisible();

describe('the shell layouts', () => {
  it('switches between the four layouts from the settings drawer and keeps the choice on the server', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('home-page').waitFor();
    const shell = page.getByTestId('shell');
    await expect(shell.getAttribute('data-layout')).resolves.toBe('classic');
    // On /home the first top-level entry's submenu is open in the side menu.
    await page.getByTestId('side-menu').locator('.ant-menu-submenu-open').first().waitFor();
    await expect(
      page
        .getByTestId('side-menu')
        .boundingBox()
        .then((box) => box?.width),
    ).resolves.toBe(210);
    await openSettings(page);
    await shootSettled('28-settings-drawer');
    await expect(
      page
        .locator('.ant-drawer-content-wrapper:visible')
        .boundingBox()
        .then((box) => box?.width),
    ).resolves.toBe(280);
    await closeDrawer(page);
    await stage.shoot('28-layout-classic');

    await openSettings(page);
    await page.getByTestId('settings-layout-functional').click();
    await closeDrawer(page);
    await expect(shell.getAttribute('data-layout')).resolves.toBe('functional');
    await page.getByTestId('top-menu').locator('.ant-menu').waitFor();
    await expect(page.getByTestId('side-menu').count()).resolves.toBe(0);
    await stage.shoot('28-layout-functional');
    // Narrower, the entries that do not fit at ~116px each go under 'more ...'.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.getByTestId('menu-more').waitFor();
    const topWidth = await page.getByTestId('top-menu').evaluate((element) => element.clientWidth);
    const topItems = await page.getByTestId('top-menu').locator('.ant-menu-root > li').count();
    expect(topItems).toBeLessThanOrEqual(Math.max(1, Math.floor(topWidth / 116)));
    await stage.shoot('28-layout-functional-more');
    await page.setViewportSize({ width: 1366, height: 800 });

    await openSettings(page);
    await page.getByTestId('settings-layout-plain').click();
    await closeDrawer(page);
    await expect(shell.getAttribute('data-layout')).resolves.toBe('plain');
    await expect(
      page
        .getByTestId('side-menu')
        .boundingBox()
        .then((box) => box?.width),
    ).resolves.toBe(64);
    await expect(page.getByTestId('top-menu').count()).resolves.toBe(0);
    await stage.shoot('28-layout-plain');

    await openSettings(page);
    await page.getByTestId('settings-layout-blend').click();
    await closeDrawer(page);
    await expect(shell.getAttribute('data-layout')).resolves.toBe('blend');
    // The first level on top; on /home the first entry's children on the side.
    const side = page.getByTestId('side-menu');
    const firstTop = page.getByTestId('top-menu').locator('.ant-menu-root > li').first();
    await expect(firstTop.getAttribute('class')).resolves.toMatch(/ant-menu-item-selected/);
    await expect(side.locator('[data-testid^="menu-"]').count()).resolves.toBeGreaterThan(0);
    await stage.shoot('28-layout-blend');
    await page.getByTestId('top-menu').getByTestId('menu-permission').click();
    await side.getByTestId('menu-permission.user').click();
    await page.waitForURL(/\/permission\/user$/);
    await stage.shoot('28-layout-blend-permission');

    // Kept on the server: the next sign-in's answer names the layout.
    const api = await stage.setup('admin', adminPassword);
    const login = await fetch(`${stage.baseUrl}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: passwordDigest(adminPassword) }).toString(),
    });
    expect(((await login.json()) as { data: { theme: string } }).data.theme).toBe('blend');
    await expect(api('GET', '/api/permission/Users/Current/SystemSettings')).resolves.toMatchObject({ code: 200, data: { themeColor: 'blue' } });

    await openSettings(page);
    await page.getByTestId('settings-layout-classic').click();
    await closeDrawer(page);
  });

  it('changes the theme colour at once and restores the settings at the next sign-in', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('home-page').waitFor();
    await openSettings(page);
    await page.getByTestId('settings-color-red').click();
    await page.getByTestId('settings-sidebar-light').click();
    await page.getByTestId('settings-tagsIcon').click();
    const homeTag = page.getByTestId('tag-/home');
    // antd draws a coloured tag in the colour on a light shade of it.
    await expect.poll(() => homeTag.evaluate((element) => getComputedStyle(element).color)).toBe(red);
    await closeDrawer(page);
    await stage.shoot('28-theme-red-light-sidebar');
    // A fresh sign-in (this browser's copy cleared) gets them back from the server.
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => homeTag.evaluate((element) => getComputedStyle(element).color)).toBe(red);
    await expect(page.getByTestId('side-menu').locator('.ant-menu-light').count()).resolves.toBeGreaterThan(0);
    await openSettings(page);
    await page.getByTestId('settings-color-blue').click();
    await page.getByTestId('settings-sidebar-dark').click();
    await page.getByTestId('settings-tagsIcon').click();
    await closeDrawer(page);
  });

  it('opens a page from the header search and re-translates its open tag when the language changes', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('header-search').click();
    // The search loads on first focus; then the typed words are searched.
    await page
      .locator('.ant-select')
      .filter({ has: page.getByTestId('header-search') })
      .waitFor();
    await page.getByTestId('header-search').fill('接口文档');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '接口文档' }).click();
    await page.waitForURL(/\/apiDocs$/);
    const tag = page.getByTestId('tag-/apiDocs');
    await expect(tag.textContent()).resolves.toBe('接口文档');

    await chooseLanguage(page, 'en');
    await expect.poll(() => tag.textContent()).toMatch(/^API doc/);
    await page.getByTestId('tag-/home').getByText('Home').waitFor();
    // antd's own words follow the language (the header search's empty answer comes from our table; the drawer's close label from antd).
    await stage.shoot('28-language-en');
    await chooseLanguage(page, 'zhtw');
    await expect.poll(() => tag.textContent()).toBe('接口文檔');
    await page.getByTestId('tag-/home').getByText('首頁').waitFor();
    await stage.shoot('28-language-zhtw');
    const api = await stage.setup('admin', adminPassword);
    await expect(api('GET', '/api/oauth/CurrentUser')).resolves.toMatchObject({ data: { userInfo: { language: 'zhtw' } } });
    await chooseLanguage(page, 'zh');
    await expect.poll(() => tag.textContent()).toBe('接口文档');
    await stage.shoot('28-language-zh');
  });

  it("refreshes, closes others and closes all from a tag's context menu", async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.user').click();
    await page.waitForURL(/\/permission\/user$/);
    // The page has drawn (a click before then would supersede its navigation).
    await page.getByTestId('tag-/permission/user').waitFor();
    await page.getByTestId('menu-permission.role').click();
    await page.waitForURL(/\/permission\/role$/);
    const tags = page.getByTestId('tags-view');
    await expect.poll(() => tags.locator('[data-testid^="tag-/"]').count()).toBe(3);

    await page.getByTestId('tag-/permission/user').click({ button: 'right' });
    // Each tag has its own menu; the one on screen (a closing one fades out first).
    const openMenu = page.locator('.ant-dropdown-menu:visible').filter({ has: page.getByTestId('tag-menu-refresh') });
    const menuShown = async () => {
      await expect.poll(() => openMenu.count()).toBe(1);
      return openMenu;
    };
    const menu = await menuShown();
    await expect(menu.boundingBox().then((box) => box?.width)).resolves.toBe(105);
    await shootSettled('28-tags-context-menu');
    await openMenu.getByTestId('tag-menu-refresh').click();
    await page.waitForURL(/\/permission\/user$/);

    // The menu has faded out before it is opened again (while fading it lets clicks through).
    await expect.poll(() => openMenu.count()).toBe(0);
    await page.getByTestId('tag-/permission/user').click({ button: 'right' });
    await (await menuShown()).getByTestId('tag-menu-closeOthers').click();
    await expect.poll(() => tags.locator('[data-testid^="tag-/"]').count()).toBe(2);
    await expect(visible(page, 'tag-/home')).resolves.toBe(true);

    await expect.poll(() => openMenu.count()).toBe(0);
    await page.getByTestId('tag-/permission/user').click({ button: 'right' });
    await (await menuShown()).getByTestId('tag-menu-closeAll').click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => tags.locator('[data-testid^="tag-/"]').count()).toBe(1);
  });

  it('keeps a visited page alive while its tag is open when the page cache is on', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await openSettings(page);
    await page.getByTestId('settings-useCache').click();
    await closeDrawer(page);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.user').click();
    await page.waitForURL(/\/permission\/user$/);
    const keyword = page.locator('[data-cached-page="/permission/user"] input').first();
    await keyword.fill('kept-alive');
    await page.getByTestId('tag-/home').click();
    await page.getByTestId('home-page').waitFor();
    await expect(page.locator('[data-cached-page="/permission/user"]').isHidden()).resolves.toBe(true);
    await page.getByTestId('tag-/permission/user').click();
    await expect(keyword.inputValue()).resolves.toBe('kept-alive');
    // Closing the tag drops the kept page.
    await page.getByTestId('tag-/permission/user').locator('.ant-tag-close-icon').click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.locator('[data-cached-page="/permission/user"]').count()).toBe(0);
    await openSettings(page);
    await page.getByTestId('settings-useCache').click();
    await closeDrawer(page);
  });

  it('shows the about and statement dialogs, and the application switch once there are two applications', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('home-page').waitFor();
    // One application: no switch.
    await expect(page.getByTestId('app-switch').count()).resolves.toBe(0);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('menu-feedback').getAttribute('href')).resolves.toMatch(/^mailto:/);
    await page.getByTestId('menu-about').click();
    await page.getByTestId('about-dialog').getByText('版本：3.5.0').waitFor();
    await shootSettled('28-about');
    await page.locator('.ant-modal-close:visible').click();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-statement').click();
    await page.getByTestId('statement-dialog').waitFor();
    await page.locator('.ant-modal-close:visible').click();

    const api = await stage.setup('admin', adminPassword);
    type Info = { userInfo: { systemIds: { id: string; name: string; currentSystem: boolean }[] } };
    const currentSystem = async () => (await api<Info>('GET', '/api/oauth/CurrentUser')).data.userInfo.systemIds.find((system) => system.currentSystem);
    const first = await currentSystem();
    await expect(
      api('POST', '/api/system/System', { fullName: '第二应用', enCode: 'secondApp', icon: 'AppstoreOutlined', sortCode: 2, enabledMark: 1 }),
    ).resolves.toMatchObject({
      code: 200,
    });
    await page.reload();
    await page.getByTestId('app-switch').click();
    await page.getByTestId('app-switch-search').fill('第二');
    const second = page.locator('[data-testid^="app-switch-"]').filter({ hasText: '第二应用' });
    await second.waitFor();
    await shootSettled('28-app-switch');
    try {
      // The page reloads inside the chosen application (listened for before the click: the reload may be quick).
      await Promise.all([page.waitForEvent('load'), second.click()]);
      await expect.poll(async () => (await currentSystem())?.name).toBe('第二应用');
      await page.getByTestId('home-page').waitFor();
    } finally {
      // Back in the first application whatever happened, so the next test has its menu.
      await expect(api('PUT', '/api/permission/Users/Current/major', { majorId: first?.id, majorType: 'System' })).resolves.toMatchObject({ code: 200 });
    }
  });

  it('uses a drawer menu on a 390×844 phone that closes on navigation and on a tap outside', async () => {
    const { page } = stage;
    await page.setViewportSize({ width: 390, height: 844 });
    await stage.signInAs('admin', adminPassword);
    await page.getByTestId('home-page').waitFor();
    await expect(page.getByTestId('side-menu').count()).resolves.toBe(0);
    await stage.shoot('28-phone-home');
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByTestId('mobile-menu-panel');
    await drawer.waitFor();
    await expect(drawer.boundingBox().then((box) => box?.width)).resolves.toBe(210);
    await shootSettled('28-phone-drawer');
    await drawer.getByTestId('menu-permission').click();
    await drawer.getByTestId('menu-permission.user').click();
    await page.waitForURL(/\/permission\/user$/);
    await drawer.waitFor({ state: 'hidden' });
    await stage.shoot('28-phone-page');
    await page.getByTestId('sidebar-toggle').click();
    await drawer.waitFor();
    await page.mouse.click(370, 400);
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1366, height: 800 });
  });
});

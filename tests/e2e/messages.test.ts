// The bell across two users (issue 28 item 12): an administrator releases a notice
// in one browser context and the bell of a member signed in in a second context
// rings; the member opens the drawer, reads the notice and the badge drops; the
// full /messageRecord page shows it read. Screenshots under test-results/messages-*.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { changeInitialPassword, chromiumOptions, confirmOk, stageForFile } from './browser';

const adminPassword = 'Kiln2026ok';
const memberAccount = 'huangmin';
const memberPassword = 'Kiln2026msg';
const noticeTitle = '季度安全检查通知';

const stage = stageForFile({ adminPassword });
let memberBrowser: Browser | undefined;

afterAll(async () => {
  await memberBrowser?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve('test-results', `messages-${name}.png`) });
}

const badgeCount = async (page: Page) => Number(await page.getByTestId('notice-badge').getAttribute('data-count'));

/** The member in a second browser: signed in through the page, initial password changed, the shell drawn. */
async function openMemberPage(): Promise<Page> {
  memberBrowser = await chromium.launch(chromiumOptions);
  const context = await memberBrowser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${stage.baseUrl}/login`);
  await page.getByTestId('login-account').fill(memberAccount);
  await page.getByTestId('login-password').fill('kiln2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await changeInitialPassword(page, 'kiln2026', memberPassword);
  await page.getByTestId('notice-bell').waitFor();
  return page;
}

/** The administrator, in the first browser: 系统管理 → 通知公告, a new notice for everyone, saved, then released after the confirmation. */
async function releaseThroughNoticeScreen() {
  const { page } = stage;
  await stage.signInAs('admin', adminPassword);
  await page.getByTestId('menu-system').click();
  await page.getByTestId('menu-system.notice').click();
  await page.waitForURL(/\/system\/notice$/);
  const list = page.getByTestId('list-system.notice.page');
  await list.getByTestId('action-addNotice').click();
  const form = page.locator('.ant-drawer:visible');
  await form.getByTestId('field-title').fill(noticeTitle);
  await form.locator('.ql-editor').fill('检查范围：机房、消防通道。');
  await form.getByTestId('field-excerpt').fill('请各部门于周五前完成自查');
  await form.getByTestId('form-save').click();
  const row = list.locator('tr').filter({ hasText: noticeTitle });
  await row.waitFor();
  await row.locator('[data-testid^="action-releaseNotice-"]').click();
  await confirmOk(page);
  await row.locator('[data-testid^="action-releaseNotice-"]').waitFor({ state: 'detached' });
}

describe('notices ring the bell of another user', () => {
  it('releases a notice as administrator; the member sees the badge, reads it in the drawer and the badge drops', async () => {
    const member = await openMemberPage();
    // The socket's initMessage has set the count once the badge reports a number.
    await expect.poll(() => badgeCount(member), { timeout: 10_000 }).toBe(0);

    await releaseThroughNoticeScreen();
    await stage.shoot('messages-00-notice-released');

    await expect.poll(() => badgeCount(member), { timeout: 10_000 }).toBe(1);
    await shoot(member, '01-bell-rings');

    await member.getByTestId('notice-bell').click();
    const drawer = member.getByTestId('message-drawer');
    const item = drawer.getByTestId('message-item').filter({ hasText: noticeTitle });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('1');
    await shoot(member, '02-drawer');

    await item.click();
    const detail = member.getByTestId('message-detail');
    await detail.waitFor();
    await detail.getByText('检查范围：机房、消防通道。').waitFor();
    await expect(detail.getByTestId('message-detail-excerpt').textContent()).resolves.toBe('请各部门于周五前完成自查');
    await expect(detail.getByTestId('message-detail-user').textContent()).resolves.toContain('admin');
    await shoot(member, '03-detail');
    await expect.poll(() => badgeCount(member)).toBe(0);

    await member.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await drawer.getByTestId('message-more').click();
    await member.waitForURL(/\/messageRecord$/);
    const row = member.getByTestId('message-record').locator('tr').filter({ hasText: noticeTitle });
    await row.waitFor();
    await row.getByText('已读').waitFor();
    await shoot(member, '04-message-record');
  });

  it('counts two more releases; read-all on /messageRecord clears the badge and a record is deleted', async () => {
    const member = memberBrowser!.contexts()[0].pages()[0];
    const admin = await stage.setup('admin', adminPassword);
    for (const title of ['第二条通知', '第三条通知']) {
      const created = await admin<{ id: string }>('POST', '/api/message/Notice', {
        title,
        toUserIds: '',
        category: '2',
        remindCategory: 1,
        bodyText: '<p>内容</p>',
        files: '[]',
      });
      expect((await admin('PUT', `/api/message/Notice/${created.data.id}/Actions/Release`)).code).toBe(200);
    }
    await expect.poll(() => badgeCount(member), { timeout: 10_000 }).toBe(2);
    await member.getByTestId('record-keyword').fill('');
    await member.getByTestId('record-read-all').click();
    await member
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => badgeCount(member), { timeout: 10_000 }).toBe(0);
    await expect(member.getByTestId('record-unread').count()).resolves.toBe(0);
    await member.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await shoot(member, '05-read-all');

    const rows = member.getByTestId('message-record').locator('tbody tr.ant-table-row');
    await expect(rows.count()).resolves.toBe(3);
    await rows.filter({ hasText: '第二条通知' }).locator('.ant-checkbox-input').check();
    await member.getByTestId('record-delete').click();
    await member.getByTestId('record-delete-confirm').click();
    await rows.filter({ hasText: '第二条通知' }).waitFor({ state: 'detached' });
    await expect(rows.count()).resolves.toBe(2);
  });

  it('signs out quietly: the socket hears its own session end without a login-expired toast', async () => {
    const member = memberBrowser!.contexts()[0].pages()[0];
    await member.getByTestId('user-menu').click();
    await member.getByTestId('menu-logout').click();
    await member.getByTestId('logout-confirm').click();
    await member.waitForURL(/\/login/);
    await member.getByTestId('login-submit').waitFor();
    // The server's logout push arrives around the sign-out answer; give it time to (wrongly) show.
    await member.waitForTimeout(1_000);
    await expect(member.getByText('登录过期,请重新登录').count()).resolves.toBe(0);
    await shoot(member, '06-signed-out');
  });
});

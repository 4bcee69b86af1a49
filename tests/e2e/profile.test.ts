// The profile and the fixed pages in a browser, on the real server: a member
// opens /profile from the user menu, edits the personal information, changes
// the avatar, draws a signature and uploads another that they make the
// default, and reads their own sign-in and action log; then the fixed pages:
// /workFlowDetail adopting a link's token, /externalLink, /redirect with an
// encoded path, /previewModel and /404. Screenshots under test-results/.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { passwordDigest } from '@server/auth/passwords';
import { changeInitialPassword, stageForFile } from './browser';

const adminPassword = 'Kiln2026ok';
const memberPassword = 'Kiln2026prof';
const stage = stageForFile({ adminPassword });

/** A real PNG (the server checks an image by its bytes): a colour gradient, `size` pixels square. */
function pngOf(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => [(x * 4) % 256, (y * 4) % 256, 160]).flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function drawSignature(page: Page) {
  const pad = page.getByTestId('sign-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    await page.mouse.move(box.x + 40 + step * 18, box.y + box.height * (0.6 - 0.3 * Math.sin(step / 3)));
  }
  await page.mouse.up();
}

describe('the profile in a browser', () => {
  it('lets a member edit their information, change the avatar, keep signatures with a default, and read their log', async () => {
    const { page } = stage;
    await stage.signInAs('sunli', 'kiln2026');
    await changeInitialPassword(page, 'kiln2026', memberPassword);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-profile').click();
    await page.waitForURL(/\/profile$/);
    const info = page.getByTestId('profile-base-info');
    await info.getByText('13800000012').waitFor();
    await stage.shoot('profile-01-info');

    await page.getByTestId('profile-edit').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByTestId('field-mobilePhone').fill('13900000012');
    await dialog.getByTestId('field-nativePlace').fill('杭州');
    await dialog.getByTestId('form-save').click();
    await page.getByText('更新成功').first().waitFor();
    await info.getByText('13900000012').waitFor();
    await info.getByText('杭州').waitFor();

    await page.getByTestId('profile-avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOf(96) });
    await page.locator('[data-testid="profile-avatar"] img[src*="/api/file/Image/"]').waitFor();
    await stage.shoot('profile-02-avatar');

    await page.getByTestId('profile-tab-sign').click();
    await page.getByText('暂无签名').waitFor();
    await page.getByTestId('profile-sign-add').click();
    await page.getByTestId('profile-sign-draw').click();
    await page.getByTestId('sign-pad').waitFor();
    await page.getByTestId('sign-pad-ok').click();
    await page.getByText('请先签名').waitFor();
    await drawSignature(page);
    await stage.shoot('profile-03-sign-pad');
    await page.getByTestId('sign-pad-ok').click();
    await expect.poll(() => page.getByTestId('profile-sign').count()).toBe(1);
    // The first signature is the default by itself.
    await expect.poll(() => page.getByTestId('profile-sign').first().getAttribute('data-default')).toBe('yes');

    await page.getByTestId('profile-sign-input').setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: pngOf(48) });
    await expect.poll(() => page.getByTestId('profile-sign').count()).toBe(2);
    const uploaded = page.locator('[data-testid="profile-sign"][data-default="no"]');
    await uploaded.getByTestId('profile-sign-default').click();
    await expect.poll(() => page.locator('[data-testid="profile-sign"][data-default="yes"]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('profile-sign').first().getAttribute('data-default')).toBe('yes');
    for (const image of await page.locator('[data-testid="profile-sign"] img').all()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await stage.shoot('profile-04-signatures');

    await page.getByTestId('profile-tab-loginLog').click();
    const log = page.getByTestId('profile-login-log');
    await log.locator('tr.ant-table-row').first().waitFor();
    await log.getByText('成功').first().waitFor();
    await stage.shoot('profile-05-login-log');
    await page.getByTestId('profile-tab-actionLog').click();
    await page.getByTestId('profile-action-log').getByText('修改密码').first().waitFor();

    await page.getByTestId('profile-tab-authorize').click();
    await page.getByTestId('profile-grant-module').locator('.ant-tree-treenode').first().waitFor();
    await stage.shoot('profile-06-authorize');

    await page.getByTestId('profile-tab-organize').click();
    await page.locator('[data-testid^="profile-major-"][data-main="yes"]').first().waitFor();
    await stage.shoot('profile-07-organizes');
  });

  it('opens the fixed pages: a workflow link signs its token in, links, redirects, previews and 404', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    const before = await page.evaluate(() => localStorage.getItem('kiln_token'));
    // A second session of the administrator, as a workflow message's link would carry.
    const login = await fetch(`${stage.baseUrl}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: passwordDigest(adminPassword) }).toString(),
    });
    const linked = ((await login.json()) as { data: { token: string } }).data.token;
    expect(linked).not.toBe(before);
    const config = Buffer.from(JSON.stringify({ processId: 'p-9', flowId: 'f-3', type: 2, taskOperatorId: 'op-7' })).toString('base64');
    await page.goto(`${stage.baseUrl}/workFlowDetail?token=${encodeURIComponent(linked)}&config=${encodeURIComponent(config)}`);
    await page.getByTestId('workflow-task').getByText('op-7').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kiln_token'))).toBe(linked);
    await page.getByTestId('workflow-task').getByText('待我审批').waitFor();
    await stage.shoot('pages-01-workflow-detail');

    await page.goto(`${stage.baseUrl}/externalLink?href=${encodeURIComponent(Buffer.from('/api/health').toString('base64'))}`);
    await expect.poll(() => page.getByTestId('external-link-frame').getAttribute('src')).toBe('/api/health');
    await page.goto(`${stage.baseUrl}/externalLink?href=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByText('链接地址为空').waitFor();

    await page.goto(`${stage.baseUrl}/redirect${encodeURIComponent('/profile')}`);
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('profile-page').waitFor();

    // The demo purchase request, a released model, drawn by id outside its menu entry.
    const setup = await stage.setup('admin', adminPassword);
    type Entry = { enCode: string; propertyJson: string; children: Entry[] };
    const current = await setup<{ menuList: Entry[] }>('GET', '/api/oauth/CurrentUser');
    const flat = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
    const purchase = flat(current.data.menuList).find((entry) => entry.enCode === 'demo.purchaseRequest');
    const modelId = (JSON.parse(purchase?.propertyJson ?? '{}') as { moduleId?: string }).moduleId ?? '';
    expect(modelId).not.toBe('');
    await page.goto(`${stage.baseUrl}/previewModel?isPreview=1&id=${modelId}&previewType=1`);
    await page.getByTestId('preview-model').locator('.ant-table').first().waitFor();
    await stage.shoot('pages-02-preview-model');

    await page.goto(`${stage.baseUrl}/previewModel?id=no-such-model`);
    await page.getByTestId('preview-model').waitFor();
    await page.locator('.ant-result').waitFor();
    await stage.shoot('pages-03-preview-unreleased');

    await page.goto(`${stage.baseUrl}/no/such/page`);
    await page.waitForURL(/\/404$/);
    await page.locator('.ant-result-title').getByText('页面不存在').waitFor();
    await stage.shoot('pages-04-not-found');
  });

  it('reads in English and in Traditional Chinese, and puts the tabs above the pane on a phone', async () => {
    const { page } = stage;
    await stage.signInAs('admin', adminPassword);
    await page.evaluate(() => localStorage.setItem('kiln_language', 'en'));
    await page.goto(`${stage.baseUrl}/profile`);
    await page.getByTestId('profile-tab-loginLog').getByText('Sign-in log').waitFor();
    await page.getByTestId('profile-base-info').getByText('Personal information').waitFor();
    await stage.shoot('profile-08-english');
    await page.evaluate(() => localStorage.setItem('kiln_language', 'zhtw'));
    await page.goto(`${stage.baseUrl}/profile`);
    await page.getByTestId('profile-tab-actionLog').getByText('操作日誌').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('profile-tab-organize').click();
    await page.getByTestId('profile-organizes').locator('[data-main="yes"]').waitFor();
    await stage.shoot('profile-09-phone-zhtw');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.evaluate(() => localStorage.setItem('kiln_language', 'zh'));
  });
});

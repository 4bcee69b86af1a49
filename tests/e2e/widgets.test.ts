// The widget gallery as an administrator uses it (开发工具 → 控件库): a sample of
// the form holding every widget is filled — images, a rich text, an area, rows
// picked in the selection dialog — its barcode and QR code drawn from the title,
// saved, reopened with the same values, and viewed read-only; a 20 MB file goes
// up in chunks, paused and resumed once, then shows in the list and downloads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../api/fileFixtures';
import { stageForFile } from './browser';

let workDir: string;
const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-e2e-files-'));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

const form = () => stage.page.getByTestId('form-devTools.widgetGallery.form');
const list = () => stage.page.getByTestId('list-devTools.widgetGallery.page');

async function openGallery() {
  const { page } = stage;
  await page.getByTestId('menu-devTools').click();
  await page.getByTestId('menu-devTools.widgetGallery').click();
  await page.waitForURL(/\/devTools\/widgetGallery$/);
  await list().waitFor();
}

function writeFile(name: string, bytes: Buffer | string): string {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('the widget gallery', () => {
  it('saves a sample holding images, a rich text, an area, picked rows, a barcode and a QR code, reopens it alike and views it read-only', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await openGallery();
    await list().getByTestId('action-addSample').click();
    await form().getByTestId('kiln-form').waitFor();

    await form().getByTestId('field-title').fill('KILN2026');
    await form().getByTestId('field-title').blur();
    // Barcode and QR code follow the title.
    await form().locator('.kiln-barcode svg[aria-label="KILN2026"] rect').first().waitFor();
    await form().locator('.kiln-qrcode canvas[aria-label="KILN2026"]').waitFor();

    await form().getByTestId('upload-input-uploadImg').setInputFiles([writeFile('one.png', pngOf(8, 6)), writeFile('two.png', pngOf(5, 5))]);
    await expect.poll(() => form().getByTestId('field-uploadImg').locator('[data-testid^="upload-image-"]').count(), { timeout: 15_000 }).toBe(2);

    const editor = form().locator('.ql-editor').first();
    await editor.waitFor({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type('一段富文本');

    await form().getByTestId('field-address').click();
    const tree = page.getByTestId('area-tree');
    await tree.waitFor();
    for (const name of ['广东省', '深圳市', '南山区']) await tree.getByText(name, { exact: true }).click();
    await page.getByTestId('area-selected').getByText('广东省/深圳市/南山区').waitFor();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).last().click();
    await expect(form().getByTestId('field-address').textContent()).resolves.toContain('广东省/深圳市/南山区');

    await form().getByTestId('add-row-lines').click();
    const picker = page.getByTestId('pick-table');
    await picker.getByText('销售', { exact: false }).first().waitFor();
    await picker.locator('tr.ant-table-row').nth(0).locator('.ant-checkbox').click();
    await picker.locator('tr.ant-table-row').nth(1).locator('.ant-checkbox').click();
    await page.getByTestId('pick-confirm').click();
    await expect.poll(() => form().locator('[data-testid^="row-lines-"]').count()).toBe(2);
    await stage.shoot('60-gallery-filled');

    await form().getByTestId('form-save').click();
    await form().waitFor({ state: 'hidden' });
    await list().getByText('KILN2026').waitFor();

    // Reopened for editing: the same values.
    await list().locator('[data-testid^="action-editSample-"]').first().click();
    await form().getByTestId('kiln-form').waitFor();
    await expect(form().getByTestId('field-title').inputValue()).resolves.toBe('KILN2026');
    await expect.poll(() => form().getByTestId('field-uploadImg').locator('[data-testid^="upload-image-"]').count()).toBe(2);
    await expect(form().locator('.ql-editor').first().textContent()).resolves.toContain('一段富文本');
    await expect(form().getByTestId('field-address').textContent()).resolves.toContain('广东省/深圳市/南山区');
    await expect(form().locator('[data-testid^="row-lines-"]').count()).resolves.toBe(2);
    await expect(form().getByTestId('field-billRule').inputValue()).resolves.toMatch(/^XS\d{12}$/);
    // The drawer has finished sliding in before the picture is taken.
    await page.waitForTimeout(400);
    await stage.shoot('61-gallery-reopened');
    await page.keyboard.press('Escape');
    await form().waitFor({ state: 'hidden' });

    // Viewed read-only: every widget's view, same layout.
    await list().locator('[data-testid^="action-viewSample-"]').first().click();
    await form().getByTestId('kiln-form').waitFor();
    await expect(form().locator('input:not([type="hidden"]):not([disabled]):not([readonly])').count()).resolves.toBe(0);
    await form().getByTestId('rich-text-view').getByText('一段富文本').waitFor();
    await expect(form().getByTestId('upload-view').locator('img').count()).resolves.toBeGreaterThanOrEqual(2);
    await expect(form().getByText('广东省/深圳市/南山区').count()).resolves.toBeGreaterThan(0);
    await form().locator('.kiln-barcode svg[aria-label="KILN2026"]').waitFor();
    await form().locator('.kiln-qrcode canvas[aria-label="KILN2026"]').waitFor();
    await stage.shoot('62-gallery-read-only');
    await form().getByTestId('form-close').click();
  });

  it('uploads a 20 MB file in chunks, paused and resumed once, then lists and downloads it', async () => {
    const { page } = stage;
    await page.goto(`${stage.baseUrl}/devTools/widgetGallery`);
    await list().getByTestId('action-addSample').click();
    await form().getByTestId('kiln-form').waitFor();
    await form().getByTestId('field-title').fill('chunks');
    const line = 'Kiln chunked upload line of plain text.\n';
    const big = writeFile('big.txt', line.repeat(Math.ceil((20 * 1024 * 1024) / line.length)));
    // Each chunk answers after a network-like delay, so there is time to pause mid-upload on loopback.
    const slowChunks = /\/api\/file\/chunk/;
    await page.route(slowChunks, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await form().getByTestId('upload-input-uploadFz').setInputFiles(big);
    const row = form().getByTestId('chunk-upload-0');
    await row.waitFor().catch(async (error: unknown) => {
      await stage.shoot('63-chunk-missing');
      throw error;
    });
    await form().getByTestId('chunk-pause-0').click({ timeout: 30_000 });
    await expect.poll(() => row.getAttribute('data-state')).toBe('paused');
    await expect(form().getByTestId('chunk-status-0').textContent()).resolves.toBe('暂停中');
    await stage.shoot('63-chunk-paused');
    await form().getByTestId('chunk-resume-0').click();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 60_000 }).toBe('success');
    await page.unroute(slowChunks);
    await form().getByTestId('field-uploadFz').getByText('big.txt').first().waitFor();
    await stage.shoot('64-chunk-done');

    const download = page.waitForEvent('download');
    await form().getByTestId('upload-download-0').click();
    const file = await download;
    const saved = path.join(workDir, 'downloaded.txt');
    await file.saveAs(saved);
    expect(fs.statSync(saved).size).toBe(fs.statSync(big).size);

    await form().getByTestId('form-save').click();
    await form().waitFor({ state: 'hidden' });
    await list().getByText('chunks').waitFor();
  });

  it('tries a widget in the playground: its properties change it, its value shows as JSON and in the read-only view', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await openGallery();
    await page.getByTestId('widget-gallery').getByRole('tab', { name: '试用控件' }).click();
    const playground = page.getByTestId('widget-playground');
    await playground.getByTestId('playground-widget').click();
    await page.keyboard.type('rate');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('.ant-select-dropdown').first().waitFor({ state: 'hidden' });
    await playground.getByTestId('prop-count').fill('3');
    await playground.getByTestId('prop-count').blur();
    await expect.poll(() => playground.locator('.ant-rate').first().locator('.ant-rate-star').count()).toBe(3);
    await playground.locator('.ant-rate').first().locator('.ant-rate-star').nth(1).click();
    await expect.poll(() => playground.getByTestId('playground-value').textContent()).toBe('2');
    await expect.poll(() => playground.locator('.ant-rate-star-full').count()).toBe(4);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400);
    await stage.shoot('65-widget-playground');
  });
});

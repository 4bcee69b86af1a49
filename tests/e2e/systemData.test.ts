// The system-data screens as an administrator uses them: dictionaries (category,
// item, disable, export and re-import) and a serial-number rule whose preview
// matches the first number it hands out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStage, type Stage } from './browser';

let stage: Stage;
const password = 'Kiln2026ok';

beforeAll(async () => {
  stage = await openStage({ adminPassword: password });
  const { page } = stage;
  await page.goto(`${stage.baseUrl}/login`);
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await stage.shoot(`failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await stage?.close();
});

const dialog = () => stage.page.locator('.ant-modal:visible');
const drawer = () => stage.page.getByTestId('drawer-system.dictionary.typeManage');
const list = () => stage.page.getByTestId('list-system.dictionary.page');
const confirm = async () => {
  await stage.page.getByTestId('confirm-ok').click();
};

async function fill(name: string, value: string) {
  const field = dialog().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

describe('dictionaries', () => {
  it('opens from the menu with the category tree and its first category selected', async () => {
    const { page } = stage;
    await page.getByTestId('menu-systemData').click();
    await page.getByTestId('menu-systemData.dictionary').click();
    await page.waitForURL(/\/systemData\/dictionary$/);
    await page.getByTestId('tree-node-0').waitFor();
    await expect(list().getByTestId('action-add').isDisabled()).resolves.toBe(true);
    await stage.shoot('10-dictionary');
  });

  it('adds a category in the category drawer, with the form\'s own messages', async () => {
    const { page } = stage;
    await page.getByTestId('tree-menu').click();
    await page.getByTestId('tree-action-manageTypes').click();
    await drawer().getByTestId('action-addType').click();
    await fill('fullName', '客户$等级');
    await dialog().getByText('名称不能含有特殊符号').waitFor();
    await fill('fullName', '客户等级');
    await fill('enCode', 'customerLevel');
    await dialog().getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    await drawer().getByText('customerLevel').waitFor();
    await stage.shoot('11-category-drawer');
    await page.locator('.ant-drawer-close').click();
    await page.getByText('客户等级').first().click();
  });

  it('adds an item and disables it', async () => {
    const { page } = stage;
    await list().getByTestId('action-add').click();
    await fill('fullName', '金牌客户');
    await fill('enCode', 'gold');
    await dialog().getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    const row = list().locator('tr', { hasText: 'gold' });
    await row.getByText('启用', { exact: true }).waitFor();
    await row.getByRole('button', { name: '启用/禁用' }).click();
    await page.getByText('您确定要开启/禁用当前数据吗, 是否继续?').waitFor();
    await confirm();
    await row.getByText('禁用', { exact: true }).waitFor();
    await stage.shoot('12-dictionary-items');
  });

  it('exports the category, deletes it, and imports it back whole', async () => {
    const { page } = stage;
    await page.getByTestId('tree-menu').click();
    await page.getByTestId('tree-action-manageTypes').click();
    const row = drawer().locator('tr', { hasText: 'customerLevel' });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: '导出' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('customerLevel.bdd');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-bdd-')), 'customerLevel.bdd');
    await download.saveAs(file);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).items).toHaveLength(1);

    await row.getByRole('button', { name: '删除' }).click();
    await confirm();
    await page.getByText('该分类下有字典数据，不能删除').waitFor();
    await page.locator('.ant-drawer-close').click();
    await list().locator('tr', { hasText: 'gold' }).getByRole('button', { name: '删除' }).click();
    await confirm();
    await page.getByText('删除成功').first().waitFor();

    await page.getByTestId('tree-menu').click();
    await page.getByTestId('tree-action-manageTypes').click();
    await drawer().locator('tr', { hasText: 'customerLevel' }).getByRole('button', { name: '删除' }).click();
    await confirm();
    await drawer().locator('tr', { hasText: 'customerLevel' }).waitFor({ state: 'detached' });

    const choosing = page.waitForEvent('filechooser');
    await drawer().getByTestId('action-importType').click();
    await (await choosing).setFiles(file);
    await page.getByText('导入成功').waitFor();
    await drawer().getByText('customerLevel').waitFor();
    await page.locator('.ant-drawer-close').click();
    await page.getByText('客户等级').first().click();
    await list().locator('tr', { hasText: 'gold' }).getByText('禁用', { exact: true }).waitFor();
  });
});

describe('serial-number rules', () => {
  it('creates a rule whose live preview matches the first number handed out', async () => {
    const { page } = stage;
    await page.getByTestId('menu-system.billRule').click();
    await page.waitForURL(/\/system\/billRule$/);
    await page.getByTestId('action-addRule').click();
    await fill('fullName', '退货单');
    await fill('enCode', 'returnOrder');
    await dialog().getByTestId('field-category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '销售' }).click();
    await fill('prefix', 'TH');
    await fill('startNumber', '0');
    await dialog().getByText('流水起始不能为0').waitFor();
    await fill('startNumber', '7');
    const example = await dialog().getByTestId('field-example').inputValue();
    expect(example).toMatch(/^TH\d{8}0007$/);
    await stage.shoot('13-bill-rule-form');
    await dialog().getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    await page.locator('tr', { hasText: 'returnOrder' }).getByText(example).waitFor();
    const first = await page.evaluate(async () => {
      const response = await fetch('/api/system/BillRule/BillNumber/returnOrder', { headers: { Authorization: localStorage.getItem('kiln_token') ?? '' } });
      return ((await response.json()) as { data: string }).data;
    });
    expect(first).toBe(example);
    await page.getByTestId('action-refreshRules').click();
    await page.locator('tr', { hasText: 'returnOrder' }).getByText(example).nth(1).waitFor();
    await stage.shoot('14-bill-rules');
  });
});

describe('areas', () => {
  it('opens provinces and loads a province\'s cities on demand', async () => {
    const { page } = stage;
    await page.getByTestId('menu-system.area').click();
    await page.waitForURL(/\/system\/area$/);
    const guangdong = page.locator('tr', { hasText: '广东省' });
    await guangdong.locator('.ant-table-row-expand-icon').click();
    await page.getByText('深圳市').waitFor();
    await stage.shoot('15-areas');
  });
});

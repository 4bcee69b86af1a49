// The data-interface screen as an administrator uses it (系统数据 → 数据接口): a static
// interface and a SQL interface over a table the default allow-list holds, each made
// in the form with a parameter and previewed with a value for it; the calls in the
// interface's 日志; a variate added in 变量; one interface disabled, one copied and
// the copy deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataInterfaceRow } from '@core/api/dataInterface';
import { confirmOk, rowMenuAction, stageForFile, type Setup } from './browser';

const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });
let setup: Setup;

beforeAll(async () => {
  setup = await stage.setup('admin', password);
});

const list = () => stage.page.getByTestId('list-systemData.dataInterface.page');
const form = () => stage.page.getByTestId('form-systemData.dataInterface.form');
const preview = () => stage.page.getByTestId('interface-preview');
const row = (code: string) => list().locator('tr.ant-table-row', { hasText: code });

const staticRows = JSON.stringify([
  { id: 'sh', fullName: '上海' },
  { id: 'bj', fullName: '北京', children: [{ id: 'hd', fullName: '海淀' }] },
]);
const areaSql = 'SELECT id, full_name AS fullName FROM base_area WHERE parent_id = {parentId} ORDER BY sort_code';

async function interfaceByCode(code: string): Promise<DataInterfaceRow> {
  const page = await setup<{ list: DataInterfaceRow[] }>('GET', `/api/system/DataInterface?keyword=${encodeURIComponent(code)}&pageSize=50`);
  const found = page.data.list.find((candidate) => candidate.enCode === code);
  if (!found) throw new Error(`no interface ${code}`);
  return found;
}

/** A screenshot once success messages are gone and nothing is still moving in. */
async function shoot(name: string) {
  await stage.page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  await stage.page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await stage.shoot(name);
}

async function fill(name: string, value: string) {
  const field = form().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

/** Fills a new sub-table row's cells (by column field). */
async function addRow(table: string, cells: Record<string, string>) {
  const rows = form().locator(`[data-testid^="row-${table}-"]`);
  const index = await rows.count();
  await form().getByTestId(`add-row-${table}`).click();
  const added = form().getByTestId(`row-${table}-${index}`);
  for (const [column, value] of Object.entries(cells)) {
    const input = added.getByTestId(`cell-${column}`).locator('input');
    await input.fill(value);
    await input.blur();
  }
}

async function save() {
  await form().getByTestId('form-save').click();
  await stage.page.getByText('新建成功').waitFor();
  await form().waitFor({ state: 'detached' });
}

async function runPreview(code: string, parameter: string, value: string) {
  await row(code).locator('[data-testid^="action-previewInterface-"]').click();
  await preview().getByTestId(`preview-param-${parameter}`).fill(value);
  await preview().getByTestId('preview-run').click();
}

describe('the data-interface screen', () => {
  it('opens from the menu with the categories on the left, the first chosen', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    // On /home the first top-level entry (系统数据) is open already (spec 01 §2.5).
    await page.getByTestId('menu-systemData.dataInterface').click();
    await page.waitForURL(/\/systemData\/dataInterface$/);
    await page.getByTestId('tree-panel').locator('.ant-tree-treenode-selected').waitFor();
    await list().getByTestId('action-addInterface').waitFor();
  });

  it('creates a static interface, refusing rows that are not a JSON array', async () => {
    const { page } = stage;
    await list().getByTestId('action-addInterface').click();
    await form().getByText('新建接口').waitFor();
    await fill('fullName', '城市选项');
    await fill('enCode', 'cityOptions');
    await fill('staticData', '{"id":"sh"}');
    await form().getByTestId('form-save').click();
    await form().getByTestId('error-staticData').getByText('静态数据须为 JSON 数组').waitFor();
    await fill('staticData', staticRows);
    await addRow('parameters', { field: 'keyword', fieldName: '关键字' });
    await addRow('fields', { field: 'fullName', defaultValue: '名称' });
    await form().locator('.ant-drawer-body').evaluate((body) => body.scrollTo({ top: 0 }));
    await shoot('dataInterface-static-form');
    await save();
    // Listed under the category chosen in the tree, which the form started with.
    await row('cityOptions').getByText('静态数据').waitFor();
    await row('cityOptions').locator('.ant-tag', { hasText: '启用' }).waitFor();
    const selected = await page.getByTestId('tree-panel').locator('.ant-tree-treenode-selected').textContent();
    expect((await interfaceByCode('cityOptions')).categoryName).toBe(selected);
  });

  it('creates a SQL interface over an allowed table, its SQL in the SQL field', async () => {
    await list().getByTestId('action-addInterface').click();
    await form().getByText('新建接口').waitFor();
    await fill('fullName', '下级地区');
    await fill('enCode', 'childAreas');
    await form().getByTestId('field-type').getByText('SQL操作').click();
    await form().getByTestId('field-staticData').waitFor({ state: 'detached' });
    await fill('sql', areaSql);
    await addRow('parameters', { field: 'parentId', fieldName: '上级地区', defaultValue: '-1' });
    await addRow('fields', { field: 'id', defaultValue: '编号' });
    await addRow('fields', { field: 'fullName', defaultValue: '名称' });
    // The statement reads as code.
    const font = await form()
      .getByTestId('field-sql')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font).toMatch(/mono/i);
    await shoot('dataInterface-sql-form');
    await save();
    await row('childAreas').getByText('SQL操作').waitFor();

    // Opened again, the form shows what was saved, taken out of its JSON strings.
    await row('childAreas').locator('[data-testid^="action-editInterface-"]').click();
    await expect(form().getByTestId('field-sql').inputValue()).resolves.toBe(areaSql);
    await expect(form().getByTestId('row-parameters-0').getByTestId('cell-defaultValue').locator('input').inputValue()).resolves.toBe('-1');
    await form()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await form().waitFor({ state: 'detached' });
    const saved = await setup<{ dataConfigJson: string; parameterJson: string }>(
      'GET',
      `/api/system/DataInterface/${(await interfaceByCode('childAreas')).id}`,
    );
    expect(JSON.parse(saved.data.dataConfigJson).sqlData.sql).toBe(areaSql);
    expect(JSON.parse(saved.data.parameterJson)).toEqual([{ field: 'parentId', fieldName: '上级地区', dataType: 'varchar', required: 0, defaultValue: '-1' }]);
  });

  it("previews both with a parameter, the rows in a table with a column per field", async () => {
    await runPreview('cityOptions', 'keyword', '上');
    await preview().getByTestId('preview-rows').getByText('上海').waitFor();
    await preview().getByText('返回数据（共 2 条）').waitFor();
    await preview().getByTestId('preview-close').click();
    await preview().waitFor({ state: 'detached' });

    await runPreview('childAreas', 'parentId', '320000');
    const rows = preview().getByTestId('preview-rows');
    await rows.getByText('南京市').waitFor();
    await rows.locator('th', { hasText: 'fullName' }).waitFor();
    await shoot('dataInterface-preview');
    await preview().getByTestId('preview-close').click();
    await preview().waitFor({ state: 'detached' });
  });

  it("shows the calls in the interface's log", async () => {
    const { page } = stage;
    await (await rowMenuAction(page, row('childAreas'), 'interfaceLog')).click();
    const log = page.getByTestId('drawer-systemData.dataInterface.log');
    const calls = log.locator('tr.ant-table-row');
    await calls.first().waitFor();
    await calls.first().getByText('成功').waitFor();
    await calls.first().getByText(/admin/).waitFor();
    await shoot('dataInterface-log');
    await log.locator('.ant-drawer-close').click();
    await log.waitFor({ state: 'detached' });
  });

  it('adds a variate to an interface in its 变量 drawer', async () => {
    const { page } = stage;
    await (await rowMenuAction(page, row('childAreas'), 'interfaceVariates')).click();
    const drawer = page.getByTestId('drawer-systemData.dataInterface.variates');
    await drawer.getByTestId('action-addVariate').click();
    const variateForm = page.getByTestId('form-systemData.dataInterface.variateForm');
    await variateForm.getByTestId('field-fullName').fill('firstArea');
    await variateForm.getByTestId('field-field').fill('fullName');
    await variateForm.getByTestId('form-save').click();
    await variateForm.waitFor({ state: 'detached' });
    await drawer.locator('tr.ant-table-row', { hasText: 'firstArea' }).waitFor();
    await shoot('dataInterface-variates');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('disables one, copies one and deletes the copy', async () => {
    const { page } = stage;
    await row('cityOptions').locator('[data-testid^="action-disableInterface-"]').click();
    await confirmOk(page);
    await row('cityOptions').locator('.ant-tag', { hasText: '禁用' }).waitFor();
    await expect(row('cityOptions').locator('[data-testid^="action-previewInterface-"]').isDisabled()).resolves.toBe(true);
    await row('cityOptions').locator('[data-testid^="action-enableInterface-"]').waitFor();

    const before = await list().locator('tr.ant-table-row').count();
    await (await rowMenuAction(page, row('childAreas'), 'copyInterface')).click();
    await confirmOk(page);
    await expect.poll(() => list().locator('tr.ant-table-row').count()).toBe(before + 1);
    await expect.poll(() => list().locator('tr.ant-table-row', { hasText: '下级地区' }).count()).toBe(2);
    // The list as it opens (the clicks above scrolled the table sideways).
    await page.reload();
    await list().locator('tr.ant-table-row').nth(before).waitFor();
    await shoot('dataInterface-list');

    const original = await interfaceByCode('childAreas');
    const all = await setup<{ list: DataInterfaceRow[] }>('GET', '/api/system/DataInterface?pageSize=100');
    const copied = all.data.list.find((item) => item.fullName.includes('下级地区') && item.id !== original.id);
    expect(copied).toBeDefined();
    await (await rowMenuAction(page, list().locator(`tr[data-row-key="${copied!.id}"]`), 'deleteInterface')).click();
    await confirmOk(page);
    await list().locator(`tr[data-row-key="${copied!.id}"]`).waitFor({ state: 'detached' });
    await expect.poll(() => list().locator('tr.ant-table-row').count()).toBe(before);
  });
});

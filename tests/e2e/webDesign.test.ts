// The models screen as an administrator uses it (开发工具 → 功能设计): a model
// created through its basic-info form, a JNPF 3.4 export imported and released
// under a menu directory after the tables it makes are shown, a change that
// drops a field refused until the loss is accepted, the releases listed, looked
// at, compared and rolled back, and the form previewed in both views.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '@core/api/visualdev';
import type { FormNode } from '@core/form';
import { stageForFile, rowMenuAction, type Setup } from './browser';

const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });
let workDir: string;
let setup: Setup;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-e2e-vdd-'));
  setup = await stage.setup('admin', password);
});
afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const list = () => stage.page.getByTestId('list-onlineDev.webDesign.page');
const row = (code: string) => list().locator('tr', { hasText: code });
const releaseDialog = () => stage.page.getByTestId('release-dialog');
const versions = () => stage.page.getByTestId('versions-drawer');

/** A JNPF export as JNPF writes it: the model row as one line of JSON, its nested parts as JSON strings (the fixture keeps them readable). */
function vddFile(fixture: string): string {
  const rowOf = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/jnpf', fixture), 'utf8')) as Record<string, unknown>;
  for (const part of ['tables', 'formData', 'columnData', 'appColumnData', 'flowTemplateJson']) {
    if (rowOf[part] !== null && typeof rowOf[part] === 'object') rowOf[part] = JSON.stringify(rowOf[part]);
  }
  const file = path.join(workDir, `${path.basename(fixture, '.json')}.vdd`);
  fs.writeFileSync(file, JSON.stringify(rowOf));
  return file;
}

async function modelByCode(code: string): Promise<ModelDetail> {
  const page = await setup<{ list: { id: string }[] }>('GET', `/api/visualdev/Base?keyword=${code}`);
  return (await setup<ModelDetail>('GET', `/api/visualdev/Base/${page.data.list[0].id}`)).data;
}

/** A screenshot once the success messages are gone and the dialogs have finished opening (no running animation that ends). */
async function shoot(name: string) {
  await stage.page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  await stage.page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await stage.shoot(name);
}

async function rowAction(code: string, key: string) {
  await row(code).locator(`[data-testid^="action-${key}-"]`).click();
}

async function fill(name: string, value: string) {
  const field = stage.page.getByTestId('form-onlineDev.webDesign.infoForm').getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

describe('the models screen', () => {
  it('opens from the menu and creates a model through its basic-info form', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-onlineDev.webDesign').click();
    await page.waitForURL(/\/onlineDev\/webDesign$/);
    await list().waitFor();

    await list().getByTestId('action-addModel').click();
    const form = page.getByTestId('form-onlineDev.webDesign.infoForm');
    await form.getByText('新建功能').waitFor();
    await fill('fullName', '请假单');
    await fill('enCode', 'leave');
    await form.getByTestId('field-category').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '业务表单' }).click();
    await fill('tableName', 'Leave-Table');
    await form.getByText('主表名以小写字母开头，只能包含小写字母、数字和下划线').waitFor();
    await fill('tableName', 'ext_leave');
    await shoot('webDesign-create-form');
    await form.getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    await form.waitFor({ state: 'detached' });
    await row('leave').getByText('ext_leave').waitFor();
    await row('leave').getByText('未发布').waitFor();
  });

  it('imports a JNPF export and releases it under a menu directory after showing the tables it makes', async () => {
    const { page } = stage;
    const choosing = page.waitForEvent('filechooser');
    await list().getByTestId('action-importModel').click();
    await (await choosing).setFiles(vddFile('order-3.4.json'));
    await page.getByText('导入成功').waitFor();
    await row('SalesOrder').getByText('ext_order').waitFor();

    await rowAction('SalesOrder', 'releaseModel');
    await releaseDialog().getByTestId('change-createTable-ext_order').waitFor();
    await releaseDialog().getByTestId('change-createTable-ext_order_item').getByText('商品明细（tableField110）').waitFor();
    // Never on the menu yet: a parent is required.
    await releaseDialog().getByTestId('release-submit').click();
    await releaseDialog().getByText('请选择上级菜单').waitFor();
    await releaseDialog().getByTestId('release-parent').click();
    await page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '开发工具' }).click();
    await releaseDialog().locator('.ant-modal-title').click();
    // A new table opens to the columns and indexes it is made with.
    await releaseDialog().getByTestId('change-createTable-ext_order_item').locator('.ant-table-row-expand-icon').click();
    const items = releaseDialog().getByTestId('new-table-ext_order_item');
    await items.getByText('数量（F_Qty）').waitFor();
    await items.getByText('record_id', { exact: true }).waitFor();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await shoot('webDesign-release-difference');
    await releaseDialog().getByTestId('release-submit').click();
    await page.getByText('发布成功').waitFor();
    await releaseDialog().waitFor({ state: 'detached' });
    await row('SalesOrder').getByText('已发布').waitFor();
    await shoot('webDesign-list');

    const model = await modelByCode('SalesOrder');
    expect(model.version).toBe(1);
    const entry = await setup<{ parentId: string; type: number }>('GET', `/api/system/Menu/${model.menuIds[0]}`);
    expect(entry.data).toMatchObject({ parentId: 'menu-devtools', type: 3 });
  });

  it('refuses a release that drops a field until the loss is accepted', async () => {
    const { page } = stage;
    // The designer's work, done over the API: the address goes, a contact comes.
    const model = await modelByCode('SalesOrder');
    const card = model.design.form.find((node) => node.id === 'n120')!;
    const contact: FormNode = { id: 'n150', widget: 'comInput', field: 'F_Contact', label: '联系人', rules: { maxLength: 50 } };
    card.children = [...(card.children ?? []).filter((node) => node.id !== 'n122'), contact];
    const { id, design, fullName, enCode, category, webType, description, sortCode } = model;
    expect((await setup('PUT', `/api/visualdev/Base/${id}`, { fullName, enCode, category, webType, description, sortCode, design })).code).toBe(200);
    await list().getByTestId('action-refreshModels').click();
    await row('SalesOrder').getByText('已修改').waitFor();

    await rowAction('SalesOrder', 'releaseModel');
    await releaseDialog().getByTestId('change-addColumn-ext_order-f_contact').getByText('联系人（F_Contact）').waitFor();
    await releaseDialog().getByTestId('change-dropColumn-ext_order-f_address').waitFor();
    await releaseDialog().getByTestId('release-changes-losing').getByText('以下变化将丢失数据：收货地址（F_Address）').waitFor();
    await releaseDialog().getByText('已在 1 处菜单上', { exact: false }).waitFor();
    await expect(releaseDialog().getByTestId('release-submit').isDisabled()).resolves.toBe(true);
    await shoot('webDesign-release-losing');
    await releaseDialog().getByTestId('release-confirm-losing').click();
    await releaseDialog().getByTestId('release-submit').click();
    await page.getByText('发布成功').waitFor();
    await releaseDialog().waitFor({ state: 'detached' });
    await row('SalesOrder').getByText('已发布').waitFor();
  });

  it('lists the releases, shows one, compares two and rolls back to the first', async () => {
    const { page } = stage;
    await (await rowMenuAction(page, row('SalesOrder'), 'modelVersions')).click();
    await versions().locator('tr', { hasText: '版本 2' }).getByText('当前').waitFor();
    await versions()
      .locator('tr', { hasText: '版本 1' })
      .getByText(/\/admin$/)
      .waitFor();
    await shoot('webDesign-versions');

    await versions().getByTestId('version-view-1').click();
    const summary = page.getByTestId('version-summary');
    await summary.getByTestId('version-fields').getByText('f_address', { exact: true }).waitFor();
    await summary.getByText('左侧树形列表').waitFor();
    await shoot('webDesign-version-summary');
    await summary.locator('.ant-modal-close').click();
    await summary.waitFor({ state: 'detached' });

    await versions().getByTestId('version-compare-1').click();
    const compare = page.getByTestId('version-compare');
    await compare.getByTestId('compare-added-n150').getByText('联系人（F_Contact）').waitFor();
    await compare.getByTestId('compare-removed-n122').getByText('收货地址（F_Address）').waitFor();
    await compare.getByTestId('change-dropColumn-ext_order-f_address').waitFor();
    await shoot('webDesign-version-compare');
    await compare.locator('.ant-modal-close').click();
    await compare.waitFor({ state: 'detached' });

    await versions().getByTestId('version-rollback-1').click();
    const rollback = page.getByTestId('rollback-dialog');
    await rollback.getByTestId('change-dropColumn-ext_order-f_contact').waitFor();
    await rollback.getByTestId('change-addColumn-ext_order-f_address').waitFor();
    await rollback.getByTestId('release-confirm-losing').click();
    await shoot('webDesign-rollback');
    await rollback.getByTestId('rollback-submit').click();
    await page.getByText('回滚成功').waitFor();
    await versions().locator('tr', { hasText: '版本 3' }).getByText('当前').waitFor();
    const model = await modelByCode('SalesOrder');
    expect(model.design.form.find((node) => node.id === 'n120')?.children?.map((node) => node.id)).toContain('n122');
    await versions().locator('.ant-drawer-close').click();
    await versions().waitFor({ state: 'detached' });
  });

  it('edits the basic info, the main table of a released model fixed', async () => {
    const { page } = stage;
    await rowAction('SalesOrder', 'editModel');
    const form = page.getByTestId('form-onlineDev.webDesign.infoForm');
    await expect.poll(() => form.getByTestId('field-tableName').inputValue()).toBe('ext_order');
    await expect(form.getByTestId('field-tableName').isDisabled()).resolves.toBe(true);
    await fill('fullName', '销售订单（新）');
    await form.getByTestId('form-save').click();
    await page.getByText('更新成功').waitFor();
    await form.waitFor({ state: 'detached' });
    // The design is as released: only the info changed.
    await row('SalesOrder').getByText('销售订单（新）').waitFor();
    await row('SalesOrder').getByText('已发布').waitFor();
  });

  it('previews the form in the edit view and the read-only view', async () => {
    const { page } = stage;
    await rowAction('SalesOrder', 'previewModel');
    const preview = page.getByTestId('preview-dialog');
    await preview.getByTestId('field-F_OrderNo').fill('A1024');
    await preview.getByTestId('field-F_OrderNo').blur();
    await shoot('webDesign-preview-edit');
    await preview.getByTestId('preview-view').click();
    await preview.getByText('A1024').waitFor();
    await expect(preview.getByTestId('field-F_OrderNo').count()).resolves.toBe(0);
    await shoot('webDesign-preview-view');
    await preview.getByTestId('preview-close').click();
    await preview.waitFor({ state: 'detached' });

    // A new model has nothing to draw yet.
    await rowAction('leave', 'previewModel');
    await page.getByTestId('preview-dialog').getByText('表单设计为空').waitFor();
    await page.getByTestId('preview-close').click();
  });
});

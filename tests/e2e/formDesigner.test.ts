// The form designer as an administrator uses it (开发工具 → 功能设计 → 设计):
// widgets dragged with the mouse onto the canvas and into a row, a tab pane and
// a sub-table, a label and a required rule set in the panel, a field added by
// keyboard and moved with Alt+↑, undo and redo, the preview, the save; and a
// save with a broken calculation refused with the message on its node.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { ModelDetail } from '@core/api/visualdev';
import type { FormNode } from '@core/form';
import { stageForFile, type Setup } from './browser';

const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });

const list = () => stage.page.getByTestId('list-onlineDev.webDesign.page');
const row = (code: string) => list().locator('tr', { hasText: code });
const dialog = () => stage.page.getByTestId('model-design-dialog');
const canvas = () => dialog().getByTestId('designer-canvas');
const selectedId = async () => (await canvas().locator('[data-selected="true"]').getAttribute('data-designer-node'))!;
const topIds = () =>
  canvas()
    .locator('.kiln-designer-top > [data-designer-node]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-designer-node')));

/** A mouse drag from the middle of `source` to the middle of `target`, or near its bottom (the canvas's empty end: after what is there). */
async function drag(source: Locator, target: Locator, at: 'middle' | 'bottom' = 'middle') {
  const { page } = stage;
  // The palette scrolls on its own: a widget far down it is brought into view first, as a person would.
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = (await target.boundingBox())!;
  const y = at === 'bottom' ? to.y + to.height - 24 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 1, y + 1);
  await page.mouse.up();
}

async function modelByCode(setup: Setup, code: string): Promise<ModelDetail> {
  const page = await setup<{ list: { id: string }[] }>('GET', `/api/visualdev/Base?keyword=${code}`);
  return (await setup<ModelDetail>('GET', `/api/visualdev/Base/${page.data.list[0].id}`)).data;
}

const flat = (nodes: FormNode[]): FormNode[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);

describe('the form designer', () => {
  it('designs a form with the mouse, the panel and the keyboard, previews it and saves it', async () => {
    const { page } = stage;
    const setup = await stage.setup('admin', password);
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-onlineDev.webDesign').click();
    await list().waitFor();
    await list().getByTestId('action-addModel').click();
    const info = page.getByTestId('form-onlineDev.webDesign.infoForm');
    for (const [name, value] of [
      ['fullName', '报销单'],
      ['enCode', 'expense'],
    ])
      await info.getByTestId(`field-${name}`).fill(value);
    await info.getByTestId('field-category').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '业务表单' }).click();
    await info.getByTestId('field-tableName').fill('ext_expense');
    await info.getByTestId('form-save').click();
    await info.waitFor({ state: 'detached' });
    await row('expense').locator('[data-testid^="action-designModel-"]').click();
    await dialog().getByTestId('form-designer').waitFor();
    // The dialog grows in from a smaller scale: places are measured once it has come to rest.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.waitForTimeout(300);
    const top = canvas();
    const palette = (key: string) => dialog().getByTestId(`palette-${key}`);

    // A text field onto the empty canvas, then a row, and a field into the row.
    await drag(palette('comInput'), top);
    const text = await selectedId();
    await drag(palette('row'), canvas(), 'bottom');
    const rowId = await selectedId();
    await drag(palette('numInput'), canvas().locator(`[data-designer-children="${rowId}"]`));
    const inRow = await selectedId();
    // A tab with a field in its first pane, a sub-table with a column.
    await drag(palette('tab'), canvas(), 'bottom');
    const tabId = await selectedId();
    const pane = await canvas().getByTestId(`designer-node-${tabId}`).locator('[data-designer-children]').nth(1).getAttribute('data-designer-children');
    await drag(palette('textarea'), canvas().locator(`[data-designer-children="${pane}"]`));
    const inPane = await selectedId();
    await drag(palette('table'), canvas(), 'bottom');
    const tableId = await selectedId();
    await drag(palette('date'), canvas().locator(`[data-designer-children="${tableId}"]`));
    const column = await selectedId();
    expect(await topIds()).toEqual([text, rowId, tabId, tableId]);

    // A label and a required rule through the panel.
    await canvas().getByTestId(`designer-node-${text}`).click();
    await dialog().getByTestId('prop-label').fill('报销事由');
    await dialog().getByTestId('prop-required').click();
    await canvas().getByTestId(`designer-node-${text}`).getByText('报销事由').waitFor();
    await canvas().getByTestId(`designer-node-${text}`).locator('.kiln-required').waitFor();

    // By keyboard: a palette entry focused and Enter adds after the selected node; Alt+↑ moves it up.
    await palette('comInput').focus();
    await page.keyboard.press('Enter');
    const typed = await selectedId();
    expect(await topIds()).toEqual([text, typed, rowId, tabId, tableId]);
    await canvas().getByTestId(`designer-node-${typed}`).click();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await topIds()).toEqual([typed, text, rowId, tabId, tableId]);
    await dialog().getByTestId('designer-undo').click();
    expect(await topIds()).toEqual([text, typed, rowId, tabId, tableId]);
    await dialog().getByTestId('designer-redo').click();
    expect(await topIds()).toEqual([typed, text, rowId, tabId, tableId]);
    await canvas().getByTestId(`designer-node-${text}`).click();
    // Five stored fields: the two text fields, the row's, the pane's and the sub-table's column (the sub-table holds them, it is not one).
    await dialog().getByTestId('designer-field-count').getByText('共 5 个字段').waitFor();
    await page.waitForTimeout(400);
    await stage.shoot('form-designer');

    // The preview draws the real form, in both views.
    await dialog().getByTestId('designer-preview-open').click();
    const preview = page.getByTestId('designer-preview');
    await preview.getByText('报销事由').waitFor();
    await preview.getByTestId('designer-preview-view').click();
    await preview.getByText('报销事由').waitFor();
    await preview.locator('.ant-modal-close').click();
    await preview.waitFor({ state: 'detached' });

    // The list tab takes the dialog's height as the form tab does.
    await dialog().getByTestId('design-tab-list').click();
    await page.waitForTimeout(300);
    await stage.shoot('form-designer-list');
    await dialog().getByTestId('design-tab-form').click();

    await dialog().getByTestId('design-save').click();
    await page.getByText('更新成功').waitFor();
    const saved = flat((await modelByCode(setup, 'expense')).design.form);
    const byId = new Map(saved.map((node) => [node.id, node]));
    expect(byId.get(text)).toMatchObject({ widget: 'comInput', label: '报销事由', rules: { required: true } });
    expect(byId.get(rowId)!.children!.map((node) => node.id)).toEqual([inRow]);
    expect(byId.get(pane!)!.children!.map((node) => node.id)).toEqual([inPane]);
    expect(byId.get(tableId)!.children!.map((node) => node.id)).toEqual([column]);
    expect(byId.get(typed)).toBeDefined();
  });

  it('refuses to save a broken calculation and shows the message on its node', async () => {
    const { page } = stage;
    const setup = await stage.setup('admin', password);
    await canvas()
      .getByTestId('designer-node-' + (await topIds())[1])
      .click();
    await dialog().getByTestId('palette-calculate').focus();
    await page.keyboard.press('Enter');
    const calc = await selectedId();
    await dialog().getByTestId('prop-expression').fill('nothing * 2');
    await dialog().getByTestId('design-save').click();
    await dialog().getByTestId('design-refusal').waitFor();
    const mark = canvas().getByTestId(`designer-problem-${calc}`);
    await mark.getByText(/nothing/).waitFor();
    await dialog()
      .getByTestId('panel-problems')
      .getByText(/nothing/)
      .waitFor();
    await stage.shoot('form-designer-refused');
    const saved = flat((await modelByCode(setup, 'expense')).design.form);
    expect(saved.some((node) => node.id === calc)).toBe(false);
  });
});

// From an empty model to staff using it, as docs/low-code.md walks it: the
// administrator creates a model, draws its form with the mouse and the keyboard
// (a tab, a row, a sub-table, a department picker, an upload, a calculation, a
// bill number and a popup picker over a data interface), designs its list,
// releases it under a menu and grants it to 普通员工; then a member of that role
// adds, edits, searches and deletes. The pictures the walk shows are taken here.
import { describe, expect, it } from 'vitest';
import type { ModelDetail } from '@core/api/visualdev';
import { changeInitialPassword, confirmOk, stageForFile } from './browser';
import { designerDriver } from './designerDriver';
import { grantScreen } from './grantScreen';

const password = 'Kiln2026ok';
const memberPassword = 'Kiln2026new';
const stage = stageForFile({ adminPassword: password });
const designer = designerDriver(() => stage.page);
const { grantModelToRole } = grantScreen(() => stage.page);

const models = () => stage.page.getByTestId('list-onlineDev.webDesign.page');
const modelRow = () => models().locator('tr', { hasText: 'visit' });
const records = () => stage.page.locator('[data-testid^="list-model."]');
const form = () => stage.page.locator('[data-testid^="form-model."]');
const record = (subject: string) => records().locator('tr', { hasText: subject });

/** Once the dialogs have come to rest and the toasts are gone, a picture for the walk. */
async function shoot(name: string) {
  const { page } = stage;
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await stage.shoot(name);
}

let menuId = '';
let walkMillis = 0;

describe('the low-code walk', () => {
  it('takes an administrator from an empty model to a released, granted screen', async () => {
    const { page } = stage;
    const setup = await stage.setup('admin', password);
    const started = Date.now();
    await stage.signInAs('admin', password);

    // 1. A model: its name, code, category and table.
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-onlineDev.webDesign').click();
    await models().getByTestId('action-addModel').click();
    const info = page.getByTestId('form-onlineDev.webDesign.infoForm');
    await info.getByTestId('field-fullName').fill('客户拜访');
    await info.getByTestId('field-enCode').fill('visit');
    await info.getByTestId('field-category').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '业务表单' }).click();
    await info.getByTestId('field-tableName').fill('ext_visit');
    await info.getByTestId('form-save').click();
    await info.waitFor({ state: 'detached' });

    // 2. The form, by mouse: a subject, a row holding a department picker, a tab holding an upload, a sub-table.
    await modelRow().locator('[data-testid^="action-designModel-"]').click();
    await designer.dialog().getByTestId('form-designer').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.waitForTimeout(300);
    const subject = await designer.dropFromPalette('comInput');
    await designer.name('拜访主题', 'subject');
    await designer.dialog().getByTestId('prop-required').click();
    const row = await designer.dropFromPalette('row');
    await designer.dropFromPalette('depSelect', row);
    await designer.name('拜访部门', 'department');
    const tab = await designer.dropFromPalette('tab');
    const pane = (await designer
      .canvas()
      .getByTestId(`designer-node-${tab}`)
      .locator('[data-designer-children]')
      .nth(1)
      .getAttribute('data-designer-children'))!;
    await designer.dropFromPalette('uploadFz', pane);
    await designer.name('附件', 'files');
    const table = await designer.dropFromPalette('table');
    await designer.name('同行人员', 'companions');
    await designer.dropFromPalette('comInput', table);
    await designer.name('姓名', 'companion');

    // 3. By keyboard: a bill number beside the department, then a customer picked from a data interface, two numbers and their product.
    await designer.select(subject);
    await designer.addByKeyboard('popupSelect');
    await designer.name('客户', 'customer');
    await designer.dialog().getByTestId('prop-interfaceId').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '示例客户' }).click();
    await designer.addByKeyboard('numInput');
    await designer.name('人数', 'people');
    await designer.addByKeyboard('numInput');
    await designer.name('人均费用', 'cost');
    await designer.addByKeyboard('calculate');
    await designer.name('费用合计', 'total');
    await designer.dialog().getByTestId('prop-expression').fill('people * cost');
    const department = (await designer.container(row).locator('[data-designer-node]').first().getAttribute('data-designer-node'))!;
    await designer.select(department);
    await designer.addByKeyboard('billRule');
    await designer.name('拜访单号', 'visitNo');
    await designer.dialog().getByTestId('prop-rule').fill('expenseClaim');
    await designer.dialog().getByTestId('designer-field-count').getByText('共 9 个字段').waitFor();
    await page.waitForTimeout(400);
    await shoot('walk-1-form-designer');

    // 4. The list: its columns, a search field and the keyword.
    await designer.dialog().getByTestId('design-tab-list').click();
    const listDesigner = designer.dialog().getByTestId('list-designer');
    for (const field of ['visitNo', 'subject', 'customer', 'total', 'creatorUserId', 'creatorTime'])
      await listDesigner.getByTestId(`column-pick-${field}`).click();
    await shoot('walk-2-list-designer');
    await listDesigner.getByRole('tab', { name: '查询字段' }).click();
    await listDesigner.getByTestId('search-add').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '拜访部门' }).click();
    await listDesigner.getByTestId('keyword-fields').click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: '拜访主题' }).click();
    await page.keyboard.press('Escape');
    await designer.dialog().getByTestId('design-save').click();
    await page.getByText('更新成功').first().waitFor();
    await designer.dialog().locator('.ant-modal-close').first().click();
    await designer.dialog().waitFor({ state: 'detached' });

    // 5. Released under 开发工具.
    await modelRow().locator('[data-testid^="action-releaseModel-"]').click();
    const release = page.getByTestId('release-dialog');
    await release.getByTestId('change-createTable-ext_visit').waitFor();
    await release.getByTestId('release-parent').click();
    await page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: '开发工具' }).click();
    await release.locator('.ant-modal-title').click();
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await shoot('walk-3-release');
    await release.getByTestId('release-submit').click();
    await page.getByText('发布成功').waitFor();
    await release.waitFor({ state: 'detached' });
    const found = await setup<{ list: { id: string }[] }>('GET', '/api/visualdev/Base?keyword=visit');
    const model = (await setup<ModelDetail>('GET', `/api/visualdev/Base/${found.data.list[0].id}`)).data;
    menuId = model.menuIds[0];

    // 6. Granted to the role 普通员工.
    await grantModelToRole('staff', '普通员工', menuId, () => shoot('walk-4-grant'));
    walkMillis = Date.now() - started;
    console.log(`low-code walk: ${(walkMillis / 1000).toFixed(1)} s from sign-in to a granted screen`);
    expect(model.design.list.columns.map((column) => column.field)).toEqual(['visitNo', 'subject', 'customer', 'total', 'creatorUserId', 'creatorTime']);
  });

  it('lets a member of the role add, edit, search and delete', async () => {
    const { page } = stage;
    await stage.signInAs('sunli', 'kiln2026');
    await changeInitialPassword(page, 'kiln2026', memberPassword);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-visit').click();
    await records().waitFor();

    for (const [subject, customer, people] of [
      ['年度合作洽谈', '华东贸易有限公司', '3'],
      ['设备巡检回访', '南方电子科技', '2'],
    ]) {
      await records().getByTestId('action-add').click();
      await form().getByTestId('kiln-form').waitFor();
      await form().getByTestId('field-subject').fill(subject);
      await form().getByTestId('field-department').click();
      const picker = page.locator('.ant-modal:visible', { hasText: '选择部门' });
      await picker.getByTestId('picker-search').locator('input').fill('市场部');
      await picker.getByTestId('picker-search').locator('input').press('Enter');
      await picker.getByTestId('picker-tree').getByText('市场部').first().click();
      await picker.getByTestId('picker-selected').getByText('市场部').waitFor();
      await picker.getByRole('button', { name: /确\s*定/ }).click();
      await picker.waitFor({ state: 'detached' });
      await form().getByTestId('field-customer').click();
      const popup = page.getByTestId('popup-picker');
      await popup.getByTestId('popup-table').getByText(customer).click();
      await popup.getByTestId('popup-confirm').click();
      await popup.waitFor({ state: 'detached' });
      await form()
        .getByTestId('field-customer')
        .and(page.locator(`[value="${customer}"]`))
        .waitFor();
      await form().getByTestId('field-people').fill(people);
      await form().getByTestId('field-cost').fill('120.5');
      await form()
        .getByTestId('field-total')
        .and(page.locator(`[value="${(Number(people) * 120.5).toFixed(2)}"]`))
        .waitFor();
      await form()
        .getByTestId('upload-input-files')
        .setInputFiles({ name: '拜访纪要.txt', mimeType: 'text/plain', buffer: Buffer.from('会谈纪要') });
      await form().getByTestId('field-files').getByText('拜访纪要.txt').waitFor();
      await form().getByTestId('add-row-companions').click();
      await form().getByTestId('cell-companion').first().locator('input').fill('王芳');
      if (subject === '年度合作洽谈') await shoot('walk-5-member-form');
      await form().getByTestId('form-save').click();
      await page.getByText('新建成功').first().waitFor();
      await form().waitFor({ state: 'detached' });
      await record(subject).getByText(customer).waitFor();
    }
    await record('年度合作洽谈')
      .getByText(/^BX\d{4}\d{6}$/)
      .waitFor();
    await shoot('walk-6-member-list');

    await record('年度合作洽谈').getByText('编辑').click();
    await form().getByTestId('field-subject').and(page.locator('[value="年度合作洽谈"]')).waitFor();
    await form().getByTestId('field-subject').fill('年度合作续约');
    await form().getByTestId('form-save').click();
    await page.getByText('更新成功').first().waitFor();
    await record('年度合作续约').waitFor();

    await records().getByTestId('list-keyword').fill('巡检');
    await records().getByTestId('list-search').click();
    await record('年度合作续约').waitFor({ state: 'detached' });
    await record('设备巡检回访').waitFor();

    await record('设备巡检回访').getByText('删除').click();
    await confirmOk(page);
    await record('设备巡检回访').waitFor({ state: 'detached' });
  });
});

// A released model as a member uses it all day: the menu entry the release made
// opens the model's list, drawn from the schemas the server serves for the
// member; they add, search, view, edit, export and delete records, keep their
// own column layout, and see a field a later release adds without reloading.
import { describe, expect, it } from 'vitest';
import type { ModelInput } from '@core/api/visualdev';
import { changeInitialPassword, confirmOk, stageForFile, type Setup } from './browser';
import { claimModel } from './claimModel';
import { grantScreen } from './grantScreen';

const password = 'Kiln2026ok';
const memberPassword = 'Kiln2026new';
const stage = stageForFile({ adminPassword: password });

let setup: Setup;
let modelId = '';
let menuId = '';

const listOf = () => stage.page.getByTestId(`list-model.${modelId}.v1.list`).or(stage.page.getByTestId(`list-model.${modelId}.v2.list`));
const formOf = () => stage.page.locator('[data-testid^="form-model."]');

async function grantEverything(userId: string) {
  const values = async (type: string) =>
    (await setup<{ all: string[] }>('POST', `/api/permission/Authority/Data/${userId}/Values`, { type, moduleIds: menuId })).data.all;
  const saved = await setup('PUT', `/api/permission/Authority/Data/${userId}`, {
    objectType: 'User',
    systemIds: [],
    module: ['menu-devtools', menuId],
    button: await values('button'),
    column: await values('column'),
    form: await values('form'),
    resource: await values('resource'),
  });
  expect(saved.code).toBe(200);
}

const { grantModelToRole } = grantScreen(() => stage.page);

describe('a released model', () => {
  it('is released, then granted to the role 普通员工 on the grant screen', async () => {
    setup = await stage.setup('admin', password);
    const categories = await setup<{ list: { id: string }[] }>('GET', '/api/system/DictionaryData/webDesign/Data/Selector');
    const created = await setup<{ id: string }>('POST', '/api/visualdev/Base', claimModel({
      category: categories.data.list[0].id,
      fullName: '费用报销',
      enCode: 'expenseClaim',
      table: 'ext_expense_claim',
      list: {
        columns: [{ field: 'title' }, { field: 'kind' }, { field: 'amount' }, { field: 'creatorUserId' }, { field: 'creatorTime' }],
        search: [{ field: 'kind', searchType: 1 }],
        keywordFields: ['title'],
        toolbar: ['add', 'download', 'batchRemove'],
        permissions: { column: true, form: true, button: true, data: true },
      },
    }));
    expect(created.code).toBe(200);
    modelId = created.data.id;
    const released = await setup<{ menuIds: string[] }>('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { pcModuleParentId: 'menu-devtools' });
    expect(released.code).toBe(200);
    menuId = released.data.menuIds[0];

    await stage.signInAs('admin', password);
    await grantModelToRole('staff', '普通员工', menuId);
  });

  it('lets the member add, search, view, edit and delete records through the menu', async () => {
    const { page } = stage;
    await stage.signInAs('sunli', 'kiln2026');
    await changeInitialPassword(page, 'kiln2026', memberPassword);

    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-expenseClaim').click();
    await listOf().waitFor();

    for (const [title, kind, amount] of [
      ['北京出差', '差旅', '1280.5'],
      ['打印纸', '办公', '96'],
    ]) {
      await listOf().getByTestId('action-add').click();
      await formOf().getByTestId('kiln-form').waitFor();
      await formOf().getByTestId('form-save').click();
      await formOf().getByText('不能为空').first().waitFor();
      await formOf().getByTestId('field-title').fill(title);
      await formOf().getByTestId('field-kind').click();
      await page.locator('.ant-select-dropdown:visible').getByText(kind).click();
      await formOf().getByTestId('field-amount').fill(amount);
      if (title === '北京出差') await page.waitForTimeout(500).then(() => stage.shoot('40-model-form'));
      await formOf().getByTestId('form-save').click();
      await page.getByText('新建成功').first().waitFor();
      await formOf().waitFor({ state: 'detached' });
      await listOf().locator('tr', { hasText: title }).waitFor();
    }
    const travel = listOf().locator('tr', { hasText: '北京出差' });
    await travel.getByText('孙丽/sunli').waitFor();
    await travel.getByText('差旅').waitFor();
    await stage.shoot('41-model-list');

    await listOf().getByTestId('list-keyword').fill('打印');
    await listOf().getByTestId('list-search').click();
    await listOf().locator('tr', { hasText: '北京出差' }).waitFor({ state: 'detached' });
    await listOf().locator('tr', { hasText: '打印纸' }).waitFor();
    await listOf().getByTestId('list-keyword').fill('');
    await listOf().getByTestId('list-search').click();
    await listOf().locator('tr', { hasText: '北京出差' }).waitFor();

    await travel.getByText('详情').click();
    await formOf().getByText('北京出差').waitFor();
    await expect(formOf().getByTestId('form-save').count()).resolves.toBe(0);
    // The drawer slides in; the picture is of where it comes to rest.
    await page.waitForTimeout(500);
    await stage.shoot('42-model-detail');
    await formOf().getByTestId('form-close').click();
    await formOf().waitFor({ state: 'detached' });

    await travel.getByText('编辑').click();
    await formOf().getByTestId('field-title').and(page.locator('[value="北京出差"]')).waitFor();
    await formOf().getByTestId('field-title').fill('上海出差');
    await formOf().getByTestId('form-save').click();
    await page.getByText('更新成功').first().waitFor();
    await listOf().locator('tr', { hasText: '上海出差' }).waitFor();

    const download = page.waitForEvent('download');
    await listOf().getByTestId('action-download').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    const paper = listOf().locator('tr', { hasText: '打印纸' });
    await paper.getByText('删除').click();
    await confirmOk(page);
    await paper.waitFor({ state: 'detached' });
  });

  it("keeps the member's own column layout on the server", async () => {
    const { page } = stage;
    await listOf().getByTestId('column-settings').click();
    await page.getByTestId('column-toggle-amount').click();
    await page.locator('.ant-drawer-close').click();
    await listOf().locator('th', { hasText: '报销金额' }).waitFor({ state: 'detached' });
    await page.reload();
    await listOf().locator('tr', { hasText: '上海出差' }).waitFor();
    await expect(listOf().locator('th', { hasText: '报销金额' }).count()).resolves.toBe(0);
    await expect(listOf().locator('th', { hasText: '费用类别' }).count()).resolves.toBe(1);
  });

  it('shows a field a second release adds, without reloading the application', async () => {
    const { page } = stage;
    const stored = await setup<{ design: ModelInput['design'] } & ModelInput>('GET', `/api/visualdev/Base/${modelId}`);
    const design = stored.data.design;
    design.form.push({ id: 'nRemark', widget: 'textarea', field: 'remark', label: '备注', rules: { maxLength: 200 } });
    const { fullName, enCode, category, webType, description, sortCode } = stored.data;
    expect((await setup('PUT', `/api/visualdev/Base/${modelId}`, { fullName, enCode, category, webType, description, sortCode, design })).code).toBe(200);
    expect((await setup('POST', `/api/visualdev/Base/${modelId}/Actions/Release`, { pcModuleParentId: 'menu-devtools' })).code).toBe(200);
    const granted = await setup<{ list: { id: string; account: string }[] }>('GET', '/api/permission/Users?keyword=sunli&currentPage=1&pageSize=20');
    await grantEverything(granted.data.list.find((user) => user.account === 'sunli')!.id);

    await page.getByTestId('tag-/home').click();
    await page.waitForURL(/\/home$/);
    await page.getByTestId('tag-/model/expenseClaim').click();
    await page.getByTestId(`list-model.${modelId}.v2.list`).waitFor();
    await listOf().getByTestId('action-add').click();
    await formOf().getByTestId('field-remark').waitFor();
    await page.waitForTimeout(500);
    await stage.shoot('43-model-second-release');
    await page.locator('.ant-drawer-close').click();
    await formOf().waitFor({ state: 'detached' });

    // The rows chosen go in one batch.
    await expect(listOf().getByTestId('action-batchRemove').isDisabled()).resolves.toBe(true);
    await listOf().locator('thead .ant-checkbox-input').check();
    await listOf().getByTestId('action-batchRemove').click();
    await confirmOk(page);
    await listOf().locator('.ant-empty-description').waitFor();
  });
});

// The menu screen as an administrator uses it: opened from 系统管理 › 系统菜单,
// a page entry added to the main application, a button added in its 按钮权限
// drawer, and a data scheme written with the condition editor in its 数据权限
// drawer over a data field added there.
import { describe, it } from 'vitest';
import { rowMenuAction, stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const dialog = () => stage.page.locator('.ant-modal:visible').last();
/** The drawer a row or toolbar action opened, by the page it draws. */
const drawer = (pageId: string) => stage.page.getByTestId(`drawer-${pageId}`);

async function closeDrawer(pageId: string) {
  await drawer(pageId).locator('.ant-drawer-close').click();
  await drawer(pageId).waitFor({ state: 'detached' });
}

async function fill(name: string, value: string) {
  const field = dialog().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

/** Picks an option of a select in the open dialog by its test id. */
async function choose(testId: string, option: string) {
  await dialog().getByTestId(testId).click();
  await stage.page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

async function save() {
  const open = dialog();
  await open.getByTestId('form-save').click();
  await open.waitFor({ state: 'detached' });
}

describe('menus', () => {
  it('adds a page entry with a button and a data scheme', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-system').click();
    await page.getByTestId('menu-system.menu').click();
    await page.waitForURL(/\/system\/menu$/);
    const list = page.getByTestId('list-system.menu.page');
    await list.locator('tr', { hasText: 'system.area' }).waitFor();

    // A page of the main application, at the top of its tree.
    await list.getByTestId('action-addEntry').click();
    await dialog().getByText('顶级节点').waitFor();
    await fill('fullName', '销售订单');
    await fill('enCode', 'sales.orders');
    await dialog().getByTestId('field-icon').click();
    await page.getByTestId('icon-keyword').fill('ShoppingCart');
    await page.locator('[data-icon="ShoppingCartOutlined"]').dblclick();
    await fill('urlAddress', 'sales/orders');
    await stage.shoot('menu-entry-form');
    await save();
    const row = list.locator('tr', { hasText: 'sales.orders' });
    await row.getByText('销售订单').waitFor();
    await stage.shoot('menu-page');

    // Its buttons, in the drawer the row opens.
    await (await rowMenuAction(page, row, 'entryButtons')).click();
    const buttons = drawer('system.menu.buttons');
    await buttons.getByTestId('action-addButton').click();
    await fill('fullName', '审核');
    await fill('enCode', 'btn_audit');
    await save();
    await buttons.locator('tr', { hasText: 'btn_audit' }).waitFor();
    await stage.shoot('menu-buttons');
    await closeDrawer('system.menu.buttons');

    // Its data: a user field, then a scheme over it.
    await (await rowMenuAction(page, row, 'entryData')).click();
    const schemes = drawer('system.menu.schemes');
    await schemes.getByTestId('action-manageDataFields').click();
    const fields = drawer('system.menu.dataFields');
    await fields.getByTestId('action-addDataField').click();
    await fill('enCode', 'ownerId');
    await fill('fullName', '负责人');
    await choose('field-fieldType', '用户');
    await save();
    await fields.locator('tr', { hasText: 'ownerId' }).waitFor();
    await closeDrawer('system.menu.dataFields');

    await schemes.getByTestId('action-addScheme').click();
    await fill('enCode', 'mine');
    await fill('fullName', '我负责的订单');
    await choose('scheme-field-0-0', '负责人 (ownerId)');
    await choose('scheme-op-0-0', '等于');
    await choose('scheme-value-0-0', '当前用户');
    await stage.shoot('menu-scheme-form');
    await save();
    const scheme = schemes.locator('tr', { hasText: 'mine' });
    await scheme.getByText('【负责人 等于 当前用户】').waitFor();
    await stage.shoot('menu-schemes');

    // Opened again, the editor reads the stored condition back.
    await scheme.getByTestId(/^action-editScheme-/).click();
    await dialog().getByTestId('scheme-field-0-0').getByText('负责人 (ownerId)').waitFor();
    await dialog().getByTestId('scheme-value-0-0').getByText('当前用户').waitFor();
    const editing = dialog();
    await editing.locator('.ant-modal-close').click();
    await editing.waitFor({ state: 'detached' });
  });
});

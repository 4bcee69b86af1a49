// The role screen as an administrator uses it: opened from the 组织权限 menu with
// the global roles chosen in the tree, a role of an organisation added through
// the form, found under that organisation, and disabled.
import { describe, expect, it } from 'vitest';
import { confirmOk, stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const dialog = () => stage.page.locator('.ant-modal:visible');
const list = () => stage.page.getByTestId('list-permission.role.page');

async function fill(name: string, value: string) {
  const field = dialog().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

describe('roles', () => {
  it('opens from the menu with the global roles listed', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.role').click();
    await page.waitForURL(/\/permission\/role$/);
    await page.getByTestId('tree-node-0').waitFor();
    await list().locator('tr', { hasText: 'manager' }).getByText('全局').waitFor();
    await stage.shoot('role-list');
  });

  it('adds a role of a department, which the department lists', async () => {
    const { page } = stage;
    await list().getByTestId('action-addRole').click();
    await fill('fullName', '质检员');
    await fill('enCode', 'qa.inspector');
    await dialog().getByTestId('field-globalMark').getByText('组织').click();
    // A role of organisations is refused without one, on its field.
    await dialog().getByTestId('form-save').click();
    await dialog().getByText('请选择所属组织').waitFor();
    await dialog().getByTestId('field-organizeIdsTree').click();
    const picker = page.locator('.ant-modal:visible', { hasText: '选择组织' });
    await picker.getByTestId('picker-search').locator('input').fill('研发部');
    await picker.getByTestId('picker-search').locator('input').press('Enter');
    await picker.getByTestId('picker-tree').getByText('研发部').first().click();
    await picker.getByTestId('picker-selected').getByText('研发部').waitFor();
    await stage.shoot('role-organisation-picker');
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'detached' });
    const form = page.locator('.ant-modal:visible', { hasText: '新建角色' });
    await form.getByTestId('field-organizeIdsTree').getByText('Kiln 示例集团/研发部').waitFor();
    await stage.shoot('role-form');
    await form.getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('tree-panel').getByText('研发部').click();
    const row = list().locator('tr', { hasText: 'qa.inspector' });
    await row.getByText('Kiln 示例集团/研发部').waitFor();
    await row.getByText('组织', { exact: true }).waitFor();
    await list().locator('tr', { hasText: 'manager' }).waitFor({ state: 'detached' });
  });

  it('disables the role', async () => {
    const { page } = stage;
    const row = list().locator('tr', { hasText: 'qa.inspector' });
    await row.getByText('启用', { exact: true }).waitFor();
    await row.getByRole('button', { name: '启用/禁用' }).click();
    await page.getByText('您确定要开启/禁用当前数据吗, 是否继续?').waitFor();
    await confirmOk(page);
    const state = row.getByText('禁用', { exact: true });
    await state.waitFor();
    // In view beside the row's actions, not scrolled under them.
    const [stateBox, actionsBox] = await Promise.all([state.boundingBox(), list().locator('th', { hasText: '操作' }).boundingBox()]);
    expect(stateBox!.x + stateBox!.width).toBeLessThanOrEqual(actionsBox!.x);
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await stage.shoot('role-disabled');
  });
});

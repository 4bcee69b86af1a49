// The user screen as an administrator uses it: opened from the 组织权限 menu,
// the organisation tree on the left choosing the users on the right, and a user
// added to a department with a position and a manager from the pickers.
import { describe, expect, it } from 'vitest';
import { confirmOk, menuItemDisabled, rowMenuAction, stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const form = () => stage.page.getByTestId('form-permission.user.form');
const list = () => stage.page.getByTestId('list-permission.user.page');
const picker = () => stage.page.locator('.ant-modal:visible').last();
const confirmPicker = () => picker().getByRole('button', { name: /确\s*定/ }).last().click();

/** The position picker offers the positions of the organisations chosen in the form, each organisation shown open. */
async function pickPosition(department: string, name: string) {
  await form().getByTestId('field-positionIds').click();
  const tree = picker().getByTestId('picker-tree');
  await tree.getByText(department, { exact: false }).first().waitFor();
  await tree.getByText(name, { exact: true }).click();
  await confirmPicker();
}

/** The user picker, by its search. */
async function pickUser(field: string, keyword: string, name: string) {
  await form().getByTestId(`field-${field}`).click();
  await picker().getByPlaceholder('请输入关键词查询').fill(keyword);
  await picker().getByPlaceholder('请输入关键词查询').press('Enter');
  await picker().getByTestId('picker-list').getByText(name, { exact: true }).click();
  await confirmPicker();
}

async function fill(name: string, value: string) {
  const field = form().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

describe('users', () => {
  it('adds a user to the department chosen in the organisation tree', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.user').click();
    await page.waitForURL(/\/permission\/user$/);

    // The company is chosen first: everyone; a department narrows the list.
    await list().locator('tr', { hasText: 'xujun' }).waitFor();
    await page.getByTestId('tree-panel').getByText('研发部').click();
    await list().locator('tr', { hasText: 'xujun' }).waitFor({ state: 'detached' });
    await list().locator('tr', { hasText: 'liuyang' }).waitFor();
    await stage.shoot('users-list');

    await list().getByTestId('action-addUser').click();
    await form().getByTestId('kiln-form').waitFor();
    await form().getByTestId('field-organizeIds').getByText('研发部').waitFor();
    await fill('account', 'wanglei');
    await fill('realName', '王磊');
    await form().getByText('男', { exact: true }).click();
    await fill('mobilePhone', '13900001234');

    await pickPosition('研发部', '后端工程师');
    await expect.poll(() => form().getByTestId('field-positionIds').textContent()).toContain('后端工程师');

    await pickUser('managerId', 'lina', '李娜/lina');
    await expect.poll(() => form().getByTestId('field-managerId').textContent()).toContain('李娜');
    await stage.shoot('users-form');

    await form().getByTestId('form-save').click();
    await form().waitFor({ state: 'hidden' });
    const row = list().locator('tr', { hasText: 'wanglei' });
    await row.getByText('Kiln 示例集团/研发部').waitFor();
    await row.getByText('王磊').waitFor();
    await stage.shoot('users-created');
  });

  it('resets the new user\'s password with the policy\'s own words', async () => {
    const row = list().locator('tr', { hasText: 'wanglei' });
    await (await rowMenuAction(stage.page, row, 'resetPassword')).click();
    const dialog = stage.page.getByTestId('form-permission.user.resetPasswordForm');
    await dialog.getByTestId('kiln-form').waitFor();
    await expect.poll(() => dialog.getByTestId('field-account').inputValue()).toBe('wanglei');
    await dialog.getByTestId('field-newPassword').fill('abcdefgh');
    await dialog.getByTestId('field-repeatPassword').fill('abcdefgh');
    await dialog.getByTestId('form-save').click();
    await stage.page.getByText('新密码必须包含数字').first().waitFor();
    await dialog.getByTestId('field-newPassword').fill('abc12345');
    await dialog.getByTestId('field-repeatPassword').fill('abc12345');
    await stage.shoot('users-reset-password');
    await dialog.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await stage.page.getByText('重置密码成功').waitFor();
  });

  it('disables the new user and hands their work over to another user', async () => {
    const { page } = stage;
    const row = list().locator('tr', { hasText: 'wanglei' });
    // Work is handed over only by a disabled user.
    expect(await menuItemDisabled(await rowMenuAction(page, row, 'handOver'))).toBe(true);
    await page.locator('[data-testid^="action-stateUser-"]:visible').click();
    await confirmOk(page);
    await row.getByText('禁用', { exact: true }).waitFor();

    await (await rowMenuAction(page, row, 'handOver')).click();
    const dialog = page.getByTestId('form-permission.user.handoverForm');
    await dialog.getByTestId('kiln-form').waitFor();
    await expect.poll(() => dialog.getByTestId('field-transferUser').inputValue()).toBe('王磊/wanglei');
    await dialog.getByTestId('field-handoverUser').click();
    await picker().getByPlaceholder('请输入关键词查询').fill('liuyang');
    await picker().getByPlaceholder('请输入关键词查询').press('Enter');
    await picker().getByTestId('picker-list').getByText('刘洋/liuyang', { exact: true }).click();
    await confirmPicker();
    await stage.shoot('users-handover');
    await dialog.getByTestId('form-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('工作交接成功').waitFor();
  });
});

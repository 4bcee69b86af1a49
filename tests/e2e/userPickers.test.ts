// The user pickers in the widget gallery against the real server: the user
// picker's tree opens a department, a search lists people, the picks are saved
// and shown by name read-only; the users picker groups its picks by kind.
import { describe, expect, it } from 'vitest';
import { stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const form = () => stage.page.getByTestId('form-devTools.widgetGallery.form');
const list = () => stage.page.getByTestId('list-devTools.widgetGallery.page');
const confirm = () => stage.page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).last().click();

describe('the user pickers', () => {
  it('pick people from the lazy tree and a search, save them, and show their names read-only', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.goto(`${stage.baseUrl}/devTools/widgetGallery`);
    await list().getByTestId('action-addSample').click();
    await form().getByTestId('kiln-form').waitFor();
    await form().getByTestId('field-title').fill('PICKERS');

    await form().getByTestId('field-userSelect').click();
    const picker = page.getByTestId('user-picker');
    const tree = picker.getByTestId('picker-tree');
    await tree.getByText('研发部', { exact: true }).click();
    await tree.getByText('刘洋/liuyang', { exact: true }).click();
    await picker.getByTestId('picker-selected').getByText('刘洋/liuyang').waitFor();
    await stage.shoot('70-user-picker-tree');
    await picker.getByPlaceholder('请输入关键词查询').fill('李');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await picker.getByTestId('picker-list').getByText('李娜/lina').click();
    await stage.shoot('71-user-picker-search');
    await confirm();
    await expect.poll(() => form().getByTestId('field-userSelect').textContent()).toContain('李娜/lina');

    await form().getByTestId('field-usersSelect').click();
    const users = page.getByTestId('users-picker');
    await users.getByTestId('picker-tree').getByText('研发部', { exact: true }).click();
    await users.getByTestId('picker-tree').getByText('陈杰/chenjie', { exact: true }).click();
    await confirm();
    await expect.poll(() => form().getByTestId('field-usersSelect').textContent()).toContain('陈杰/chenjie');

    await form().getByTestId('form-save').click();
    await form().waitFor({ state: 'hidden' });
    await list().getByText('PICKERS').waitFor();
    await list().locator('[data-testid^="action-viewSample-"]').first().click();
    await form().getByTestId('kiln-form').waitFor();
    await form().getByTestId('view-userSelect').getByText('李娜/lina').waitFor();
    await form().getByTestId('view-usersSelect').getByText('陈杰/chenjie').waitFor();
    await form().getByTestId('view-usersSelect').scrollIntoViewIfNeeded();
    // The drawer has finished sliding in before the picture is taken.
    await page.waitForTimeout(400);
    await stage.shoot('72-user-pickers-read-only');
  });

  it('the users picker, multiple, takes a department, a role and a group and shows them under their kinds', async () => {
    const { page } = stage;
    await page.goto(`${stage.baseUrl}/devTools/widgetGallery`);
    await page.getByTestId('widget-gallery').getByRole('tab', { name: '试用控件' }).click();
    const playground = page.getByTestId('widget-playground');
    await playground.getByTestId('playground-widget').click();
    await page.keyboard.type('usersSelect');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.locator('.ant-select-dropdown').first().waitFor({ state: 'hidden' });
    await playground.getByTestId('prop-multiple').click();

    await playground.getByTestId('field-value').click();
    const picker = page.getByTestId('users-picker');
    await picker.getByTestId('picker-tree').getByText('研发部', { exact: true }).click();
    await picker.getByRole('tab', { name: '角色' }).click();
    await picker.getByTestId('picker-tree').getByText('开发人员', { exact: true }).first().click();
    await picker.getByRole('tab', { name: '分组' }).click();
    await picker.getByTestId('picker-tree').getByText('值班组', { exact: true }).click();
    await picker.getByRole('tab', { name: '部门' }).click();
    await picker.getByPlaceholder('请输入关键词查询').fill('刘洋');
    await picker.getByPlaceholder('请输入关键词查询').press('Enter');
    await picker.getByTestId('picker-list').getByText('刘洋/liuyang').click();
    for (const kind of ['department', 'user', 'group', 'role']) await picker.getByTestId(`picked-group-${kind}`).waitFor();
    await stage.shoot('73-users-picker-grouped');
    await confirm();
    await expect.poll(() => playground.getByTestId('playground-value').textContent()).toMatch(/--department[\s\S]*--role[\s\S]*--group[\s\S]*--user/);
  });
});

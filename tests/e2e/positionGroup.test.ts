// The position and group screens as an administrator uses them: opened from the
// 组织权限 menu, a position added under the department chosen in the tree, a
// group added to the list, and a colleague made a member of a group.
import { describe, expect, it } from 'vitest';
import { rowMenuAction, stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const dialog = () => stage.page.locator('.ant-modal:visible');

async function fill(name: string, value: string) {
  const field = dialog().getByTestId(`field-${name}`);
  await field.fill(value);
  await field.blur();
}

/** Picks an option of a select field in the open dialog. */
async function choose(name: string, option: string) {
  await dialog().getByTestId(`field-${name}`).click();
  await stage.page.locator('.ant-select-item-option:visible').filter({ hasText: option }).click();
}

/** Signs in afresh and opens a screen the way a person does: through the side menu. */
async function openFromMenu(entry: string, url: RegExp) {
  const { page } = stage;
  await stage.signInAs('admin', password);
  await page.getByTestId('menu-permission').click();
  await page.getByTestId(`menu-${entry}`).click();
  await page.waitForURL(url);
}

describe('positions', () => {
  it('adds a position under the department chosen in the organisation tree', async () => {
    const { page } = stage;
    await openFromMenu('permission.position', /\/permission\/position$/);
    const list = page.getByTestId('list-permission.position.page');
    // The company is chosen first: every position of it and its departments.
    await list.locator('tr', { hasText: 'hrSpecialist' }).waitFor();
    await page.getByTestId('tree-panel').getByText('研发部').click();
    await list.locator('tr', { hasText: 'hrSpecialist' }).waitFor({ state: 'detached' });
    await list.locator('tr', { hasText: 'rdManager' }).waitFor();

    await list.getByTestId('action-addPosition').click();
    await dialog().getByText('研发部').waitFor();
    await fill('fullName', '架构师');
    await fill('enCode', 'architect');
    await choose('type', '技术岗');
    await stage.shoot('positions-form');
    await dialog().getByTestId('form-save').click();
    await dialog().waitFor({ state: 'detached' });

    const row = list.locator('tr', { hasText: 'architect' });
    await row.getByText('技术岗').waitFor();
    await row.getByText('Kiln 示例集团/研发部').waitFor();
    await stage.shoot('positions-list');
  });
});

describe('groups', () => {
  it('adds a group from the group list', async () => {
    const { page } = stage;
    await openFromMenu('permission.group', /\/permission\/group$/);
    const list = page.getByTestId('list-permission.group.page');
    await list.locator('tr', { hasText: 'review' }).waitFor();

    await list.getByTestId('action-addGroup').click();
    await fill('fullName', '架构评审组');
    await fill('enCode', 'archReview');
    await choose('type', '项目组');
    await fill('description', '评审技术方案');
    await stage.shoot('groups-form');
    await dialog().getByTestId('form-save').click();
    await dialog().waitFor({ state: 'detached' });

    const row = list.locator('tr', { hasText: 'archReview' });
    await row.getByText('项目组').waitFor();
    await row.getByText('评审技术方案').waitFor();
    await stage.shoot('groups-list');
  });
});

describe('group members', () => {
  it('adds a colleague to a group from the row’s 成员 dialog, and shows them when it opens again', async () => {
    const { page } = stage;
    await openFromMenu('permission.group', /\/permission\/group$/);
    const list = page.getByTestId('list-permission.group.page');
    const row = list.locator('tr', { hasText: 'duty' });
    await row.waitFor();
    const members = page.getByTestId('form-permission.members.form');
    await (await rowMenuAction(page, row, 'groupMembers')).click();
    await members.getByTestId('kiln-form').waitFor();
    // The group's members as the seed made them.
    await expect.poll(() => members.getByTestId('field-userIds').textContent()).toContain('陈杰/chenjie');

    await members.getByTestId('field-userIds').click();
    const picker = page.getByTestId('user-picker');
    await picker.getByTestId('picker-tree').getByText('研发部', { exact: true }).click();
    await picker.getByTestId('picker-tree').getByText('黄敏/huangmin', { exact: true }).click();
    await picker.getByTestId('picker-selected').getByText('黄敏/huangmin').waitFor();
    await page.locator('.ant-modal:visible').getByRole('button', { name: /确\s*定/ }).last().click();
    await expect.poll(() => members.getByTestId('field-userIds').textContent()).toContain('黄敏/huangmin');
    await stage.shoot('group-members');
    await members.getByTestId('form-save').click();
    await members.waitFor({ state: 'hidden' });

    await (await rowMenuAction(page, row, 'groupMembers')).click();
    await members.getByTestId('kiln-form').waitFor();
    await expect.poll(() => members.getByTestId('field-userIds').textContent()).toContain('黄敏/huangmin');
    expect(await members.getByTestId('field-userIds').textContent()).toContain('陈杰/chenjie');
  });
});

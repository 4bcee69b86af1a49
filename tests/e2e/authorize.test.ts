// The grant screen as an administrator uses it, and what a member then sees:
// the role 普通员工 is granted 系统数据 → 行政区划 with only its 新建 button by
// walking the steps; a staff member then finds 行政区划 in the menu with 新建
// and without 编辑 or 删除, and the server refuses the hidden change anyway.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { changeInitialPassword, stageForFile } from './browser';

const password = 'Kiln2026ok';

const stage = stageForFile({ adminPassword: password });

const popup = () => stage.page.getByTestId('authorize-popup');
/** The tree row of a node, found by its id or by its exact name. */
const treeRow = (node: string | { name: string }): Locator =>
  typeof node === 'string'
    ? popup().locator('.ant-tree-treenode', { has: stage.page.getByTestId(`grant-node-${node}`) })
    : popup().locator('.ant-tree-treenode', { has: stage.page.getByText(node.name, { exact: true }) });
const isChecked = async (row: Locator) => ((await row.locator('.ant-tree-checkbox').getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked');

/** Checks a box the object does not hold yet (clicking a checked one would clear it). */
async function check(node: string | { name: string }) {
  const row = treeRow(node);
  await row.waitFor();
  if (!(await isChecked(row))) await row.locator('.ant-tree-checkbox').click();
  await expect.poll(() => isChecked(row)).toBe(true);
}

/** Lets the boxes' and lists' transitions finish, so a screenshot shows where they end. */
async function shoot(name: string) {
  // Endless ones (a spinner) are left running.
  await stage.page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished)));
  await stage.shoot(name);
}

async function nextStep(kind: string) {
  await popup().getByTestId('authorize-next').click();
  await popup().getByTestId(`authorize-tree-${kind}`).waitFor();
  await popup().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

describe('granting a role a menu entry with one button', () => {
  it('walks the steps for 普通员工 and saves', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.authorize').click();
    await page.waitForURL(/\/permission\/authorize$/);
    const roles = page.getByTestId('authorize-list-Role');
    await roles.locator('tr', { hasText: '普通员工' }).waitFor();
    await shoot('authorize-roles');

    await roles.getByTestId('authorize-open-staff').click();
    await popup().getByText('角色权限 - 普通员工').waitFor();
    await popup().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await check({ name: 'Kiln' });

    await nextStep('module');
    await check('menu-area');
    // The directory is half-checked: only one of its entries is granted.
    await expect(treeRow('menu-systemdata').locator('.ant-tree-checkbox').getAttribute('class')).resolves.toContain('ant-tree-checkbox-indeterminate');
    await shoot('authorize-menus');

    await nextStep('button');
    await check('menu-area-btn-add');
    await expect(isChecked(treeRow('menu-area-btn-edit'))).resolves.toBe(false);
    await expect(isChecked(treeRow('menu-area-btn-remove'))).resolves.toBe(false);
    await shoot('authorize-buttons');

    for (const kind of ['column', 'form', 'resource']) await nextStep(kind);
    await shoot('authorize-data');
    await popup().getByTestId('authorize-save').click();
    await page.getByText('更新成功').waitFor();
    await popup().waitFor({ state: 'detached' });
  });

  it('shows a staff member 行政区划 with 新建 only, and the server refuses a hidden change', async () => {
    const { page } = stage;
    await stage.signInAs('sunli', 'kiln2026');
    await changeInitialPassword(page, 'kiln2026', 'Kiln2026new');

    // On /home the first top-level entry (系统数据) is open already (spec 01 §2.5).
    await page.getByTestId('menu-system.area').click();
    await page.waitForURL(/\/system\/area$/);
    const list = page.getByTestId('list-system.area.page');
    await list.locator('tr', { hasText: '北京市' }).waitFor();
    await list.getByTestId('action-addProvince').waitFor();
    await expect(list.locator('[data-testid^="action-editArea"]').count()).resolves.toBe(0);
    await expect(list.locator('[data-testid^="action-deleteArea"]').count()).resolves.toBe(0);
    await expect(list.locator('[data-testid^="action-stateArea"]').count()).resolves.toBe(0);
    // Nothing else of 系统数据 was granted.
    await expect(page.getByTestId('menu-systemData.dictionary').count()).resolves.toBe(0);
    await shoot('authorize-member-areas');

    const answers = await page.evaluate(async () => {
      const token = localStorage.getItem('kiln_token') ?? '';
      const call = async (method: string, body?: unknown) => {
        const response = await fetch('/api/system/Area/110000', {
          method,
          headers: { Authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return ((await response.json()) as { code: number }).code;
      };
      return { read: await call('GET'), change: await call('PUT', { parentId: '-1', fullName: '北京', enCode: '110000', sortCode: 0, enabledMark: 1 }) };
    });
    expect(answers).toEqual({ read: 200, change: 403 });
  });

  it('finds a user by keyword and opens their own permissions', async () => {
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-permission').click();
    await page.getByTestId('menu-permission.authorize').click();
    await page.getByTestId('authorize-tab-User').click();
    const users = page.getByTestId('authorize-list-User');
    await users.getByTestId('authorize-keyword').fill('sunli');
    await users.getByTestId('authorize-search').click();
    const row = users.locator('tr', { hasText: '孙丽' });
    await row.getByText('Kiln 示例集团/市场部').waitFor();
    await expect(users.locator('tbody tr.ant-table-row').count()).resolves.toBe(1);
    await shoot('authorize-users');
    await row.getByTestId('authorize-open-sunli').click();
    await popup().getByText('用户权限 - 孙丽').waitFor();
    await popup().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await treeRow({ name: 'Kiln' }).waitFor();
    await page.locator('.ant-drawer-close').click();
    await popup().waitFor({ state: 'detached' });
  });
});

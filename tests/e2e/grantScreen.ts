// The grant screen (权限授权) as a browser test drives it: the role's dialog, its
// tree rows by node id or name, a box checked unless it already is, and the steps.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export function grantScreen(page: () => Page) {
  const popup = () => page().getByTestId('authorize-popup');
  const treeRow = (node: string | { name: string }) =>
    typeof node === 'string'
      ? popup().locator('.ant-tree-treenode', { has: page().getByTestId(`grant-node-${node}`) })
      : popup().locator('.ant-tree-treenode', { has: page().getByText(node.name, { exact: true }) });
  const isChecked = async (row: ReturnType<typeof treeRow>) =>
    ((await row.locator('.ant-tree-checkbox').getAttribute('class')) ?? '').includes('ant-tree-checkbox-checked');

  async function check(node: string | { name: string }) {
    const row = treeRow(node);
    await row.waitFor();
    if (!(await isChecked(row))) await row.locator('.ant-tree-checkbox').click();
    await expect.poll(() => isChecked(row)).toBe(true);
  }

  async function nextStep(kind: string) {
    await popup().getByTestId('authorize-next').click();
    await popup().getByTestId(`authorize-tree-${kind}`).waitFor();
    await popup().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  }

  /** Opens 权限授权 from the menu and grants a released model's menu entry (with its buttons, columns and fields) to the role `roleCode`. */
  async function grantModelToRole(roleCode: string, roleName: string, menuId: string, shoot?: () => Promise<unknown>) {
    await page().getByTestId('menu-permission').click();
    await page().getByTestId('menu-permission.authorize').click();
    await page().getByTestId('authorize-list-Role').getByTestId(`authorize-open-${roleCode}`).click();
    await popup().getByText(`角色权限 - ${roleName}`).waitFor();
    await popup().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await check({ name: 'Kiln' });
    await nextStep('module');
    await check(menuId);
    await shoot?.();
    // The model's own buttons, columns and form fields, registered by the release, each granted whole.
    for (const kind of ['button', 'column', 'form']) {
      await nextStep(kind);
      await check(menuId);
    }
    await nextStep('resource');
    await popup().getByTestId('authorize-save').click();
    await page().getByText('更新成功').first().waitFor();
    await popup().waitFor({ state: 'detached' });
  }

  return { popup, check, nextStep, grantModelToRole };
}

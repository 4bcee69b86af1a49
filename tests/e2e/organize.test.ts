// The organisation screen as an administrator uses it: opened through the side
// menu, a department added under the demo company from the company's row, and
// shown at once, the company's row opened in the lazy tree table.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganizeRow } from '@core/api/organize';
import { stageForFile, type Setup } from './browser';

let setup: Setup;
const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });

beforeAll(async () => {
  setup = await stage.setup('admin', password);
});

const list = () => stage.page.getByTestId('list-permission.organize.page');
const dialog = () => stage.page.getByTestId('form-permission.organize.departmentForm');
const drawer = () => stage.page.getByTestId('form-permission.organize.companyForm');

async function openOrganizations() {
  const { page } = stage;
  await stage.signInAs('admin', password);
  await page.getByTestId('menu-permission').click();
  await page.getByTestId('menu-permission.organize').click();
  await page.waitForURL(/\/permission\/organize$/);
}

describe('organisations', () => {
  it('adds a department under the demo company and shows it, the company opened', async () => {
    const { page } = stage;
    const top = (await setup<{ list: OrganizeRow[] }>('GET', '/api/permission/Organize')).data.list;
    const companyId = top.find((row) => row.enCode === 'kiln')!.id;

    await openOrganizations();
    const companyRow = list().locator(`tr[data-row-key="${companyId}"]`);
    await companyRow.getByText('Kiln 示例集团').waitFor();
    await companyRow.getByText('公司', { exact: true }).waitFor();

    await page.getByTestId(`action-addDepartment-${companyId}`).click();
    await dialog().getByText('Kiln 示例集团').waitFor();
    await dialog().getByTestId('field-fullName').fill('质量部');
    await dialog().getByTestId('field-enCode').fill('.quality');
    await dialog().getByTestId('field-enCode').blur();
    await dialog().getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾').waitFor();
    await dialog().getByTestId('field-enCode').fill('quality');
    await dialog().getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾').waitFor({ state: 'detached' });
    // The picture waits for the dialog to finish zooming in.
    await page.locator('.ant-modal[class*="zoom"]').waitFor({ state: 'detached' });
    await stage.shoot('organize-10-department-form');
    await dialog().getByTestId('form-save').click();
    await page.getByText('新建成功').waitFor();
    await dialog().waitFor({ state: 'detached' });

    // The company's row opens by itself to show the department just added under it.
    const added = list().locator('tr', { hasText: '质量部' });
    await added.getByText('quality', { exact: true }).waitFor();
    await added.getByText('部门', { exact: true }).waitFor();
    await list().locator('tr', { hasText: '研发部' }).waitFor();
    await stage.shoot('organize-11-tree-table');

    const children = (await setup<{ list: OrganizeRow[] }>('GET', `/api/permission/Organize?parentId=${companyId}`)).data.list;
    expect(children.find((row) => row.enCode === 'quality')).toMatchObject({ fullName: '质量部', parentId: companyId, organizeIdTree: [companyId, expect.any(String)] });
  });

  it('shows a department\'s manager by name in its form', async () => {
    const { page } = stage;
    const top = (await setup<{ list: OrganizeRow[] }>('GET', '/api/permission/Organize')).data.list;
    const companyId = top.find((row) => row.enCode === 'kiln')!.id;
    const rd = (await setup<{ list: OrganizeRow[] }>('GET', `/api/permission/Organize?parentId=${companyId}`)).data.list.find((row) => row.enCode === 'rd')!;
    const lina = await stage.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', 'lina').executeTakeFirstOrThrow();
    const saved = await setup('PUT', `/api/permission/Organize/Department/${rd.id}`, { parentId: companyId, fullName: '研发部', enCode: 'rd', managerId: lina.id, sortCode: 2, enabledMark: 1, description: '' });
    expect(saved.code).toBe(200);

    await openOrganizations();
    await list().locator(`tr[data-row-key="${companyId}"]`).locator('.ant-table-row-expand-icon').click();
    await page.getByTestId(`action-editDepartment-${rd.id}`).click();
    await dialog().getByText('李娜').waitFor();
    await page.locator('.ant-modal[class*="zoom"]').waitFor({ state: 'detached' });
    await stage.shoot('organize-13-department-manager');
  });

  it('opens the company form with the demo company\'s details', async () => {
    const { page } = stage;
    const top = (await setup<{ list: OrganizeRow[] }>('GET', '/api/permission/Organize')).data.list;
    const companyId = top.find((row) => row.enCode === 'kiln')!.id;
    await openOrganizations();
    await page.getByTestId(`action-editCompany-${companyId}`).click();
    await drawer().getByText('基础信息').waitFor();
    await drawer().getByText('经营信息').waitFor();
    await expect(drawer().getByTestId('field-enCode').inputValue()).resolves.toBe('kiln');
    await drawer().getByText('顶级节点').waitFor();
    // The picture waits for the drawer to finish sliding in.
    await page.locator('.ant-drawer-content-wrapper[class*="motion"]').waitFor({ state: 'detached' });
    await stage.shoot('organize-12-company-form');
  });
});

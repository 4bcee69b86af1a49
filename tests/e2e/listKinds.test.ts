// Released models of the list kinds JNPF's runtime draws beyond the plain list:
// a grouped list (分组表格) shows a header row per value of its group column with
// the page's rows under it, and an editable list (编辑表格) edits a row's cells in
// place, the change saved by the form's update and still there after a reload.
import { describe, expect, it } from 'vitest';
import type { ListDesign } from '@core/model/design';
import { stageForFile, type Setup } from './browser';
import { claimModel } from './claimModel';

const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });

/** Creates, releases and fills a model; answers its id. */
async function releasedWith(setup: Setup, code: string, list: Partial<ListDesign>, rows: Record<string, unknown>[]): Promise<string> {
  const categories = await setup<{ list: { id: string }[] }>('GET', '/api/system/DictionaryData/webDesign/Data/Selector');
  const created = await setup<{ id: string }>('POST', '/api/visualdev/Base', claimModel({
    category: categories.data.list[0].id,
    fullName: code === 'groupedClaim' ? '分组报销' : '编辑报销',
    enCode: code,
    table: `ext_${code.toLowerCase()}`,
    list,
  }));
  expect(created.code, created.msg).toBe(200);
  const released = await setup('POST', `/api/visualdev/Base/${created.data.id}/Actions/Release`, { pcModuleParentId: 'menu-devtools' });
  expect(released.code, released.msg).toBe(200);
  for (const row of rows) expect((await setup('POST', `/api/visualdev/OnlineDev/${created.data.id}`, { data: JSON.stringify(row) })).code).toBe(200);
  return created.data.id;
}

describe('list kinds', () => {
  it('groups the rows of a grouped list under a row per value of its group column', async () => {
    const setup = await stage.setup('admin', password);
    const rows = [
      { title: '北京出差', kind: 'travel', amount: 1280.5 },
      { title: '打印纸', kind: 'office', amount: 96 },
      { title: '上海出差', kind: 'travel', amount: 860 },
    ];
    const id = await releasedWith(setup, 'groupedClaim', { type: 3, groupField: 'kind' }, rows);
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-groupedClaim').click();
    const list = page.getByTestId(`list-model.${id}.v1.list`);
    await list.getByTestId('group-travel').waitFor();
    expect(await list.getByTestId('group-travel').textContent()).toBe('费用类别：差旅 (2)');
    expect(await list.getByTestId('group-office').textContent()).toBe('费用类别：办公 (1)');
    // The group column is the header's, not a column of its own.
    expect(await list.locator('th').allTextContents()).not.toContain('费用类别');
    await expect.poll(() => list.getByText('上海出差').isVisible()).toBe(true);
    await stage.shoot('60-list-grouped');
  });

  it('edits a cell of an editable list in place, and the change is there after a reload', async () => {
    const setup = await stage.setup('admin', password);
    const id = await releasedWith(setup, 'editableClaim', { type: 4 }, [{ title: '打印纸', kind: 'office', amount: 96 }]);
    const { page } = stage;
    await stage.signInAs('admin', password);
    await page.getByTestId('menu-devTools').click();
    await page.getByTestId('menu-editableClaim').click();
    const list = page.getByTestId(`list-model.${id}.v1.list`);
    const row = list.locator('tr', { hasText: '打印纸' });
    await row.locator('[data-testid^="action-edit-"]').click();
    const title = list.getByTestId('inline-title').locator('input');
    await expect.poll(() => title.inputValue()).toBe('打印纸');
    // Emptied, the required field is refused on the row, before anything is sent.
    const writes: string[] = [];
    page.on('request', (request) => void (['PUT', 'POST'].includes(request.method()) && !request.url().includes('/List') && writes.push(request.url())));
    await title.fill('');
    await list.locator('[data-testid^="inline-save-"]').click();
    await list.getByTestId('inline-error-title').waitFor();
    expect(await list.getByTestId('inline-error-title').textContent()).toBe('不能为空');
    await stage.shoot('61-list-editable');
    expect(writes).toEqual([]);
    await title.fill('A4 打印纸');
    await list.locator('[data-testid^="inline-save-"]').click();
    await page.getByText('更新成功').waitFor();
    await list.getByTestId('inline-title').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId(`list-model.${id}.v1.list`).getByText('A4 打印纸').waitFor();

    // 新增 adds a row at the top, saved by the form's create.
    const again = page.getByTestId(`list-model.${id}.v1.list`);
    await again.getByTestId('action-add').click();
    await again.getByTestId('inline-title').locator('input').fill('订书机');
    await again.locator('[data-testid^="inline-save-__new"]').click();
    await again.getByText('订书机').waitFor();
    await stage.shoot('62-list-editable-added');
  });
});

// Releasing a model: the difference shown first, the tables made, a field added
// to a table with rows, a change that loses data refused until confirmed, every
// release kept, compared and rolled back with the tables following, and the
// menu entry made with what it offers to grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { visualDevApi } from '@core/api/visualdev';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof visualDevApi>;
const db = () => server.app.kiln.db;

async function columnsOf(table: string): Promise<string[]> {
  const tables = await db().introspection.getTables();
  return (tables.find((candidate) => candidate.name === table)?.columns ?? []).map((column) => column.name).sort();
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = visualDevApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

describe('release', () => {
  it('shows the difference, makes the tables and the menu entry, and keeps the release', async () => {
    const input = await claimInput(server, 'claimR', 'ext_claim_r');
    const { data: created } = await api.create(input);
    const dry = await api.release(created.id, { pcModuleParentId: 'menu-devtools', dryRun: true });
    expect(dry.data.dryRun).toBe(true);
    expect(
      dry.data.changes
        .filter((change) => change.kind === 'createTable')
        .map((change) => change.table)
        .sort(),
    ).toEqual(['ext_claim_r', 'ext_claim_r_lines']);
    expect(await columnsOf('ext_claim_r')).toEqual([]);

    const released = await api.release(created.id, { pcModuleParentId: ['menu-devtools'] });
    expect(released).toMatchObject({ code: 200, msg: '发布成功', data: { version: 1, dryRun: false } });
    expect(await columnsOf('ext_claim_r')).toEqual(
      ['amount', 'claim_date', 'creator_time', 'creator_user_id', 'id', 'kind', 'last_modify_time', 'last_modify_user_id', 'title'].sort(),
    );
    expect(await columnsOf('ext_claim_r_lines')).toEqual(['id', 'item', 'line_total', 'price', 'qty', 'record_id', 'sort_code'].sort());

    const [menuId] = released.data.menuIds;
    const entry = await db().selectFrom('base_module').selectAll().where('id', '=', menuId).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ type: 3, parent_id: 'menu-devtools', en_code: 'claimR', property_json: JSON.stringify({ moduleId: created.id }) });
    const buttons = await db().selectFrom('base_module_button').select('en_code').where('module_id', '=', menuId).execute();
    expect(buttons.map((row) => row.en_code).sort()).toEqual([
      'btn_add',
      'btn_batchRemove',
      'btn_detail',
      'btn_download',
      'btn_edit',
      'btn_remove',
      'btn_upload',
    ]);
    const columns = await db().selectFrom('base_module_column').select('en_code').where('module_id', '=', menuId).execute();
    expect(columns.map((row) => row.en_code)).toContain('amount');
    const model = (await api.get(created.id)).data;
    expect(model).toMatchObject({ isRelease: 1, version: 1, menuIds: [menuId] });
    expect(model.design.tables.main.columns).toMatchObject({ nTitle: 'title', nDate: 'claim_date' });
    expect((await api.versions(created.id)).data.list.map((version) => version.version)).toEqual([1]);
  });

  it('adds a column to a table with rows, refuses a change that loses data until confirmed, and rolls back', async () => {
    const input = await claimInput(server, 'claimS', 'ext_claim_s');
    const { data: created } = await api.create(input);
    await api.release(created.id, { pcModuleParentId: 'menu-devtools' });
    await sql`insert into ext_claim_s (id, title, creator_user_id, creator_time) values ('r1', 'kept', 'u', 1)`.execute(db());

    input.design.form.push({ id: 'nNote', widget: 'textarea', field: 'note', label: '备注' });
    expect((await api.update(created.id, input)).code).toBe(200);
    expect((await api.get(created.id)).data.isRelease).toBe(2);
    const second = await api.release(created.id, {});
    expect(second.data.version).toBe(2);
    expect(second.data.changes).toContainEqual(expect.objectContaining({ kind: 'addColumn', table: 'ext_claim_s', field: 'note', losesData: false }));
    const rows = await sql<{ title: string; note: string | null }>`select title, note from ext_claim_s`.execute(db());
    expect(rows.rows).toEqual([{ title: 'kept', note: null }]);

    input.design.form = input.design.form.filter((node) => node.id !== 'nAmount');
    input.design.list.columns = input.design.list.columns.filter((column) => column.field !== 'amount');
    await api.update(created.id, input);
    const refused = await api.release(created.id, {});
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('金额（amount）');
    expect(await columnsOf('ext_claim_s')).toContain('amount');
    const confirmed = await api.release(created.id, { confirmLosing: true });
    expect(confirmed.data.version).toBe(3);
    expect(await columnsOf('ext_claim_s')).not.toContain('amount');

    const compared = await api.compare(created.id, 1, 2);
    expect(compared.data.changes).toContainEqual(expect.objectContaining({ kind: 'addColumn', field: 'note' }));
    const back = await api.rollback(created.id, 1, { confirmLosing: true });
    expect(back).toMatchObject({ code: 200, msg: '回滚成功', data: { version: 4 } });
    const after = await columnsOf('ext_claim_s');
    expect(after).toContain('amount');
    expect(after).not.toContain('note');
    expect((await api.get(created.id)).data.design.form.map((node) => node.id)).not.toContain('nNote');
  });

  it('answers 404 for a release that does not exist', async () => {
    const { data: created } = await api.create(await claimInput(server, 'claimT', 'ext_claim_t'));
    expect((await api.rollback(created.id, 7)).code).toBe(404);
    expect((await api.release('nothing', {})).code).toBe(404);
  });
});

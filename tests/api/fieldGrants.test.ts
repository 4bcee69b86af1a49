// Column and form grants on the role screen, whose page turns both on: once
// the menu screen lists the entry's columns and form fields, a member's list and
// detail leave out the columns not granted to them, and their saves may not
// change the form fields not granted (refused, naming the field; an unchanged
// or missing value keeps the stored one). Administrators see and change all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleApi, type RoleInput } from '@core/api/role';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let member: TestClient;
let memberId: string;

const roleMenu = 'menu-role';
const role = (enCode: string, overrides: Partial<RoleInput> = {}): RoleInput => ({
  fullName: `字段${enCode}`,
  enCode,
  globalMark: 1,
  sortCode: 5,
  enabledMark: 1,
  description: '原说明',
  ...overrides,
});
const roleRow = (code: string) => server.app.kiln.db.selectFrom('base_role').selectAll().where('en_code', '=', code).executeTakeFirstOrThrow();
const firstListed = async (client: TestClient) =>
  (await roleApi(client.call).list({ currentPage: 1, pageSize: 10, keyword: 'grants.one' })).data.list[0] as object;

/** Adds items to the role entry as JNPF's batch form does; answers their ids by code. */
async function addItems(kind: 'ModuleColumn' | 'ModuleForm', items: { enCode: string; fullName: string }[]): Promise<Record<string, string>> {
  const listKey = kind === 'ModuleColumn' ? 'columnJson' : 'formJson';
  const answer = await admin.call<{ ids: string[] }>('POST', `/api/system/${kind}/Actions/Batch`, { moduleId: roleMenu, [listKey]: items });
  expect(answer.code).toBe(200);
  return Object.fromEntries(items.map((item, index) => [item.enCode, answer.data.ids[index]]));
}

/** Grants the member these column or form items, as the authorisation screen writes them. */
async function grantItems(itemType: 'column' | 'form', ids: string[]): Promise<void> {
  const { db, grants } = server.app.kiln;
  const rows = ids.map((itemId) => ({ id: newId(), item_type: itemType, item_id: itemId, object_type: 'User' as const, object_id: memberId }));
  await db.insertInto('base_authorize').values(rows).execute();
  await grants.changed([memberId]);
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  expect((await roleApi(admin.call).create(role('grants.one'))).code).toBe(200);
  memberId = await grantUser(server, 'liangyu', { module: [roleMenu], button: ['add', 'edit'].map((code) => `${roleMenu}-btn-${code}`) });
  member = await memberOf(server, 'liangyu');
});
afterAll(async () => {
  await server?.close();
});

describe('column grants', () => {
  it('hide nothing while the entry lists no columns', async () => {
    expect(await firstListed(member)).toHaveProperty('description', '原说明');
  });

  it("leave out of a member's list and detail the listed columns not granted to them", async () => {
    const columns = await addItems('ModuleColumn', [
      { enCode: 'fullName', fullName: '名称' },
      { enCode: 'enCode', fullName: '编码' },
      { enCode: 'description', fullName: '说明' },
    ]);
    await grantItems('column', [columns.fullName, columns.enCode]);
    const row = await firstListed(member);
    expect(row).toMatchObject({ fullName: '字段grants.one', enCode: 'grants.one' });
    expect(row).not.toHaveProperty('description');
    // Fields the entry does not list as columns are not governed.
    expect(row).toHaveProperty('id');
    const { id } = await roleRow('grants.one');
    const detail = await roleApi(member.call).get(id);
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id, fullName: '字段grants.one' });
    expect(detail.data).not.toHaveProperty('description');
    expect(await firstListed(admin)).toHaveProperty('description', '原说明');
    expect((await roleApi(admin.call).get(id)).data).toHaveProperty('description', '原说明');
  });
});

describe('form grants', () => {
  beforeAll(async () => {
    const forms = await addItems('ModuleForm', [
      { enCode: 'fullName', fullName: '名称' },
      { enCode: 'sortCode', fullName: '排序' },
      { enCode: 'description', fullName: '说明' },
    ]);
    await grantItems('form', [forms.fullName, forms.sortCode]);
  });

  it('refuse a change to a form field not granted, naming it, and change nothing', async () => {
    const before = await roleRow('grants.one');
    const answer = await roleApi(member.call).update(before.id, role('grants.one', { fullName: '新名称', description: '改过的说明' }));
    expect(answer).toMatchObject({ code: 400, msg: '您没有修改字段“说明”的权限', data: { errors: [{ field: 'description' }] } });
    expect(await roleRow('grants.one')).toEqual(before);
  });

  it('keep the stored value of a field not granted when the save leaves it out or unchanged, and save the granted ones', async () => {
    const { id } = await roleRow('grants.one');
    const { description: _left, ...withoutDescription } = role('grants.one', { fullName: '新名称', sortCode: 7 });
    expect((await roleApi(member.call).update(id, withoutDescription as RoleInput)).code).toBe(200);
    expect(await roleRow('grants.one')).toMatchObject({ full_name: '新名称', sort_code: 7, description: '原说明' });
    expect((await roleApi(member.call).update(id, role('grants.one', { fullName: '又一个名称' }))).code).toBe(200);
    expect(await roleRow('grants.one')).toMatchObject({ full_name: '又一个名称', description: '原说明' });
  });

  it("refuse a new record's value for a field not granted, and let an administrator write every field", async () => {
    const refused = await roleApi(member.call).create(role('grants.two', { description: '新说明' }));
    expect(refused).toMatchObject({ code: 400, msg: '您没有修改字段“说明”的权限' });
    expect((await roleApi(member.call).create(role('grants.two', { description: '' }))).code).toBe(200);
    expect(await roleRow('grants.two')).toMatchObject({ description: '' });
    const { id } = await roleRow('grants.one');
    expect((await roleApi(admin.call).update(id, role('grants.one', { description: '管理员改的' }))).code).toBe(200);
    expect(await roleRow('grants.one')).toMatchObject({ description: '管理员改的' });
  });
});

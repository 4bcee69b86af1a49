// A related form (relationForm) between two released models: the picker's rows
// (GET Base/{id}/FieldDataSelect) searched, paged and named by ids, under the
// linked model's menu grant, data scheme and column grants, with unknown fields
// refused; and a record of the model that links, saved only when every record
// it cites is one its saver may read — otherwise refused, with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDevApi, visualDevApi, type RelatedRow } from '@core/api/visualdev';
import type { ModelInput } from '@core/api/visualdev';
import { emptyListDesign } from '@core/model/design';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';
import { modelCategory } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let member: TestClient;
let customers: { modelId: string; menuId: string };
let orders: { modelId: string; menuId: string };
const ids: Record<string, string> = {};
const db = () => server.app.kiln.db;

const regions = {
  kind: 'static',
  options: [
    { label: '华东', value: 'east' },
    { label: '华北', value: 'north' },
  ],
};

/** The model linked to: customers with a name, a region, a note only some may see, and a date. */
async function customerInput(): Promise<ModelInput> {
  return {
    fullName: '客户',
    enCode: 'relCustomer',
    category: await modelCategory(server),
    webType: 2,
    description: '',
    sortCode: 1,
    design: {
      form: [
        { id: 'cName', widget: 'comInput', field: 'name', label: '名称', rules: { required: true, maxLength: 100 } },
        { id: 'cRegion', widget: 'select', field: 'region', label: '区域', props: { options: regions } },
        { id: 'cSecret', widget: 'comInput', field: 'secret', label: '备注', rules: { maxLength: 100 } },
        { id: 'cSince', widget: 'date', field: 'since', label: '签约日期' },
      ],
      list: {
        ...emptyListDesign(),
        columns: [{ field: 'name' }, { field: 'region' }, { field: 'secret' }, { field: 'since' }],
        permissions: { column: true, form: false, button: false, data: true },
      },
      tables: { main: { table: 'ext_rel_customer', columns: {} }, subTables: {} },
    },
  };
}

/** The model that links: an order naming its customer, and the customer's region beside it. */
async function orderInput(customerModel: string): Promise<ModelInput> {
  return {
    fullName: '订单',
    enCode: 'relOrder',
    category: await modelCategory(server),
    webType: 2,
    description: '',
    sortCode: 2,
    design: {
      form: [
        { id: 'oTitle', widget: 'comInput', field: 'title', label: '标题', rules: { required: true, maxLength: 100 } },
        {
          id: 'oCustomer',
          widget: 'relationForm',
          field: 'customer',
          label: '客户',
          props: { modelId: customerModel, relationField: 'name', columnOptions: [{ value: 'region', label: '区域' }] },
        },
        { id: 'oRegion', widget: 'relationFormAttr', label: '客户区域', props: { relationField: 'customer', showField: 'region' } },
      ],
      list: { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'customer' }] },
      tables: { main: { table: 'ext_rel_order', columns: {} }, subTables: {} },
    },
  };
}

async function createAndRelease(input: ModelInput): Promise<{ modelId: string; menuId: string }> {
  const models = visualDevApi(admin.call);
  const created = await models.create(input);
  expect(created.code, created.msg).toBe(200);
  const released = await models.release(created.data.id, { pcModuleParentId: 'menu-devtools' });
  expect(released.code, released.msg).toBe(200);
  return { modelId: created.data.id, menuId: released.data.menuIds[0] };
}

const itemIds = async (table: 'base_module_column', menuId: string, codes: string[]) =>
  (await db().selectFrom(table).select('id').where('module_id', '=', menuId).where('en_code', 'in', codes).execute()).map((row) => row.id);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  customers = await createAndRelease(await customerInput());
  orders = await createAndRelease(await orderInput(customers.modelId));
  const records = onlineDevApi(admin.call);
  const rows = [
    { key: 'acme', name: 'Acme 上海', region: 'east', secret: '大客户', since: new Date(2026, 0, 5).getTime() },
    { key: 'beta', name: 'Beta 北京', region: 'north', secret: '欠款' },
    { key: 'gamma', name: 'Gamma 上海', region: 'east' },
  ];
  for (const { key, ...values } of rows) {
    const created = await records.create(customers.modelId, values);
    expect(created.code, created.msg).toBe(200);
    ids[key] = created.data.id;
  }

  // A member who sees the east's customers, their names and regions (not the note), and may write orders.
  member = await memberOf(server, 'zhaolei');
  const schemeId = newId();
  await addDataScheme(server, {
    id: schemeId,
    menuId: customers.menuId,
    enCode: 'east',
    fullName: '华东客户',
    condition: [{ logic: 'and', groups: [{ field: 'region', op: 'Equal', value: 'east' }] }],
  });
  const userId = await grantUser(server, 'zhaolei', { module: [customers.menuId, orders.menuId], resource: [schemeId] });
  const columns = await itemIds('base_module_column', customers.menuId, ['name', 'region']);
  await db()
    .insertInto('base_authorize')
    .values(columns.map((id) => ({ id: newId(), item_type: 'column' as const, item_id: id, object_type: 'User' as const, object_id: userId })))
    .execute();
  await server.app.kiln.grants.changed([userId]);
});
afterAll(async () => {
  await server.close();
});

const pick = (client: TestClient, query: Parameters<ReturnType<typeof visualDevApi>['fieldDataSelect']>[1], modelId = customers.modelId) =>
  visualDevApi(client.call).fieldDataSelect(modelId, query);
const names = (rows: RelatedRow[]) => rows.map((row) => row.name).sort();

describe('GET Base/{id}/FieldDataSelect', () => {
  it('lists the linked records with the name and the columns as text, searched by keyword in the name and paged', async () => {
    const all = await pick(admin, { relationField: 'name', columnOptions: ['region', 'since'] });
    expect(all.code).toBe(200);
    expect(all.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 3 });
    expect(all.data.list.find((row) => row.id === ids.acme)).toEqual({ id: ids.acme, name: 'Acme 上海', region: '华东', since: '2026-01-05' });
    expect(all.data.list.find((row) => row.id === ids.gamma)).toEqual({ id: ids.gamma, name: 'Gamma 上海', region: '华东', since: null });

    const found = await pick(admin, { relationField: 'name', keyword: '上海' });
    expect(names(found.data.list)).toEqual(['Acme 上海', 'Gamma 上海']);
    expect(found.data.pagination.total).toBe(2);

    const first = await pick(admin, { relationField: 'name', pageSize: 2, currentPage: 1 });
    const second = await pick(admin, { relationField: 'name', pageSize: 2, currentPage: 2 });
    expect(first.data.list).toHaveLength(2);
    expect(second.data.list).toHaveLength(1);
    expect(second.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 3 });
    expect(names([...first.data.list, ...second.data.list])).toEqual(['Acme 上海', 'Beta 北京', 'Gamma 上海']);
  });

  it('answers the rows of chosen ids (their names), leaving out ids that name nothing', async () => {
    const chosen = await pick(admin, { relationField: 'name', ids: [ids.beta, ids.acme, 'no-such-record'] });
    expect(chosen.code).toBe(200);
    expect(chosen.data.list).toEqual([
      { id: ids.beta, name: 'Beta 北京' },
      { id: ids.acme, name: 'Acme 上海' },
    ]);
  });

  it('refuses a user who holds no menu entry of the linked model, and a menu entry of another model', async () => {
    const stranger = await memberOf(server, 'liuyang');
    expect((await pick(stranger, { relationField: 'name' })).code).toBe(403);
    expect((await pick(stranger, { relationField: 'name', ids: [ids.acme] })).code).toBe(403);
    // Nor does it learn which fields the model has.
    expect((await pick(stranger, { relationField: 'nothing' })).code).toBe(403);
    expect((await pick(member, { relationField: 'name', menuId: orders.menuId })).code).toBe(403);
  });

  it("holds a member to the menu entry's data scheme, for pages and ids alike", async () => {
    const page = await pick(member, { relationField: 'name', columnOptions: ['region'], menuId: customers.menuId });
    expect(page.code).toBe(200);
    expect(names(page.data.list)).toEqual(['Acme 上海', 'Gamma 上海']);
    expect(page.data.pagination.total).toBe(2);
    expect((await pick(member, { relationField: 'name', keyword: '北京' })).data.list).toEqual([]);
    expect((await pick(member, { relationField: 'name', ids: [ids.beta, ids.gamma] })).data.list).toEqual([{ id: ids.gamma, name: 'Gamma 上海' }]);
  });

  it("does not serve a column the member's column grants hide, nor search it", async () => {
    const page = await pick(member, { relationField: 'name', columnOptions: ['region', 'secret'] });
    expect(page.code).toBe(200);
    for (const row of page.data.list) expect(row).not.toHaveProperty('secret');
    expect(page.data.list.find((row) => row.id === ids.acme)).toEqual({ id: ids.acme, name: 'Acme 上海', region: '华东' });
    // Named by the hidden field, the rows carry no name and a keyword finds nothing by it.
    const bySecret = await pick(member, { relationField: 'secret', keyword: '大客户' });
    expect(bySecret.data.pagination.total).toBe(2);
    for (const row of bySecret.data.list) expect(Object.keys(row)).toEqual(['id']);
    expect((await pick(admin, { relationField: 'secret', columnOptions: ['name'], keyword: '大客户' })).data.list).toEqual([
      { id: ids.acme, secret: '大客户', name: 'Acme 上海' },
    ]);
  });

  it('refuses fields the linked model does not have, naming them', async () => {
    const unknownName = await pick(admin, { relationField: 'nothing' });
    expect(unknownName).toMatchObject({ code: 400, msg: '关联表单客户没有字段nothing' });
    const unknownColumn = await pick(admin, { relationField: 'name', columnOptions: ['region', 'bogus'] });
    expect(unknownColumn.code).toBe(400);
    expect(unknownColumn.msg).toBe('关联表单客户没有字段bogus');
    expect((await pick(admin, { relationField: 'name' }, 'no-such-model')).code).toBe(404);
  });
});

describe('saving a record that cites a related record', () => {
  const orderTotal = async () => (await onlineDevApi(admin.call).list(orders.modelId)).data.pagination.total;

  it('takes a record the saver may read, and keeps its id', async () => {
    const records = onlineDevApi(member.call);
    const created = await records.create(orders.modelId, { title: '第一单', customer: ids.acme });
    expect(created.code, created.msg).toBe(200);
    const stored = JSON.parse((await records.get(orders.modelId, created.data.id)).data.data) as Record<string, unknown>;
    expect(stored.customer).toBe(ids.acme);
    expect(stored).not.toHaveProperty('oRegion');
  });

  it('refuses a record outside the saver’s data scheme, and one that does not exist, naming the field; nothing is written', async () => {
    const records = onlineDevApi(member.call);
    const before = await orderTotal();
    const outside = await records.create(orders.modelId, { title: '越权', customer: ids.beta });
    expect(outside).toMatchObject({ code: 400, msg: '客户：所选记录不存在或无权查看' });
    expect((outside.data as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['customer']);
    const missing = await records.create(orders.modelId, { title: '不存在', customer: 'no-such-record' });
    expect(missing).toMatchObject({ code: 400, msg: '客户：所选记录不存在或无权查看' });
    expect(await orderTotal()).toBe(before);
  });

  it('checks a change too, while an administrator may cite any record', async () => {
    const records = onlineDevApi(member.call);
    const { data } = await records.create(orders.modelId, { title: '待修改', customer: ids.gamma });
    expect((await records.update(orders.modelId, data.id, { title: '改客户', customer: ids.beta })).code).toBe(400);
    expect(JSON.parse((await records.get(orders.modelId, data.id)).data.data)).toMatchObject({ title: '待修改', customer: ids.gamma });
    expect((await onlineDevApi(admin.call).update(orders.modelId, data.id, { title: '改客户', customer: ids.beta })).code).toBe(200);
  });

  it('refuses a citing saver who holds no entry of the linked model', async () => {
    const other = await memberOf(server, 'chenjie');
    await grantUser(server, 'chenjie', { module: [orders.menuId] });
    const refused = await onlineDevApi(other.call).create(orders.modelId, { title: '无权', customer: ids.acme });
    expect(refused).toMatchObject({ code: 400, msg: '客户：所选记录不存在或无权查看' });
    expect((await onlineDevApi(other.call).create(orders.modelId, { title: '无客户' })).code).toBe(200);
  });
});

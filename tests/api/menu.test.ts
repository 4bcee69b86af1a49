// Applications and menus (system/menu): applications with their menu trees,
// entries checked per type and kept a tree, built-in entries kept as their
// modules declare them, and per entry its buttons, columns, form fields, data
// fields and data schemes — every refusal changing nothing, every change that
// alters what someone may use taking effect for them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuApi, type MenuInput, type MenuNode } from '@core/api/menu';
import type { Paged } from '@core/api/envelope';
import { modules } from '@server/modules/index';
import menuModule from '@server/modules/menu/module';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof menuApi>;
let member: TestClient;

const db = () => server.app.kiln.db;
type Table = 'base_system' | 'base_module' | 'base_module_button' | 'base_module_column' | 'base_module_form' | 'base_module_data_field' | 'base_module_data_scheme' | 'base_authorize';
const count = async (table: Table) => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const counts = async () => Object.fromEntries(await Promise.all((['base_system', 'base_module', 'base_module_button', 'base_module_column', 'base_module_form', 'base_module_data_field', 'base_module_data_scheme', 'base_authorize'] as const).map(async (t) => [t, await count(t)])));
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
const errorsOf = (data: unknown) => ((data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);

/** A refusal: code 400, these words, and no table changed. */
async function refused(call: () => Promise<{ code: number; msg: string; data: unknown }>, msg: string, field?: string) {
  const before = await counts();
  const answer = await call();
  expect(answer, msg).toMatchObject({ code: 400, msg });
  if (field) expect(errorsOf(answer.data)).toContain(field);
  expect(await counts()).toEqual(before);
}

const entry = (overrides: Partial<MenuInput> = {}): MenuInput => ({ parentId: '-1', systemId: 'sys-main', fullName: '订单', enCode: 'sales.orders', icon: 'ShoppingOutlined', type: 2, urlAddress: 'sales/orders', sortCode: 1, enabledMark: 1, ...overrides });

let appId = '';
let directoryId = '';
let pageId = '';

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin({}, { modules: modules.some((m) => m.name === 'menu') ? modules : [...modules, menuModule] }));
  api = menuApi(admin.call);
  // 刘洋 is staff: purchase requests (add, edit, detail) limited to his own by the 'own' scheme.
  member = await memberOf(server, 'liuyang');
});
afterAll(async () => {
  await server?.close();
});

describe('applications', () => {
  it('lists the main application, marked, and searches by keyword and state', async () => {
    const { data } = await api.systems.list();
    expect(data.list).toEqual([expect.objectContaining({ id: 'sys-main', enCode: 'main', isMain: 1, mainSystem: true, enabledMark: 1 })]);
    expect((await api.systems.list({ keyword: 'nothing' })).data.list).toEqual([]);
    expect((await api.systems.list({ enabledMark: 0 })).data.list).toEqual([]);
    expect((await admin.call('GET', '/api/system/System', { enabledMark: 2 })).code).toBe(400);
  });

  it('creates, reads and updates an application', async () => {
    const created = await api.systems.create({ fullName: '销售应用', enCode: 'sales', icon: 'ShopOutlined', sortCode: 5, enabledMark: 1 });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    appId = created.data.id;
    expect((await api.systems.get(appId)).data).toMatchObject({ fullName: '销售应用', enCode: 'sales', icon: 'ShopOutlined', isMain: 0 });
    expect(await api.systems.update(appId, { fullName: '销售中心', enCode: 'sales', icon: 'ShopOutlined', sortCode: 6, enabledMark: 1 })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api.systems.list({ keyword: '销售' })).data.list.map((s) => s.fullName)).toEqual(['销售中心']);
  });

  it.each([
    [{ fullName: '' }, '请输入名称', 'fullName'],
    [{ enCode: 'a.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
    [{ icon: 'fa fa-home' }, undefined, 'icon'],
    [{ sortCode: -1 }, '排序只能是0-999999之间的整数', 'sortCode'],
    [{ enCode: 'main' }, '应用编码已存在', 'enCode'],
    [{ fullName: 'Kiln' }, '应用名称已存在', 'fullName'],
  ])('refuses %j and writes nothing', async (overrides, msg, field) => {
    const before = await counts();
    const answer = await api.systems.create({ fullName: '另一个应用', enCode: 'other', icon: 'ShopOutlined', sortCode: 0, enabledMark: 1, ...overrides });
    expect(answer.code).toBe(400);
    if (msg) expect(answer.msg).toBe(msg);
    expect(errorsOf(answer.data)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('never deletes or disables the main application', async () => {
    await refused(() => api.systems.remove('sys-main'), '主系统不能删除');
    await refused(() => api.systems.update('sys-main', { fullName: 'Kiln', enCode: 'main', icon: 'AppstoreOutlined', sortCode: 0, enabledMark: 0 }), '主系统不能禁用', 'enabledMark');
    expect((await api.systems.get('missing')).code).toBe(404);
    expect((await api.systems.remove('missing')).code).toBe(404);
  });
});

describe('menu entries', () => {
  it('lists the main application\'s tree with the built-in entries marked, and this screen under 系统管理', async () => {
    const { data } = await api.menus.tree('sys-main');
    const system = data.list.find((node) => node.enCode === 'system')!;
    expect(system).toMatchObject({ type: 1, isMain: 1, hasChildren: true });
    expect(system.children[0]).toMatchObject({ enCode: 'system.menu', urlAddress: 'system/menu', icon: 'MenuOutlined', type: 2, isMain: 1, isButtonAuthorize: 1 });
    expect((await api.menus.tree('missing')).code).toBe(404);
  });

  it('searches by keyword, type and state, keeping the directories above each match', async () => {
    const found = (await api.menus.tree('sys-main', { keyword: '行政' })).data.list;
    expect(found.map((node) => node.enCode)).toEqual(['systemData']);
    expect(found[0].children.map((node) => node.enCode)).toEqual(['system.area']);
    const directories = flat((await api.menus.tree('sys-main', { type: 1 })).data.list);
    expect(directories.every((node) => node.type === 1)).toBe(true);
    expect((await api.menus.tree('sys-main', { enabledMark: 0 })).data.list).toEqual([]);
    expect((await admin.call('GET', '/api/system/Menu/ModuleBySystem/sys-main', { type: 9 })).code).toBe(400);
  });

  it('creates a directory and a page under it in another application', async () => {
    const directory = await api.menus.create(entry({ systemId: appId, type: 1, fullName: '销售管理', enCode: 'sales', urlAddress: 'ignored' }));
    expect(directory).toMatchObject({ code: 200, msg: '新建成功' });
    directoryId = directory.data.id;
    expect((await api.menus.get(directoryId)).data).toMatchObject({ type: 1, urlAddress: '', isMain: 0, systemId: appId });
    const page = await api.menus.create(entry({ systemId: appId, parentId: directoryId }));
    expect(page.code).toBe(200);
    pageId = page.data.id;
    const tree = (await api.menus.tree(appId)).data.list;
    expect(tree.map((node) => [node.enCode, node.children.map((child) => child.enCode)])).toEqual([['sales', ['sales.orders']]]);
  });

  it('fills what a linked entry opens (propertyJson.moduleId) and its JNPF route, and keeps a link\'s target', async () => {
    const model = await api.menus.create(entry({ systemId: appId, parentId: directoryId, type: 3, fullName: '客户', enCode: 'sales.customers', urlAddress: '', moduleId: 'model-1', propertyJson: '{"iconBackgroundColor":"#008cff"}' }));
    const read = (await api.menus.get(model.data.id)).data;
    expect(read).toMatchObject({ urlAddress: 'model/salescustomers', moduleId: 'model-1' });
    expect(JSON.parse(read.propertyJson)).toEqual({ iconBackgroundColor: '#008cff', moduleId: 'model-1' });
    const link = await api.menus.create(entry({ systemId: appId, parentId: directoryId, type: 7, fullName: '官网', enCode: 'sales.site', urlAddress: 'https://example.com', linkTarget: '_blank' }));
    expect((await api.menus.get(link.data.id)).data).toMatchObject({ urlAddress: 'https://example.com', linkTarget: '_blank' });
  });

  it.each([
    [{ urlAddress: '' }, '请输入地址', 'urlAddress'],
    [{ urlAddress: 'sales//orders' }, '页面地址只能是以“/”分隔的英文和数字，例如 system/menu', 'urlAddress'],
    [{ enCode: 'sales.order', urlAddress: 'sales/orders' }, '页面菜单的编码须为地址中的“/”换成“.”：sales.orders', 'enCode'],
    [{ type: 7, urlAddress: '' }, '请输入地址', 'urlAddress'],
    [{ type: 7, urlAddress: 'https://example.com', linkTarget: undefined }, '请选择打开方式', 'linkTarget'],
    [{ type: 7, urlAddress: 'ftp://example.com', linkTarget: '_self' }, '地址以http://或https://为开头', 'urlAddress'],
    [{ type: 3, urlAddress: '' }, '请选择关联', 'moduleId'],
    [{ type: 9 }, undefined, 'type'],
    [{ icon: '' }, '请选择图标', 'icon'],
    [{ propertyJson: '[1]' }, '扩展属性须为JSON对象', 'propertyJson'],
    [{ enCode: 'system.area', urlAddress: 'system/area' }, '该应用下菜单编码已存在', 'enCode'],
    [{ parentId: 'menu-area' }, '上级只能是目录', 'parentId'],
    [{ parentId: 'nowhere' }, '上级菜单不存在', 'parentId'],
    [{ systemId: 'nowhere' }, '应用不存在', 'systemId'],
  ])('refuses an entry with %j and writes nothing', async (overrides, msg, field) => {
    const before = await counts();
    const answer = await api.menus.create(entry({ enCode: 'x.y', urlAddress: 'x/y', ...overrides }));
    expect(answer.code).toBe(400);
    if (msg) expect(answer.msg).toBe(msg);
    expect(errorsOf(answer.data)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('allows a code once per application: another application may repeat it', async () => {
    const again = await api.menus.create(entry({ systemId: 'sys-main', parentId: '-1' }));
    expect(again.code).toBe(200);
    expect((await api.menus.remove(again.data.id)).code).toBe(200);
  });

  it('keeps the icon-font classes JNPF\'s client writes, and refuses other markup', async () => {
    const jnpfIcon = await api.menus.create(entry({ systemId: 'sys-main', parentId: '-1', enCode: 'sales.jnpfIcon', urlAddress: 'sales/jnpfIcon', icon: 'icon-ym icon-ym-generator-role' }));
    expect(jnpfIcon.code).toBe(200);
    expect((await api.menus.get(jnpfIcon.data.id)).data.icon).toBe('icon-ym icon-ym-generator-role');
    expect((await api.menus.remove(jnpfIcon.data.id)).code).toBe(200);
    const markup = await api.menus.create(entry({ systemId: 'sys-main', parentId: '-1', enCode: 'sales.badIcon', urlAddress: 'sales/badIcon', icon: 'icon-ym icon-ym-x" onclick="1' }));
    expect(markup.code).toBe(400);
    expect(errorsOf(markup.data)).toContain('icon');
  });

  it('offers directories as parents, without the entry and those below it, under the top node on request', async () => {
    const sub = await api.menus.create(entry({ systemId: appId, parentId: directoryId, type: 1, fullName: '区域', enCode: 'sales.regions' }));
    const all = (await api.menus.selector('0', appId)).data.list;
    expect(all.map((node) => [node.id, node.children.map((child) => child.id)])).toEqual([[directoryId, [sub.data.id]]]);
    expect((await api.menus.selector(directoryId, appId)).data.list).toEqual([]);
    const top = (await api.menus.selector(sub.data.id, appId, true)).data.list;
    expect(top).toEqual([expect.objectContaining({ id: '-1', fullName: '顶级节点', children: [expect.objectContaining({ id: directoryId, children: [] })] })]);
    // A directory cannot move below itself, nor become a page while it holds entries.
    await refused(() => api.menus.update(directoryId, entry({ systemId: appId, type: 1, parentId: sub.data.id, fullName: '销售管理', enCode: 'sales' })), '上级不能是菜单自身或其下级', 'parentId');
    await refused(() => api.menus.update(directoryId, entry({ systemId: appId, type: 1, parentId: directoryId, fullName: '销售管理', enCode: 'sales' })), '上级不能是菜单自身或其下级', 'parentId');
    await refused(() => api.menus.update(directoryId, entry({ systemId: appId, type: 2, fullName: '销售管理', enCode: 'sales.home', urlAddress: 'sales/home' })), '有子菜单的目录不能改为其他类型', 'type');
    await refused(() => api.menus.update(pageId, entry({ systemId: 'sys-main', parentId: '-1' })), '菜单不能移到其他应用', 'systemId');
    await refused(() => api.menus.remove(directoryId), '该菜单下有子菜单，不能删除');
    expect((await api.menus.remove(sub.data.id)).code).toBe(200);
  });

  it('lets a built-in entry change name, icon, order and state only, and never deletes it', async () => {
    const area = (await api.menus.get('menu-area')).data;
    const same = { parentId: area.parentId, systemId: area.systemId, enCode: area.enCode, type: area.type, urlAddress: area.urlAddress, icon: 'GlobalOutlined', fullName: '区域', sortCode: 9, enabledMark: 1 as const };
    expect((await api.menus.update('menu-area', same)).code).toBe(200);
    expect((await api.menus.get('menu-area')).data).toMatchObject({ fullName: '区域', icon: 'GlobalOutlined', sortCode: 9 });
    const fixed = '系统内置菜单的上级、编码、类型和地址不能修改';
    await refused(() => api.menus.update('menu-area', { ...same, parentId: '-1' }), fixed);
    await refused(() => api.menus.update('menu-area', { ...same, enCode: 'system.areas', urlAddress: 'system/areas' }), fixed);
    await refused(() => api.menus.update('menu-area', { ...same, type: 7, urlAddress: 'https://example.com', linkTarget: '_self' }), fixed);
    await refused(() => api.menus.remove('menu-area'), '系统内置菜单不能删除，可以禁用');
    await api.menus.update('menu-area', { ...same, fullName: area.fullName, icon: area.icon, sortCode: area.sortCode });
  });

  it('exports an entry with what it offers, as a one-use link', async () => {
    // The demo's purchase requests: a released model's entry, its buttons as the model's list asks.
    const exported = await api.menus.export('menu-purchase');
    expect(exported).toMatchObject({ code: 200, data: { name: 'demo.purchaseRequest.json' } });
    const file = (await (await fetch(server.baseUrl + exported.data.url)).json()) as { enCode: string; buttons: { en_code: string }[]; schemes: unknown[] };
    expect(file.enCode).toBe('demo.purchaseRequest');
    expect(file.buttons.map((b) => b.en_code)).toEqual(['btn_add', 'btn_download', 'btn_upload', 'btn_batchRemove', 'btn_edit', 'btn_detail', 'btn_remove']);
    expect(file.schemes).toHaveLength(3);
  });
});

describe('buttons, columns and form fields', () => {
  it('lists an entry\'s buttons, the built-in ones marked', async () => {
    const { data } = await api.buttons.list('menu-area');
    expect(data.list.map((b) => [b.enCode, b.isMain])).toEqual([['btn_add', 1], ['btn_edit', 1], ['btn_remove', 1]]);
  });

  it('adds, changes and deletes a button, with its grants', async () => {
    const created = await api.buttons.create({ moduleId: pageId, parentId: '-1', fullName: '审核', enCode: 'btn_audit', sortCode: 1, enabledMark: 1 });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await api.buttons.update(created.data.id, { moduleId: pageId, fullName: '审批', enCode: 'btn_approve', sortCode: 2, enabledMark: 0 })).code).toBe(200);
    expect((await api.buttons.get(created.data.id)).data).toMatchObject({ fullName: '审批', enCode: 'btn_approve', enabledMark: 0, parentId: '-1', isMain: 0 });
    await db().insertInto('base_authorize').values({ id: 'grant-approve', item_type: 'button', item_id: created.data.id, object_type: 'User', object_id: 'someone' }).execute();
    expect((await api.buttons.remove(created.data.id)).code).toBe(200);
    expect(await db().selectFrom('base_authorize').select('id').where('id', '=', 'grant-approve').execute()).toEqual([]);
  });

  it.each([
    [{ enCode: 'btn add' }, '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头', 'enCode'],
    [{ enCode: 'btn_add' }, '该菜单下按钮编码已存在', 'enCode'],
    [{ parentId: 'menu-area-btn-add' }, '按钮只有一级，上级只能是顶级节点', 'parentId'],
    [{ moduleId: 'menu-systemdata' }, '只有页面、功能和字典菜单可设置按钮、列表、表单和数据权限', 'moduleId'],
    [{ moduleId: 'nowhere' }, '所属菜单不存在', 'moduleId'],
    [{ fullName: '' }, '请输入名称', 'fullName'],
  ])('refuses a button with %j', async (overrides, msg, field) => {
    await refused(() => api.buttons.create({ moduleId: 'menu-area', parentId: '-1', fullName: '打印', enCode: 'btn_print', sortCode: 0, enabledMark: 1, ...overrides }), msg, field);
  });

  it('keeps a built-in button\'s code and never deletes it', async () => {
    await refused(() => api.buttons.update('menu-area-btn-add', { moduleId: 'menu-area', fullName: '新建', enCode: 'btn_create', sortCode: 1, enabledMark: 1 }), '系统内置按钮的编码不能修改', 'enCode');
    await refused(() => api.buttons.remove('menu-area-btn-add'), '系统内置按钮不能删除，可以禁用');
    expect((await api.buttons.get('missing')).code).toBe(404);
  });

  it.each([
    ['columns', 'columnJson'],
    ['forms', 'formJson'],
  ] as const)('manages %s one by one and in a batch, all or none', async (kind, listKey) => {
    const items = api[kind];
    const one = await items.create({ moduleId: pageId, enCode: 'customerName', fullName: '客户名称', bindTable: 'sales_order', sortCode: 1, enabledMark: 1 });
    expect(one.code).toBe(200);
    // JNPF's batch form writes empty values as null.
    const batch = await admin.call<{ ids: string[] }>('POST', `/api/system/${kind === 'columns' ? 'ModuleColumn' : 'ModuleForm'}/Actions/Batch`, {
      moduleId: pageId,
      [listKey]: [
        { fullName: '金额', enCode: 'amount', bindTable: 'sales_order', fieldRule: 0, childTableKey: null },
        { fullName: '明细名称', enCode: 'tableField107-name', bindTable: null },
      ],
    });
    expect(batch).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await items.list(pageId)).data.list.map((item) => item.enCode)).toEqual(['amount', 'tableField107-name', 'customerName']);
    await refused(() => items.batch(pageId, [{ enCode: 'paid', fullName: '已付' }, { enCode: 'amount', fullName: '金额' }]), '该菜单下字段名称已存在：amount', `${listKey}/1/enCode`);
    await refused(() => items.batch(pageId, [{ enCode: 'x1', fullName: '一' }, { enCode: 'x1', fullName: '二' }]), '该菜单下字段名称已存在：x1', `${listKey}/1/enCode`);
    await refused(() => items.batch(pageId, []), '请输入字段JSON');
    await refused(() => items.batch(pageId, [{ enCode: '1x', fullName: '一' }]), '字段名称只能输入英文、数字、下划线、小数点和短横线，且以字母或下划线开头', `${listKey}/0/enCode`);
    await refused(() => items.create({ moduleId: pageId, enCode: 'sub', fullName: '子表', fieldRule: 2 }), '只支持主表规则的字段', 'fieldRule');
    await refused(() => items.create({ moduleId: pageId, enCode: 'amount', fullName: '重复' }), '该菜单下字段名称已存在：amount', 'enCode');
    expect((await items.update(one.data.id, { moduleId: pageId, enCode: 'customer', fullName: '客户', description: '下单客户' })).code).toBe(200);
    expect((await items.get(one.data.id)).data).toMatchObject({ enCode: 'customer', description: '下单客户', bindTable: '', fieldRule: 0 });
    expect((await items.remove(one.data.id)).code).toBe(200);
    expect((await items.get(one.data.id)).code).toBe(404);
  });
});

describe('data fields and schemes', () => {
  // The demo's purchase requests: a released model's entry, whose fields the seed added as the 数据权限 screen adds them.
  const purchase = 'menu-purchase';
  const rule = (field: string, op: string, value: unknown) => JSON.stringify([{ logic: 'and', groups: [{ field, op, value }] }]);
  const scheme = (conditionJson: string, overrides: Record<string, unknown> = {}) => ({ moduleId: purchase, enCode: 'bigOnes', fullName: '大额申请', conditionJson, sortCode: 5, enabledMark: 1 as const, ...overrides });

  it('lists the fields the entry\'s routes declare, read-only, with what each allows', async () => {
    const { data } = await api.dataFields.list('menu-users');
    expect(data.list.map((f) => [f.enCode, f.fieldType, f.declared])).toEqual([
      ['id', 'user', true],
      ['creatorUserId', 'user', true],
      ['managerId', 'user', true],
      ['organizeId', 'organize', true],
      ['account', 'text', true],
      ['realName', 'text', true],
      ['gender', 'number', true],
      ['enabledMark', 'number', true],
      ['creatorTime', 'date', true],
    ]);
    expect(data.list[1]).toMatchObject({
      fullName: '创建人',
      conditionSymbol: '==,<>,in,notIn',
      conditionSymbolName: '等于,不等于,包含,不包含',
      conditionText: 'userSelect',
      isMain: 1,
    });
    await refused(
      () => api.dataFields.update(data.list[1].id, { moduleId: 'menu-users', enCode: 'creatorUserId', fullName: '人', fieldType: 'user' }),
      '该字段由程序声明，不能修改或删除',
    );
    await refused(() => api.dataFields.remove(data.list[1].id), '该字段由程序声明，不能修改或删除');
  });

  it('lists a model entry\'s fields as added ones, each of the kind the model gives it', async () => {
    const { data } = await api.dataFields.list(purchase);
    expect(data.list.map((f) => [f.enCode, f.fullName, f.fieldType, f.declared])).toEqual([
      ['creatorUserId', '创建人', 'user', false],
      ['creatorTime', '创建时间', 'date', false],
      ['total', '合计金额', 'number', false],
      ['category', '采购类别', 'text', false],
    ]);
    expect(data.list[0]).toMatchObject({ conditionSymbol: '==,<>,in,notIn', conditionText: 'userSelect', isMain: 0 });
  });

  it('refuses an added field the entry\'s table lacks, from Kiln\'s form or JNPF\'s, and a code the entry has', async () => {
    // A field no scheme could test would turn into "no rows": the entry's fields are the ones its table has.
    const budget = { moduleId: purchase, enCode: 'budget', fullName: '预算', fieldType: 'number' } as const;
    await refused(() => api.dataFields.create(budget), '该菜单的数据没有字段“budget”，不能用于数据权限', 'enCode');
    // JNPF's field form sends a column type and a value input instead of a kind.
    const jnpf = await admin.call<{ id: string }>('POST', '/api/system/ModuleDataAuthorize', { moduleId: purchase, enCode: 'deptId', fullName: '部门', type: 'varchar', conditionText: '@organizeId', conditionSymbol: ['==', 'in'], fieldRule: 0, bindTable: 'demo_purchase' });
    expect(jnpf.code).toBe(400);
    await refused(() => api.dataFields.create({ moduleId: purchase, enCode: 'total', fullName: '合计', fieldType: 'number' }), '该菜单下字段名称已存在：total', 'enCode');
    await refused(() => api.dataFields.create({ moduleId: purchase, enCode: 'a.b', fullName: '点' }), '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头', 'enCode');
  });

  it('saves a scheme that names the entry\'s fields, with its condition in words', async () => {
    const condition = [
      { logic: 'and', groups: [{ field: 'total', op: 'GreaterThan', value: 1000 }, { field: 'creatorUserId', op: 'Equal', value: '@userId' }] },
      { logic: 'or', groups: [{ field: 'category', op: 'Equal', value: 'office' }] },
    ];
    const created = await api.schemes.create(scheme(JSON.stringify(condition)));
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const read = (await api.schemes.get(created.data.id)).data;
    expect(read).toMatchObject({ enCode: 'bigOnes', allData: 0, isMain: 0, conditionText: expect.stringContaining('【合计金额 大于 1000 and 创建人 等于 当前用户】') });
  });

  it('reads JNPF\'s scheme editor as it sends it (symbols, field ids, the variable in conditionText)', async () => {
    const fields = (await api.dataFields.list(purchase)).data.list;
    const creator = fields.find((f) => f.enCode === 'creatorUserId')!;
    const conditionJson = JSON.stringify([{ logic: 'and', groups: [{ id: creator.id, field: 'creatorUserId', type: 'varchar', op: 'in', value: '', conditionText: '@userAndSubordinates', bindTable: '' }] }]);
    const created = await admin.call<{ id: string }>('POST', '/api/system/ModuleDataAuthorizeScheme', { id: '', moduleId: purchase, enCode: 'jnpfTeam', fullName: '团队', conditionJson, conditionText: '(ignored)', matchLogic: 'and' });
    expect(created.code).toBe(200);
    expect((await api.schemes.get(created.data.id)).data).toMatchObject({ conditionJson, conditionText: '【创建人 包含 当前用户及下属】' });
  });

  it.each([
    [rule('nope', 'Equal', 'x'), '字段“nope”不是该菜单的数据字段'],
    [rule('total', 'between', [1, 2]), '不支持的条件符号：between'],
    [rule('total', 'null', ''), '不支持的条件符号：null'],
    [rule('category', 'Equal', '@userId'), '“当前用户”只能用于用户或组织字段'],
    [rule('creatorUserId', 'GreaterThan', 'x'), '字段“创建人”不能用“大于”比较'],
    [rule('total', 'Included', '10'), '字段“合计金额”不能用“包含”比较'],
    [rule('creatorUserId', 'LessThan', '@userId'), '当前用户或组织只能用等于、不等于、包含或不包含比较'],
    [rule('total', 'Equal', ''), '方案内条件配置不完整，请检查条件内容'],
    [JSON.stringify([{ logic: 'xor', groups: [{ field: 'total', op: 'Equal', value: 1 }] }]), '条件之间只能是and或or'],
    [JSON.stringify([{ logic: 'and', groups: [] }]), '方案内条件配置不完整，请检查条件内容'],
    ['[]', '请设置过滤条件'],
    ['', '请设置过滤条件'],
    ['{not json', '方案内条件配置不完整，请检查条件内容'],
  ])('refuses the condition %s', async (conditionJson, msg) => {
    await refused(() => api.schemes.create(scheme(conditionJson, { enCode: 'broken' })), msg, 'conditionJson');
  });

  it('refuses a repeated code, groups joined by or, and a scheme on an entry without data', async () => {
    await refused(() => api.schemes.create(scheme(rule('total', 'Equal', 1))), '该菜单下方案编码已存在', 'enCode');
    await refused(() => api.schemes.create(scheme(rule('total', 'Equal', 1), { enCode: 'orJoined', matchLogic: 'or' })), '分组之间只能是and', 'matchLogic');
    await refused(() => api.schemes.create(scheme(rule('total', 'Equal', 1), { enCode: 'onDirectory', moduleId: 'menu-demo' })), '只有页面、功能和字典菜单可设置按钮、列表、表单和数据权限', 'moduleId');
  });

  it('adds an every-row scheme as JNPF\'s 常用方案 does, and keeps the module\'s own schemes', async () => {
    const all = await api.schemes.create({ moduleId: purchase, enCode: 'jnpf_alldata', fullName: '全部数据', allData: 1 });
    expect(all.code).toBe(200);
    expect((await api.schemes.get(all.data.id)).data).toMatchObject({ allData: 1, conditionJson: '[]', conditionText: '全部数据' });
    const listed = (await api.schemes.list(purchase)).data.list;
    // The module's schemes were stored without words; the list writes them out.
    expect(listed.find((s) => s.id === 'menu-purchase-scheme-own')).toMatchObject({ isMain: 1, conditionText: '【创建人 等于 当前用户】' });
    await refused(() => api.schemes.remove('menu-purchase-scheme-own'), '系统内置方案不能删除，可以禁用');
    await db().insertInto('base_authorize').values({ id: 'grant-all', item_type: 'resource', item_id: all.data.id, object_type: 'User', object_id: 'someone' }).execute();
    expect((await api.schemes.remove(all.data.id)).code).toBe(200);
    expect(await db().selectFrom('base_authorize').select('id').where('id', '=', 'grant-all').execute()).toEqual([]);
    expect((await api.schemes.get(all.data.id)).code).toBe(404);
  });
});

describe('what members may use follows every change at once', () => {
  const purchase = 'menu-purchase';
  const memberId = async () => (await db().selectFrom('base_user').select('id').where('account', '=', 'liuyang').executeTakeFirstOrThrow()).id;
  const grantToMember = async (items: [string, string][]) => {
    const userId = await memberId();
    await db()
      .insertInto('base_authorize')
      .values(items.map(([itemType, itemId], index) => ({ id: `member-grant-${itemId}-${index}`, item_type: itemType as 'module', item_id: itemId, object_type: 'User' as const, object_id: userId })))
      .execute();
    await server.app.kiln.grants.changed();
  };
  const memberButtons = async () => (await member.oauth.currentUser()).data.permissionList.find((p) => p.modelId === purchase)?.button.map((b) => b.enCode) ?? [];
  /** The demo's purchase requests: the runtime's routes of the released model the entry opens. */
  const records = async () => {
    const model = await db().selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
    return `/api/visualdev/OnlineDev/${model.id}`;
  };
  const memberList = async () => member.call<Paged<{ title: string }>>('POST', `${await records()}/List`, { currentPage: 1, pageSize: 100, menuId: purchase });
  const memberRows = async () => (await memberList()).data;

  it('takes a disabled button away from a member, and gives it back when enabled', async () => {
    // A released model's entry numbers its buttons itself.
    const addButton = (
      await db().selectFrom('base_module_button').select('id').where('module_id', '=', purchase).where('en_code', '=', 'btn_add').executeTakeFirstOrThrow()
    ).id;
    const button = (enabledMark: 0 | 1) => api.buttons.update(addButton, { moduleId: purchase, fullName: '新建', enCode: 'btn_add', sortCode: 1, enabledMark });
    // An empty record is refused for its content, so the member passed the button check.
    const tryAdd = async () => (await member.call('POST', await records(), { data: '{}', menuId: purchase })).code;
    expect(await tryAdd()).toBe(400);
    expect(await memberButtons()).toContain('btn_add');
    expect((await button(0)).code).toBe(200);
    expect(await tryAdd()).toBe(403);
    expect(await memberButtons()).not.toContain('btn_add');
    await button(1);
    expect(await tryAdd()).toBe(400);
  });

  it('shows a member nothing once their only scheme is disabled, and their own rows again when it is enabled', async () => {
    const own = (await api.schemes.get(`${purchase}-scheme-own`)).data;
    const toggle = (enabledMark: 0 | 1) => api.schemes.update(own.id, { ...own, enabledMark });
    const items = [{ name: '纸', quantity: 1, price: 1, amount: 1 }];
    const values = { title: '打印纸', applyDate: Date.UTC(2026, 10, 1), category: '', urgent: 0, items, total: 1 };
    const added = await member.call('POST', await records(), { data: JSON.stringify(values), menuId: purchase });
    expect(added.code).toBe(200);
    expect((await memberRows()).list.map((row) => row.title)).toEqual(['打印纸']);
    expect((await toggle(0)).code).toBe(200);
    expect((await memberRows()).pagination.total).toBe(0);
    await toggle(1);
    expect((await memberRows()).list.map((row) => row.title)).toEqual(['打印纸']);
  });

  it('refuses a disabled menu entry\'s routes to a member and leaves it out of their menu', async () => {
    const menu = (await api.menus.get(purchase)).data;
    const setState = (enabledMark: 0 | 1) => api.menus.update(purchase, { ...menu, enabledMark });
    expect((await memberList()).code).toBe(200);
    expect((await setState(0)).code).toBe(200);
    expect((await memberList()).code).toBe(403);
    expect(flat((await member.oauth.currentUser()).data.menuList as unknown as MenuNode[]).map((m) => m.enCode)).not.toContain('demo.purchaseRequest');
    await setState(1);
    expect((await memberList()).code).toBe(200);
  });

  it('drops an application and its entries from a member\'s menu, and deletes entries and applications with their grants', async () => {
    const button = await api.buttons.create({ moduleId: pageId, fullName: '审核', enCode: 'btn_audit', sortCode: 1, enabledMark: 1 });
    await grantToMember([['system', appId], ['module', directoryId], ['module', pageId], ['button', button.data.id]]);
    const apps = async () => (await member.oauth.currentUser()).data.routerList.map((node) => node.id);
    expect(await apps()).toContain(appId);
    const app = (await api.systems.get(appId)).data;
    // What the access check asks of every guarded route: the page is usable while its application is enabled.
    const mayUsePage = async () => server.app.kiln.grants.mayUse(await memberId(), 'sales.orders');
    expect(await mayUsePage()).toBe(true);
    expect((await api.systems.update(appId, { ...app, enabledMark: 0 })).code).toBe(200);
    expect(await apps()).not.toContain(appId);
    expect(await mayUsePage()).toBe(false);
    await api.systems.update(appId, { ...app, enabledMark: 1 });
    expect(await mayUsePage()).toBe(true);

    await refused(() => api.systems.remove(appId), '该应用下有菜单，请先删除其菜单');
    expect((await api.menus.remove(pageId)).code).toBe(200);
    expect(await db().selectFrom('base_module_button').select('id').where('module_id', '=', pageId).execute()).toEqual([]);
    const left = await db().selectFrom('base_authorize').select('item_id').where('item_id', 'in', [pageId, button.data.id]).execute();
    expect(left).toEqual([]);
    for (const node of flat((await api.menus.tree(appId)).data.list).reverse()) expect((await api.menus.remove(node.id)).code).toBe(200);
    expect((await api.systems.remove(appId)).code).toBe(200);
    expect(await db().selectFrom('base_authorize').select('id').where('item_id', '=', appId).execute()).toEqual([]);
    expect((await api.systems.get(appId)).code).toBe(404);
  });

  it('refuses every screen call to a member without the 系统菜单 grant, and its changes to one without its buttons', async () => {
    const memberApi = menuApi(member.call);
    const reads = [
      () => memberApi.systems.list(),
      () => memberApi.systems.get('sys-main'),
      () => memberApi.menus.tree('sys-main'),
      () => memberApi.menus.selector('0', 'sys-main'),
      () => memberApi.menus.get('menu-area'),
      () => memberApi.menus.export('menu-area'),
      () => memberApi.buttons.list('menu-area'),
      () => memberApi.columns.list('menu-area'),
      () => memberApi.forms.list('menu-area'),
      () => memberApi.dataFields.list(purchase),
      () => memberApi.schemes.list(purchase),
    ];
    const writes = [
      () => memberApi.systems.create({ fullName: '偷偷', enCode: 'sneaky', icon: 'ShopOutlined', sortCode: 0, enabledMark: 1 }),
      () => memberApi.menus.create(entry({ enCode: 'sneaky.page', urlAddress: 'sneaky/page' })),
      () => memberApi.menus.remove('menu-area'),
      () => memberApi.buttons.create({ moduleId: 'menu-area', fullName: '偷偷', enCode: 'btn_sneaky', sortCode: 0, enabledMark: 1 }),
      () => memberApi.columns.batch('menu-area', [{ enCode: 'sneaky', fullName: '偷偷' }]),
      () => memberApi.dataFields.create({ moduleId: purchase, enCode: 'sneaky', fullName: '偷偷', fieldType: 'text' }),
      () => memberApi.schemes.update(`${purchase}-scheme-own`, { moduleId: purchase, enCode: 'own', fullName: '全部', allData: 1 }),
    ];
    const before = await counts();
    for (const call of [...reads, ...writes]) expect((await call()).code).toBe(403);
    await grantToMember([['module', 'menu-system'], ['module', 'menu-system-menu']]);
    for (const call of reads) expect((await call()).code).toBe(200);
    for (const call of writes) expect((await call()).code).toBe(403);
    const after = await counts();
    expect(after).toEqual({ ...before, base_authorize: before.base_authorize + 2 });
  });
});

// Dictionaries (spec 02 §2.1–2.3, §3.1, §4, §5.1–5.2, §7.1): categories, items,
// reserved categories, the .bdd export and import, and who may change what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryApi, type DictionaryItem, type DictionaryType } from '@core/api/dictionary';
import { adminPassword, memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof dictionaryApi>;

beforeAll(async () => {
  server = await startServer();
  admin = server.client();
  await admin.signIn('admin', adminPassword);
  api = dictionaryApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

const category = (overrides: Record<string, unknown> = {}) => ({ parentId: '1', fullName: '客户等级', enCode: 'customerLevel', isTree: 0, sortCode: 1, description: '', ...overrides }) as never;
const item = (typeId: string, overrides: Record<string, unknown> = {}) => ({ dictionaryTypeId: typeId, parentId: '0', fullName: '金牌', enCode: 'gold', sortCode: 1, enabledMark: 1, description: '', ...overrides }) as never;
const count = async (table: 'base_dictionary_type' | 'base_dictionary_data') =>
  Number((await server.app.kiln.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('dictionary categories', () => {
  it('lists the reserved categories 0 and 1 as roots, with the seeded ones below', async () => {
    const { data } = await api.types();
    expect(data.list.map((t) => t.id)).toEqual(['0', '1']);
    expect(data.list[0].children?.map((t) => t.enCode)).toEqual(expect.arrayContaining(['msgSourceType', 'sex']));
  });

  it('creates a category and reads it back', async () => {
    const created = await api.createType(category());
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await api.type(created.data.id)).data).toMatchObject({ fullName: '客户等级', enCode: 'customerLevel', parentId: '1', isTree: 0 });
  });

  it.each([
    [{ fullName: '' }, '请输入名称'],
    [{ fullName: undefined }, '请输入名称'],
    [{ fullName: '客户$等级' }, '名称不能含有特殊符号'],
    [{ fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ enCode: '' }, '请输入编码'],
    [{ enCode: '.level' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ enCode: 'a'.repeat(51) }, '编码最多为50个字符！'],
    [{ parentId: '' }, '上级菜单不能为空'],
    [{ sortCode: 1000000 }, '排序只能是0-999999之间的整数'],
    [{ parentId: 'no-such-parent' }, '上级不存在'],
  ])('refuses %j with the form message and writes nothing', async (overrides, message) => {
    const before = await count('base_dictionary_type');
    const result = await api.createType(category({ enCode: 'freshCode', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect(await count('base_dictionary_type')).toBe(before);
  });

  it('gives the same rule message in English', async () => {
    const english = dictionaryApi(server.client({ token: admin.token, language: 'en' }).call);
    expect((await english.createType(category({ fullName: '' }))).msg).toBe('Please enter a name');
  });

  it('refuses a code that is taken', async () => {
    expect((await api.createType(category({ fullName: '别的' }))).msg).toBe('编码已存在');
  });

  it('keeps the tree switch when editing and refuses a parent below itself', async () => {
    const parent = await api.createType(category({ fullName: '地区分级', enCode: 'regionLevel', isTree: 1 }));
    const child = await api.createType(category({ fullName: '地区子级', enCode: 'regionChild', parentId: parent.data.id }));
    expect((await api.updateType(parent.data.id, category({ fullName: '地区分级', enCode: 'regionLevel', isTree: 0 }))).code).toBe(200);
    expect((await api.type(parent.data.id)).data.isTree).toBe(1);
    const cycle = await api.updateType(parent.data.id, category({ fullName: '地区分级', enCode: 'regionLevel', parentId: child.data.id }));
    expect(cycle.msg).toBe('上级不能是自己或自己的下级');
    const selector = flatten((await api.typeSelector(parent.data.id)).data.list);
    expect(selector.some((t: DictionaryType) => t.id === parent.data.id || t.id === child.data.id)).toBe(false);
    expect((await api.deleteType(parent.data.id)).msg).toBe('该分类下有子分类，不能删除');
  });

  it('refuses to change or delete the reserved categories', async () => {
    expect((await api.updateType('0', category({ enCode: 'x0' }))).msg).toBe('系统保留分类，不能修改或删除');
    expect((await api.deleteType('1')).msg).toBe('系统保留分类，不能修改或删除');
  });
});

describe('dictionary items', () => {
  let typeId: string;
  beforeAll(async () => {
    typeId = (await api.createType(category({ fullName: '产品线', enCode: 'productLine', isTree: 1 }))).data.id;
  });

  it('refuses items in the reserved categories', async () => {
    expect((await api.createItem(item('0'))).msg).toBe('该分类不能添加字典数据');
  });

  it('builds a tree of items and names the top node in the parent choices', async () => {
    const hardware = await api.createItem(item(typeId, { fullName: '硬件', enCode: 'hw' }));
    await api.createItem(item(typeId, { fullName: '服务器', enCode: 'hw.server', parentId: hardware.data.id, sortCode: 2 }));
    await api.createItem(item(typeId, { fullName: '存储', enCode: 'hw.storage', parentId: hardware.data.id, sortCode: 1 }));
    const { data } = await api.items(typeId);
    expect(data.list.map((i) => i.enCode)).toEqual(['hw']);
    expect(data.list[0].children?.map((i) => i.enCode)).toEqual(['hw.storage', 'hw.server']);
    const choices = (await api.parentSelector(typeId, hardware.data.id)).data.list;
    // JNPF's client shows the category itself as the root of the parent choices.
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ id: typeId, fullName: '产品线' });
    expect(choices[0].children).toEqual([]);
  });

  it('stores a parent equal to the category as the top level', async () => {
    const created = await api.createItem(item(typeId, { fullName: '软件', enCode: 'sw', parentId: typeId }));
    expect((await api.item(created.data.id)).data.parentId).toBe('0');
  });

  it('refuses a taken code or name within the category, and bad input, writing nothing', async () => {
    const before = await count('base_dictionary_data');
    expect((await api.createItem(item(typeId, { fullName: '其他', enCode: 'hw' }))).msg).toBe('编码已存在');
    expect((await api.createItem(item(typeId, { fullName: '硬件', enCode: 'other' }))).msg).toBe('名称已存在');
    expect((await api.createItem(item(typeId, { fullName: '名'.repeat(51) }))).msg).toBe('字典名称最多为50个字符！');
    expect((await api.createItem(item(typeId, { enCode: 'c'.repeat(51) }))).msg).toBe('字典编码最多为50个字符！');
    expect((await api.createItem(item(typeId, { parentId: '' }))).msg).toBe('请选择');
    expect(await count('base_dictionary_data')).toBe(before);
  });

  it('searches by name or code, taking % literally', async () => {
    expect((await api.items(typeId, { keyword: '存' })).data.list.map((i) => i.enCode)).toEqual(['hw.storage']);
    expect((await api.items(typeId, { keyword: 'HW.S' })).data.list.map((i) => i.enCode).sort()).toEqual(['hw.server', 'hw.storage']);
    expect((await api.items(typeId, { keyword: '%' })).data.list).toEqual([]);
  });

  it('disables an item, which then leaves the selectors and the cache', async () => {
    const storage = flatten((await api.items(typeId)).data.list).find((i: DictionaryItem) => i.enCode === 'hw.storage')!;
    expect((await api.toggleItem(storage.id)).data.enabledMark).toBe(0);
    const selector = flatten((await api.dataSelector('productLine')).data.list);
    expect(selector.map((i: DictionaryItem) => i.enCode)).not.toContain('hw.storage');
    const cached = (await api.all()).data.list.find((d) => d.enCode === 'productLine')!;
    expect(flatten(cached.dictionaryList).map((i) => i.enCode)).not.toContain('hw.storage');
    expect((await api.toggleItem(storage.id)).data.enabledMark).toBe(1);
  });

  it('reads a category\'s items by its code, as widgets do', async () => {
    expect((await api.items('msgSourceType')).data.list.map((i) => i.enCode)).toEqual(['1', '2', '3', '4']);
  });

  it('refuses to delete an item with children, or a category with items', async () => {
    const hardware = (await api.items(typeId)).data.list.find((i) => i.enCode === 'hw')!;
    expect((await api.deleteItem(hardware.id)).msg).toBe('该字典下有子数据，不能删除');
    expect((await api.deleteType(typeId)).msg).toBe('该分类下有字典数据，不能删除');
  });

  it('moves an item under another without letting it go below itself', async () => {
    const all = flatten((await api.items(typeId)).data.list);
    const hardware = all.find((i: DictionaryItem) => i.enCode === 'hw')!;
    const server = all.find((i: DictionaryItem) => i.enCode === 'hw.server')!;
    const cycle = await api.updateItem(hardware.id, item(typeId, { fullName: '硬件', enCode: 'hw', parentId: server.id }));
    expect(cycle.msg).toBe('上级不能是自己或自己的下级');
    expect((await api.updateItem(server.id, item(typeId, { fullName: '服务器', enCode: 'hw.server', parentId: '0' }))).code).toBe(200);
  });
});

/** Uploads a file to the import, as JNPF's client does (multipart field `file`, only the token header). */
const upload = (name: string, content: string, path = '/api/system/DictionaryData/Action/Import') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/json' }), name);
  return admin.raw('POST', path, { body: form }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { id: string } }>);
};

const bdd = (enCode: string, items: { enCode: string; fullName: string; parentEnCode?: string | null; sortCode?: number }[], isTree = 0) =>
  JSON.stringify({ format: 'kiln.dictionary', version: 1, category: { enCode, fullName: enCode, isTree, parentEnCode: null, category: '1' }, items });

/** Reads an export's link as a browser would: no token, just the URL. */
async function download(url: string): Promise<Response> {
  return fetch(server.baseUrl + url);
}

describe('large categories', () => {
  let typeId: string;
  const idOf = async (code: string) => (await api.itemPage('bigDictionary', { currentPage: 1, keyword: code })).data.list.find((i) => i.enCode === code)!.id;

  it('pages the items in SQL when a page is asked for, with keyword search', async () => {
    const items = Array.from({ length: 45 }, (_, i) => ({ enCode: `code${i}`, fullName: `条目${i}`, sortCode: i }));
    typeId = (await upload('bigDictionary.bdd', bdd('bigDictionary', items))).data.id;
    const third = await api.itemPage('bigDictionary', { currentPage: 3, pageSize: 20 });
    expect(third.data.pagination).toEqual({ currentPage: 3, pageSize: 20, total: 45 });
    expect(third.data.list.map((i) => i.enCode)).toEqual(['code40', 'code41', 'code42', 'code43', 'code44']);
    const found = await api.itemPage('bigDictionary', { currentPage: 1, pageSize: 20, keyword: 'code4' });
    expect(found.data.pagination.total).toBe(6);
  });

  it('keeps the search index in step with changes', async () => {
    const code44 = await idOf('code44');
    expect((await api.updateItem(code44, item(typeId, { fullName: '新名字条目', enCode: 'code44' }))).code).toBe(200);
    expect((await api.itemPage('bigDictionary', { currentPage: 1, keyword: '新名字' })).data.list.map((i) => i.id)).toEqual([code44]);
    expect((await api.itemPage('bigDictionary', { currentPage: 1, keyword: '条目44' })).data.list).toEqual([]);
    expect((await api.deleteItem(await idOf('code43'))).code).toBe(200);
    expect((await api.itemPage('bigDictionary', { currentPage: 1, keyword: 'code43' })).data.list).toEqual([]);
    expect((await api.itemPage('bigDictionary', { currentPage: 1, keyword: 'CODE4' })).data.pagination.total).toBe(5);
  });

  it('pages one level of a tree category at a time, each row saying whether it opens', async () => {
    const items = [
      { enCode: 'north', fullName: '北区' },
      { enCode: 'north.a', fullName: '北一', parentEnCode: 'north' },
      { enCode: 'north.b', fullName: '北二', parentEnCode: 'north' },
      { enCode: 'south', fullName: '南区' },
    ];
    await upload('regions.bdd', bdd('regions', items, 1));
    const top = await api.itemPage('regions', { currentPage: 1, pageSize: 20 });
    expect(top.data.list.map((i) => [i.enCode, i.hasChildren])).toEqual([['north', true], ['south', false]]);
    const children = await api.items('regions', { parentId: top.data.list[0].id });
    expect(children.data.list.map((i) => i.enCode)).toEqual(['north.a', 'north.b']);
  });
});

describe('.bdd export and import', () => {
  it('exports a category with its items and imports it back whole', async () => {
    const typeId = (await api.createType(category({ fullName: '付款方式', enCode: 'payMethod', isTree: 1 }))).data.id;
    const card = await api.createItem(item(typeId, { fullName: '银行卡', enCode: 'card' }));
    await api.createItem(item(typeId, { fullName: '信用卡', enCode: 'card.credit', parentId: card.data.id }));
    const exported = await api.exportType(typeId);
    expect(exported.data.name).toBe('payMethod.bdd');
    expect(exported.data.url).toMatch(/^\/api\/file\/Download\/export\/\d+\?ticket=[\w-]+$/);
    const response = await download(exported.data.url);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''payMethod.bdd");
    const content = await response.text();
    const file = JSON.parse(content);
    expect(file).toMatchObject({ format: 'kiln.dictionary', version: 1, category: { enCode: 'payMethod', parentEnCode: 'businessDictionary', isTree: 1 } });
    expect(file.items).toHaveLength(2);

    expect(await upload('payMethod.bdd', content, '/api/system/DictionaryData/Actions/Import')).toMatchObject({ code: 400, msg: '分类编码payMethod已存在，不能重复导入' });
    for (const child of flatten((await api.items(typeId)).data.list).reverse()) await api.deleteItem(child.id);
    expect((await api.deleteType(typeId)).code).toBe(200);

    const imported = await upload('payMethod.bdd', content);
    expect(imported).toMatchObject({ code: 200, msg: '导入成功' });
    const again = await api.items('payMethod');
    expect(again.data.list.map((i) => i.enCode)).toEqual(['card']);
    expect(again.data.list[0].children?.map((i) => i.enCode)).toEqual(['card.credit']);
  });

  it('refuses a broken file and writes nothing', async () => {
    const before = [await count('base_dictionary_type'), await count('base_dictionary_data')];
    const cyclic = JSON.stringify({
      format: 'kiln.dictionary',
      version: 1,
      category: { enCode: 'broken', fullName: '坏文件', isTree: 1 },
      items: [
        { enCode: 'a', fullName: 'A', parentEnCode: 'b' },
        { enCode: 'b', fullName: 'B', parentEnCode: 'a' },
      ],
    });
    expect((await upload('broken.bdd', cyclic)).msg).toBe('导入文件不是有效的字典文件：编码a的上级关系构成循环');
    expect((await upload('broken.bdd', '{nope')).msg).toBe('导入文件不是有效的字典文件：内容不是JSON');
    expect((await upload('broken.bdd', JSON.stringify({ format: 'other' }))).msg).toBe('导入文件不是有效的字典文件：文件格式或版本不对');
    expect((await upload('broken.txt', cyclic)).msg).toBe('请上传.bdd格式的文件');
    expect([await count('base_dictionary_type'), await count('base_dictionary_data')]).toEqual(before);
  });
});

describe('who may change dictionaries', () => {
  it('lets any signed-in member read the enabled items forms need, but not manage them without the menu grant', async () => {
    const member = await memberOf(server, 'huchao');
    const memberApi = dictionaryApi(member.call);
    expect((await memberApi.all()).code).toBe(200);
    expect((await member.call('GET', '/api/system/DictionaryData/sex/Data/Selector')).code).toBe(200);
    // The dictionary screen's reads (categories, every item with disabled ones) are management reads.
    expect((await memberApi.items('sex')).code).toBe(403);
    expect((await memberApi.types()).code).toBe(403);
    const refused = await memberApi.createType(category({ enCode: 'memberCode' }));
    expect(refused.code).toBe(403);
  });
});

// Imports that cannot take the server down: deep chains and huge files are
// refused by limits with clear words, every row meets the form's rules, and a
// large file is written whole in one transaction; no list answers a whole large
// category afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryApi, dictionaryLimits } from '@core/api/dictionary';
import { adminPassword, startServer, type TestClient, type TestServer } from './harness';

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

interface Item {
  enCode: string;
  fullName: string;
  parentEnCode?: string | null;
}

const file = (enCode: string, items: Item[], isTree = 1) => JSON.stringify({ format: 'kiln.dictionary', version: 1, category: { enCode, fullName: enCode, isTree, category: '1' }, items });

async function upload(name: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await admin.raw('POST', '/api/system/DictionaryData/Action/Import', { body: form });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: { id: string } }) };
}

const counts = async () => {
  const db = server.app.kiln.db;
  const n = async (table: 'base_dictionary_type' | 'base_dictionary_data') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return [await n('base_dictionary_type'), await n('base_dictionary_data')];
};

const chain = (length: number): Item[] => Array.from({ length }, (_, i) => ({ enCode: `c${i}`, fullName: `级${i}`, parentEnCode: i === 0 ? null : `c${i - 1}` }));

describe('limits', () => {
  it('refuses a 20,000-deep parent chain by the depth limit, writing nothing', async () => {
    const before = await counts();
    const result = await upload('deep.bdd', file('deepChain', chain(20_000)));
    expect(result.msg).toBe(`导入文件不是有效的字典文件：层级不能超过${dictionaryLimits.maxDepth}级`);
    expect(await counts()).toEqual(before);
    expect((await api.all()).code).toBe(200);
  });

  it('refuses a parent cycle, and a parent that is not in the file instead of putting it at the top', async () => {
    const cycle = [{ enCode: 'a', fullName: 'A', parentEnCode: 'c' }, { enCode: 'b', fullName: 'B', parentEnCode: 'a' }, { enCode: 'c', fullName: 'C', parentEnCode: 'b' }];
    expect((await upload('cycle.bdd', file('cycle', cycle))).msg).toMatch(/^导入文件不是有效的字典文件：编码[abc]的上级关系构成循环$/);
    const orphan = [{ enCode: 'a', fullName: 'A' }, { enCode: 'b', fullName: 'B', parentEnCode: 'missing' }];
    expect((await upload('orphan.bdd', file('orphan', orphan))).msg).toBe('导入文件不是有效的字典文件：第2条数据：上级编码missing不存在');
  });

  it('checks every row with the item form\'s own rules', async () => {
    const long = [{ enCode: 'ok', fullName: '好' }, { enCode: 'long', fullName: '名'.repeat(51) }];
    expect((await upload('long.bdd', file('longName', long))).msg).toBe('导入文件不是有效的字典文件：第2条数据：字典名称最多为50个字符！');
    const empty = [{ enCode: '', fullName: '空编码' }];
    expect((await upload('empty.bdd', file('emptyCode', empty))).msg).toBe('导入文件不是有效的字典文件：第1条数据：请输入编码');
    const control = [{ enCode: 'x', fullName: 'bad\u0007name' }];
    expect((await upload('control.bdd', file('controlName', control))).msg).toBe('导入文件不是有效的字典文件：第1条数据：fullName含有非法字符');
    const duplicate = [{ enCode: 'same', fullName: '一' }, { enCode: 'same', fullName: '二' }];
    expect((await upload('duplicate.bdd', file('duplicateCode', duplicate))).msg).toBe('导入文件不是有效的字典文件：第2条数据：编码已存在');
    const badCategory = JSON.stringify({ format: 'kiln.dictionary', version: 1, category: { enCode: 'bad code', fullName: '坏', isTree: 0 }, items: [] });
    expect((await upload('category.bdd', badCategory)).msg).toBe('导入文件不是有效的字典文件：分类：编码只能输入英文、数字和小数点且小数点不能放在首尾');
  });

  it(`refuses more than ${dictionaryLimits.importMaxItems} items`, async () => {
    const items = Array.from({ length: dictionaryLimits.importMaxItems + 1 }, (_, i) => ({ enCode: `${i}`, fullName: `${i}` }));
    expect((await upload('many.bdd', file('tooMany', items, 0))).msg).toBe(`导入文件不是有效的字典文件：字典数据超过${dictionaryLimits.importMaxItems}条`);
  });

  it('refuses a file over the size limit with HTTP 413 before reading it all (a flat 200,000-item file)', async () => {
    const items = Array.from({ length: 200_000 }, (_, i) => ({ enCode: `code${i}`, fullName: `条目名称${i}` }));
    const content = file('huge', items, 0);
    expect(content.length).toBeGreaterThan(dictionaryLimits.importMaxBytes);
    const result = await upload('huge.bdd', content);
    expect([result.status, result.code, result.msg]).toEqual([413, 413, '请求内容过大']);
  });
});

describe(`a large import (${dictionaryLimits.importMaxItems} items)`, () => {
  it('is written whole, and lists afterwards page it instead of answering it whole', async () => {
    const items = Array.from({ length: dictionaryLimits.importMaxItems }, (_, i) => ({ enCode: `k${i}`, fullName: `项${i}`, parentEnCode: i < 100 ? null : `k${i % 100}` }));
    const result = await upload('large.bdd', file('largeCategory', items));
    expect(result.code).toBe(200);
    const page = await api.itemPage('largeCategory', { currentPage: 1, pageSize: 20 });
    expect(page.data.pagination.total).toBe(100);
    expect(page.data.list.every((item) => item.hasChildren)).toBe(true);
    const unpaged = await api.items('largeCategory');
    expect(unpaged.data.list).toHaveLength(100);
    expect(unpaged.data.list.every((item) => item.parentId === '0' && !item.children)).toBe(true);
    const cached = (await api.all()).data.list.find((dictionary) => dictionary.enCode === 'largeCategory')!;
    expect(cached).toMatchObject({ large: true, dictionaryList: [] });
  }, 60_000);
});

describe('trees built one item at a time', () => {
  it('stop at the depth limit too', async () => {
    const typeId = (await api.createType({ parentId: '1', fullName: '深树', enCode: 'deepByHand', isTree: 1, sortCode: 0, description: '' })).data.id;
    let parentId = '0';
    for (let level = 1; level <= dictionaryLimits.maxDepth; level += 1) {
      const created = await api.createItem({ dictionaryTypeId: typeId, parentId, fullName: `第${level}级`, enCode: `l${level}`, sortCode: 0, enabledMark: 1, description: '' });
      expect(created.code, created.msg).toBe(200);
      parentId = created.data.id;
    }
    const tooDeep = await api.createItem({ dictionaryTypeId: typeId, parentId, fullName: '过深', enCode: 'tooDeep', sortCode: 0, enabledMark: 1, description: '' });
    expect(tooDeep.msg).toBe(`层级不能超过${dictionaryLimits.maxDepth}级`);
  });
});

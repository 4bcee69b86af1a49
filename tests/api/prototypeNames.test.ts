// Names a plain object answers to without holding them (constructor, __proto__,
// toString) sent where the server looks up a name the client chose: a list's
// sort column, the record kinds of a work handover, a data scheme's operator.
// Each is refused as any other unknown name is, never answered with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

type Page<Row> = { list: Row[]; pagination: { total: number } };
const users = (query: Record<string, string>) =>
  admin.call<Page<{ id: string; account: string }>>('GET', '/api/permission/Users', { pageSize: '100', ...query });
/** The demo's purchase requests, a released model's list (the runtime's sort names the list's columns and the system fields). */
const purchases = async (body: Record<string, string>) => {
  const model = await server.app.kiln.db.selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
  return admin.call<Page<{ title: string }>>('POST', `/api/visualdev/OnlineDev/${model.id}/List`, { pageSize: 100, ...body });
};
const userId = async (account: string) => (await users({ keyword: account })).data.list.find((row) => row.account === account)!.id;

describe('the sort column of a list', () => {
  it('refuses one the user list does not offer, a prototype key included, naming it', async () => {
    for (const sidx of ['constructor', '__proto__', 'toString', 'noSuchColumn']) {
      expect(await users({ sidx }), sidx).toMatchObject({
        code: 400,
        msg: `排序字段不存在：${sidx}`,
        data: { errors: [{ field: 'sidx', message: `排序字段不存在：${sidx}` }] },
      });
    }
    const english = server.client({ token: admin.token, language: 'en' });
    expect(await english.call('GET', '/api/permission/Users', { sidx: 'constructor' })).toMatchObject({
      code: 400,
      msg: 'The list cannot be sorted by constructor',
    });
  });

  it('refuses one the purchase list does not offer, a prototype key included', async () => {
    for (const sidx of ['constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(await purchases({ sidx }), sidx).toMatchObject({ code: 400, msg: `排序字段不存在：${sidx}` });
    }
  });

  it('refuses one the paged dictionary items, bill rules and roles do not offer', async () => {
    for (const url of ['/api/system/DictionaryData/sex', '/api/system/BillRule', '/api/permission/Role']) {
      const answer = await admin.call('GET', url, { currentPage: '1', sidx: 'constructor' });
      expect(answer, url).toMatchObject({ code: 400, msg: '排序字段不存在：constructor' });
    }
  });

  it("takes an empty sidx, as JNPF's client sends it, as no sort", async () => {
    expect((await users({ sidx: '' })).data.list).toEqual((await users({})).data.list);
    expect((await purchases({ sidx: '', sort: 'desc' })).data.list).toEqual((await purchases({})).data.list);
  });

  it('sorts by one the list offers', async () => {
    const accounts = (await users({ sidx: 'account', sort: 'desc' })).data.list.map((row) => row.account);
    expect(accounts.length).toBeGreaterThan(5);
    expect(accounts).toEqual([...accounts].sort().reverse());
  });
});

describe('other names the client chooses', () => {
  it('hands over no record kind a prototype key names', async () => {
    const [fromId, toId] = [await userId('lina'), await userId('hetao')];
    const answer = await admin.call('POST', '/api/permission/Users/workHandover', {
      fromId,
      toId,
      permissionList: ['record--constructor', 'record--__proto__', 'record--toString'],
    });
    expect(answer).toMatchObject({ code: 400, msg: '请先选择交接内容' });
  });

  it('refuses a data scheme whose operator is a prototype key', async () => {
    for (const op of ['constructor', '__proto__', 'toString']) {
      const conditionJson = JSON.stringify([{ logic: 'and', groups: [{ field: 'total', op, value: 1 }] }]);
      const answer = await admin.call('POST', '/api/system/ModuleDataAuthorizeScheme', {
        moduleId: 'menu-purchase',
        enCode: 'protoOp',
        fullName: '原型',
        conditionJson,
        sortCode: 1,
        enabledMark: 1,
      });
      expect(answer, op).toMatchObject({ code: 400, msg: `不支持的条件符号：${op}` });
    }
  });
});

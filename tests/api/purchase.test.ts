// The demo's purchase request, a model the seed designs and releases like any
// other, served by the online-development runtime: the body is the compiled
// form, calculations are worked out again whatever the browser sent, a field
// hidden by a condition is neither required nor stored, who filed it and its
// number are the server's, a refusal names every field (sub-table cells by their
// path), and each demo role is held to its buttons and data scheme.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Paged } from '@core/api/envelope';
import { onlineDevApi } from '@core/api/visualdev';
import { usersApi } from '@core/api/users';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let modelId: string;
const menuId = 'menu-purchase';
const db = () => server.app.kiln.db;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  modelId = (await db().selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  title: '办公采购',
  applyDate: Date.UTC(2026, 10, 1),
  category: 'office',
  urgent: 0,
  items: [
    { name: '签字笔', quantity: 10, price: 2.5, amount: 999 },
    { name: '笔记本', quantity: 3, price: 12.8, amount: 0 },
  ],
  total: 1,
  ...overrides,
});

type Values = Record<string, unknown>;
/** The runtime's calls, through the demo's entry. */
const records = (client: TestClient) => {
  const api = onlineDevApi(client.call);
  return {
    create: (values: Values) => api.create(modelId, values, menuId),
    update: (id: string, values: Values) => client.call<null>('PUT', `/api/visualdev/OnlineDev/${modelId}/${id}`, { id, data: JSON.stringify(values), menuId }),
    /** The record's values, or the refusal's code. */
    get: async (id: string): Promise<Values | number> => {
      const answer = await client.call<{ id: string; data: string }>('GET', `/api/visualdev/OnlineDev/${modelId}/${id}`, { menuId });
      return answer.code === 200 ? (JSON.parse(answer.data.data) as Values) : answer.code;
    },
    dataChange: (id: string) => client.call<{ id: string; data: string }>('GET', `/api/visualdev/OnlineDev/${modelId}/${id}/DataChange`, { menuId }),
    list: (body: Values = {}) => client.call<Paged<Values & { id: string }>>('POST', `/api/visualdev/OnlineDev/${modelId}/List`, { menuId, ...body }),
    remove: (id: string) => client.call<null>('DELETE', `/api/visualdev/OnlineDev/${modelId}/${id}`, { menuId }),
  };
};
const created = async (client: TestClient, values: Values) => {
  const answer = await records(client).create(values);
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 200 });
  return answer.data.id;
};
const stored = async (id: string) => (await records(admin).get(id)) as Values;

describe('the seeded model', () => {
  it('is released once under 示例应用 as the entry 采购申请, with the buttons, fields and schemes the demo grants', async () => {
    const model = await db()
      .selectFrom('base_visual_dev')
      .select(['full_name', 'version', 'menu_ids', 'table_name'])
      .where('id', '=', modelId)
      .executeTakeFirstOrThrow();
    expect(model).toMatchObject({ full_name: '采购申请', table_name: 'purchase_request', menu_ids: JSON.stringify([menuId]) });
    expect(Number(model.version)).toBe(1);
    const entry = await db().selectFrom('base_module').selectAll().where('id', '=', menuId).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ parent_id: 'menu-demo', en_code: 'demo.purchaseRequest', full_name: '采购申请', type: 3 });
    expect(JSON.parse(entry.property_json)).toEqual({ moduleId: modelId });
    const buttons = await db().selectFrom('base_module_button').select('en_code').where('module_id', '=', menuId).orderBy('sort_code').execute();
    expect(buttons.map((button) => button.en_code)).toEqual([
      'btn_add',
      'btn_download',
      'btn_upload',
      'btn_batchRemove',
      'btn_edit',
      'btn_detail',
      'btn_remove',
    ]);
    const schemes = await db()
      .selectFrom('base_module_data_scheme')
      .select(['id', 'condition_json', 'all_data'])
      .where('module_id', '=', menuId)
      .orderBy('sort_code')
      .execute();
    expect(schemes.map((scheme) => [scheme.id, JSON.parse(scheme.condition_json) as unknown, Number(scheme.all_data)])).toEqual([
      [`${menuId}-scheme-own`, [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }], 0],
      [`${menuId}-scheme-team`, [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Included', value: '@userAndSubordinates' }] }], 0],
      [`${menuId}-scheme-all`, [], 1],
    ]);
    const config = await onlineDevApi(admin.call).config(modelId, menuId);
    expect(config.data).toMatchObject({ fullName: '采购申请', webType: 2, version: 1, menuId });
  });
});

describe('the server works out calculations itself', () => {
  it("stores each line's amount and the total from quantities and prices, not from what was sent", async () => {
    const saved = await stored(await created(admin, request()));
    expect((saved.items as { amount: number }[]).map((item) => item.amount)).toEqual([25, 38.4]);
    expect(saved.total).toBe(63.4);
  });

  it("rounds to the calculation's precision", async () => {
    const saved = await stored(await created(admin, request({ items: [{ name: '螺丝', quantity: 3, price: 0.333 }] })));
    expect(saved.total).toBe((saved.items as { amount: number }[])[0].amount);
    expect(saved.total).toBe(1);
  });
});

describe('what the server fills', () => {
  it('takes the applicant from the signed-in user and a number of the rule purchaseOrder, whatever was sent, and keeps both on a change', async () => {
    const staff = await memberOf(server, 'huchao');
    const huchao = (await db().selectFrom('base_user').select('id').where('account', '=', 'huchao').executeTakeFirstOrThrow()).id;
    const id = await created(staff, request({ applicant: 'someone-else', billNo: 'CG000' }));
    const saved = await stored(id);
    expect(saved).toMatchObject({ applicant: huchao, creatorUserId: huchao });
    expect(saved.billNo).toMatch(/^CG\d{6}\d{5}$/);
    expect((await records(staff).update(id, request({ title: '改过的标题', applicant: 'someone-else', billNo: 'CG999' }))).code).toBe(200);
    expect(await stored(id)).toMatchObject({ title: '改过的标题', applicant: huchao, billNo: saved.billNo });
    const next = await stored(await created(staff, request()));
    expect(next.billNo).not.toBe(saved.billNo);
  });
});

describe('conditions', () => {
  it('require the urgent reason only while the request is urgent', async () => {
    const refused = await records(admin).create(request({ urgent: 1 }));
    expect(refused).toMatchObject({ code: 400, msg: '请填写加急原因', data: { errors: [{ field: 'urgentReason', message: '请填写加急原因' }] } });
    expect((await records(admin).create(request({ urgent: 1, urgentReason: '库存告急' }))).code).toBe(200);
  });

  it("leave out a hidden field's value and skip its rules", async () => {
    const saved = await stored(await created(admin, request({ urgent: 0, urgentReason: 'x'.repeat(600) })));
    expect(saved.urgentReason).toBeUndefined();
  });
});

describe('refusals', () => {
  it('name every field and cell that failed, the first message as msg', async () => {
    const result = await records(admin).create(
      request({
        title: '',
        items: [
          { name: '椅子', quantity: 2, price: 100 },
          { name: '', quantity: 0, price: 10 },
        ],
      }),
    );
    expect(result.code).toBe(400);
    expect(result.msg).toBe('请输入采购标题');
    expect((result.data as unknown as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'title', message: '请输入采购标题' },
      { field: 'items/1/name', message: '不能为空' },
      { field: 'items/1/quantity', message: '数量至少为1' },
    ]);
  });

  it('need at least one line', async () => {
    expect((await records(admin).create(request({ items: [] }))).msg).toBe('请至少添加一条明细');
  });

  it('keep the request whole: a refused update changes nothing', async () => {
    const id = await created(admin, request());
    const refused = await records(admin).update(id, request({ title: '改过', items: [{ name: '', quantity: 1, price: 1 }] }));
    expect(refused.code).toBe(400);
    const saved = await stored(id);
    expect(saved).toMatchObject({ title: '办公采购' });
    expect(saved.items).toHaveLength(2);
  });
});

describe('the list', () => {
  it('searches by keyword and by its search fields, newest first, twenty to a page', async () => {
    await created(admin, request({ title: '年会奖品', category: 'service', applyDate: Date.UTC(2026, 11, 20) }));
    const { data } = await records(admin).list({ keyword: '年会' });
    expect(data.list.map((row) => row.title)).toEqual(['年会奖品']);
    expect(Object.keys(data.list[0]).sort()).toEqual(
      ['applicant', 'applyDate', 'billNo', 'category', 'creatorTime', 'creatorUserId', 'id', 'title', 'total'].sort(),
    );
    const december = await records(admin).list({ queryJson: { applyDate: [Date.UTC(2026, 11, 1), Date.UTC(2026, 11, 31)], category: 'service' } });
    expect(december.data.list.map((row) => row.title)).toEqual(['年会奖品']);
    const all = await records(admin).list();
    const times = all.data.list.map((row) => Number(row.creatorTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.data.pagination.pageSize).toBe(20);
  });
});

describe('access', () => {
  it('keeps the model to those granted its entry', async () => {
    // 罗浩 is a developer only: the demo grants developers no purchase requests.
    const member = await memberOf(server, 'luohao');
    expect((await records(member).list()).code).toBe(403);
    expect((await records(admin).list()).data.pagination.total).toBeGreaterThan(0);
  });

  it('refuses one record to whoever is refused the list, and lets the record be read by whoever may', async () => {
    const id = await created(admin, request());
    const developer = await memberOf(server, 'luohao');
    const refused = await developer.call<unknown>('GET', `/api/visualdev/OnlineDev/${modelId}/${id}`, { menuId });
    expect(refused.code).toBe(403);
    expect(refused.data).toBeNull();
    // 胡超 is staff: he opens the list, but his scheme shows only his own requests.
    const staff = await memberOf(server, 'huchao');
    expect(await records(staff).get(id)).toBe(404);
    expect(typeof (await records(admin).get(id))).toBe('object');
  });

  it("gives staff their own requests to add, change and open (详情), and nobody's to delete; managers their team's", async () => {
    const staff = await memberOf(server, 'sunli');
    const id = await created(staff, request({ title: '孙丽的申请' }));
    const mine = await records(staff).list();
    expect(mine.data.list.map((row) => row.title)).toEqual(['孙丽的申请']);
    const opened = await records(staff).dataChange(id);
    expect(JSON.parse(opened.data.data)).toMatchObject({ title: '孙丽的申请' });
    expect((await records(staff).remove(id)).code).toBe(403);
    // 吴婷 manages the market department, 孙丽's: her scheme reaches her team's requests, and she may delete them.
    const manager = await memberOf(server, 'wuting');
    expect((await records(manager).list({ keyword: '孙丽' })).data.list.map((row) => row.id)).toEqual([id]);
    expect((await records(manager).remove(id)).code).toBe(200);
    expect((await records(staff).get(id)) as number).toBe(404);
  });

  it("answers in JNPF's envelope: the record as {id, data} with data a JSON string", async () => {
    const id = await created(admin, request());
    const answer: Envelope<{ id: string; data: string }> = await records(admin).dataChange(id);
    expect(answer).toMatchObject({ code: 200, data: { id } });
    expect(typeof answer.data.data).toBe('string');
  });
});

describe('work handover', () => {
  it("lists a leaver's requests under the entry's name and moves them, as any released model's records", async () => {
    const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
    const [leaver, heir] = [await userId('mayong'), await userId('xujun')];
    const id = await created(await memberOf(server, 'mayong'), request({ title: '马勇的申请' }));
    const users = usersApi(admin.call);
    const work = (await users.work(leaver)).data.permission;
    expect(work.map((node) => [node.id, node.children])).toEqual([['record', [{ id: `record--model.${modelId}`, fullName: '采购申请（1）' }]]]);
    expect((await users.handOver({ fromId: leaver, toId: heir, permissionList: [`record--model.${modelId}`] })).code).toBe(200);
    // The request is the receiver's now; who filed it stays as it was.
    expect(await stored(id)).toMatchObject({ creatorUserId: heir, applicant: leaver });
    expect((await users.work(leaver)).data.permission).toEqual([]);
  });
});

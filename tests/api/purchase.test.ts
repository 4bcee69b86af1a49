// The form engine on the server, through the demo purchase request: the body is
// the compiled form, calculations are worked out again whatever the browser
// sent, a field hidden by a condition is neither required nor stored, and a
// refusal names every field, sub-table cells by their path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  title: '办公采购',
  applicant: '张伟',
  applyDate: Date.UTC(2026, 10, 1),
  category: '',
  urgent: 0,
  items: [
    { name: '签字笔', quantity: 10, price: 2.5, amount: 999 },
    { name: '笔记本', quantity: 3, price: 12.8, amount: 0 },
  ],
  total: 1,
  ...overrides,
});

const create = (body: Record<string, unknown>) => admin.call<{ id: string }>('POST', '/api/demo/PurchaseRequest', body);

describe('the server works out calculations itself', () => {
  it('stores each line\'s amount and the total from quantities and prices, not from what was sent', async () => {
    const created = await create(request());
    expect(created.code).toBe(200);
    const saved = await admin.call<{ items: { amount: number }[]; total: number }>('GET', `/api/demo/PurchaseRequest/${created.data.id}`);
    expect(saved.data.items.map((item) => item.amount)).toEqual([25, 38.4]);
    expect(saved.data.total).toBe(63.4);
  });

  it('rounds to the calculation\'s precision', async () => {
    const created = await create(request({ items: [{ name: '螺丝', quantity: 3, price: 0.333 }] }));
    expect(created.code).toBe(200);
    const saved = await admin.call<{ items: { price: number; amount: number }[]; total: number }>('GET', `/api/demo/PurchaseRequest/${created.data.id}`);
    expect(saved.data.total).toBe(saved.data.items[0].amount);
  });
});

describe('conditions', () => {
  it('require the urgent reason only while the request is urgent', async () => {
    const refused = await create(request({ urgent: 1 }));
    expect(refused).toMatchObject({ code: 400, msg: '请填写加急原因', data: { errors: [{ field: 'urgentReason', message: '请填写加急原因' }] } });
    expect((await create(request({ urgent: 1, urgentReason: '库存告急' }))).code).toBe(200);
  });

  it('leave out a hidden field\'s value and skip its rules', async () => {
    const created = await create(request({ urgent: 0, urgentReason: 'x'.repeat(600) }));
    expect(created.code).toBe(200);
    const saved = await admin.call<{ urgentReason: string }>('GET', `/api/demo/PurchaseRequest/${created.data.id}`);
    expect(saved.data.urgentReason).toBe('');
  });
});

describe('refusals', () => {
  it('name every field and cell that failed, the first message as msg', async () => {
    const result = await create(
      request({
        title: '',
        items: [
          { name: '椅子', quantity: 2, price: 100 },
          { name: '', quantity: 0, price: 10 },
        ],
      }),
    );
    expect(result.code).toBe(400);
    expect(result.msg).toBe('请输入申请标题');
    expect((result.data as unknown as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'title', message: '请输入申请标题' },
      { field: 'items/1/name', message: '不能为空' },
      { field: 'items/1/quantity', message: '数量至少为1' },
    ]);
  });

  it('need at least one line', async () => {
    expect((await create(request({ items: [] }))).msg).toBe('请至少添加一条明细');
  });

  it('keep the request whole: a refused update changes nothing', async () => {
    const id = (await create(request())).data.id;
    const refused = await admin.call('PUT', `/api/demo/PurchaseRequest/${id}`, request({ title: '改过', items: [{ name: '', quantity: 1, price: 1 }] }));
    expect(refused.code).toBe(400);
    const saved = await admin.call<{ title: string; items: unknown[] }>('GET', `/api/demo/PurchaseRequest/${id}`);
    expect(saved.data).toMatchObject({ title: '办公采购' });
    expect(saved.data.items).toHaveLength(2);
  });
});

describe('access', () => {
  it('keeps the screen to those granted it', async () => {
    // 罗浩 is a developer only: the demo grants developers no purchase requests.
    const member = await memberOf(server, 'luohao');
    expect((await member.call('GET', '/api/demo/PurchaseRequest')).code).toBe(403);
    const list = await admin.call<{ list: unknown[]; pagination: { total: number } }>('GET', '/api/demo/PurchaseRequest', { currentPage: 1, pageSize: 20 });
    expect(list.data.pagination.total).toBeGreaterThan(0);
  });

  it('refuses one record to whoever is refused the list, and lets the record be read by whoever may', async () => {
    const created = await create(request());
    const member = await memberOf(server, 'luohao');
    const refused = await member.call<unknown>('GET', `/api/demo/PurchaseRequest/${created.data.id}`);
    expect(refused.code).toBe(403);
    expect(refused.data).toBeNull();
    // 胡超 is staff: he opens the list, but his scheme shows only his own requests.
    const staff = await memberOf(server, 'huchao');
    expect((await staff.call('GET', `/api/demo/PurchaseRequest/${created.data.id}`)).code).toBe(404);
    expect((await admin.call('GET', `/api/demo/PurchaseRequest/${created.data.id}`)).code).toBe(200);
  });
});

// Serial-number rules (spec 02 §2.4–2.5, §3.2, §5.3, §7.2) and the numbers
// they hand out: atomically, restarting per period, refusing past the digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billRuleApi, type BillRuleInput } from '@core/api/billRule';
import { dictionaryApi } from '@core/api/dictionary';
import { billNumberExample, billPeriod } from '@core/format/billNumber';
import { BillRuleService } from '@server/modules/billRule/service';
import { adminPassword, memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof billRuleApi>;
let sales: string;

beforeAll(async () => {
  server = await startServer();
  admin = server.client();
  await admin.signIn('admin', adminPassword);
  api = billRuleApi(admin.call);
  const types = (await dictionaryApi(admin.call).items('businessType')).data.list;
  sales = types.find((t) => t.enCode === 'sales')!.id;
});
afterAll(async () => {
  await server.close();
});

const rule = (overrides: Partial<BillRuleInput> = {}): BillRuleInput => ({
  fullName: '退货单',
  enCode: 'returnOrder',
  category: sales,
  prefix: 'TH',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '1',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  ...overrides,
});
const count = async () => Number((await server.app.kiln.db.selectFrom('base_bill_rule').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('rule list', () => {
  it('sends what JNPF\'s list prints: the category\'s name, the author as realName/account, the times', async () => {
    const row = (await api.list({ keyword: 'salesOrder' })).data.list[0];
    expect(row).toMatchObject({ category: '销售', categoryId: sales, creatorUser: '管理员/admin', startNumber: '1', digit: 4 });
    expect(row.creatorTime).toBeGreaterThan(0);
    expect(row.lastModifyTime).toBeGreaterThan(0);
    expect((await api.get(row.id)).data.category).toBe(sales);
  });

  it('pages the seeded rules, newest first, and filters by keyword and category', async () => {
    const page = await api.list({ currentPage: 1, pageSize: 2 });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list.map((r) => r.enCode)).toEqual(['expenseClaim', 'purchaseOrder']);
    expect((await api.list({ keyword: '采购' })).data.list.map((r) => r.enCode)).toEqual(['purchaseOrder']);
    expect((await api.list({ categoryId: sales })).data.list.map((r) => r.enCode)).toEqual(['salesOrder']);
    expect((await api.list({ sidx: 'fullName; drop table x', sort: 'asc' })).code).toBe(400);
  });

  it('shows each rule\'s example as the form computes it', async () => {
    const seeded = (await api.list({ keyword: 'salesOrder' })).data.list[0];
    expect(seeded.example).toBe(billNumberExample({ prefix: 'XS', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }));
  });
});

describe('rule form', () => {
  it('creates a rule whose preview matches its first number', async () => {
    const created = await api.create(rule({ startNumber: '0007' }));
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const saved = (await api.get(created.data.id)).data;
    expect(saved.example).toBe(`TH${billPeriod('yyyyMMdd', new Date())}0007`);
    expect((await api.nextNumber('returnOrder')).data).toBe(saved.example);
    expect((await api.get(created.data.id)).data.outputNumber).toBe(saved.example);
  });

  it.each([
    [{ fullName: '' }, '请输入业务名称'],
    [{ fullName: '名'.repeat(51) }, '业务名称最多为50个字符！'],
    [{ enCode: '' }, '请输入业务编码'],
    [{ category: '' }, '请选择业务分类'],
    [{ prefix: '' }, '请输入流水前缀'],
    [{ dateFormat: 'dd' as never }, '请选择流水日期'],
    [{ digit: 0 }, '只能输入正整数'],
    [{ digit: undefined }, '请输入流水位数'],
    [{ startNumber: '' }, '请输入流水起始'],
    [{ startNumber: '12a' }, '只能输入数字'],
    [{ startNumber: '000' }, '流水起始不能为0'],
    [{ startNumber: '12345' }, '流水起始超出了流水位数'],
    [{ category: 'not-a-category' }, '业务分类不存在'],
    [{ enCode: 'salesOrder' }, '业务编码已存在'],
    [{ fullName: '销售订单' }, '业务名称已存在'],
  ])('refuses %j and writes nothing', async (overrides, message) => {
    const before = await count();
    const result = await api.create(rule({ enCode: 'freshRule', fullName: '新规则', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect(await count()).toBe(before);
  });

  it('updates, disables, exports and deletes a rule', async () => {
    const id = (await api.create(rule({ enCode: 'tmpRule', fullName: '临时规则' }))).data.id;
    expect((await api.update(id, rule({ enCode: 'tmpRule', fullName: '临时规则2', prefix: 'LS' }))).code).toBe(200);
    expect((await api.get(id)).data).toMatchObject({ fullName: '临时规则2', prefix: 'LS' });
    expect((await api.toggle(id)).data.enabledMark).toBe(0);
    expect((await api.nextNumber(id)).msg).toBe('单据规则已禁用');
    expect((await api.selector({ keyword: 'tmpRule' })).data.list).toEqual([]);
    const exported = await api.exportRule(id);
    expect(exported.data.name).toBe('tmpRule.bb');
    const file = await (await fetch(server.baseUrl + exported.data.url)).text();
    expect(JSON.parse(file)).toMatchObject({ format: 'kiln.billRule', rule: { enCode: 'tmpRule', categoryCode: 'sales' } });
    expect((await api.remove(id)).msg).toBe('删除成功');
    expect((await api.get(id)).code).toBe(404);

    // The file brings the rule back whole, by its category's code.
    const form = new FormData();
    form.append('file', new Blob([file]), 'tmpRule.bb');
    const imported = (await (await admin.raw('POST', '/api/system/BillRule/Action/Import', { body: form })).json()) as { code: number; data: { id: string } };
    expect(imported.code).toBe(200);
    expect((await api.get(imported.data.id)).data).toMatchObject({ enCode: 'tmpRule', fullName: '临时规则2', prefix: 'LS', category: sales, enabledMark: 0 });
    const again = (await (await admin.raw('POST', '/api/system/BillRule/Actions/Import', { body: form })).json()) as { msg: string };
    expect(again.msg).toBe('业务编码已存在');
  });

  it('lets members with the screen read rules, but not change them', async () => {
    const member = await memberOf(server, 'wuting');
    const memberApi = billRuleApi(member.call);
    expect((await memberApi.list()).code).toBe(200);
    expect((await memberApi.create(rule({ enCode: 'memberRule' }))).code).toBe(403);
  });
});

describe('who may take a number', () => {
  // The widget gallery's form (menu entry devTools.widgetGallery) numbers its samples with salesOrder;
  // the demo grants that entry to developers (罗浩), not to managers (吴婷, who hold the rule screen).
  const counter = async (code: string) =>
    Number((await server.app.kiln.db.selectFrom('base_bill_rule').select('counter_value').where('en_code', '=', code).executeTakeFirstOrThrow()).counter_value);

  it('hands a number to a member who may use a form numbering with the rule, by code or id', async () => {
    const developer = billRuleApi((await memberOf(server, 'luohao')).call);
    const before = await counter('salesOrder');
    const byCode = await developer.nextNumber('salesOrder');
    expect(byCode.code).toBe(200);
    expect(byCode.data).toMatch(/^XS\d{8}\d{4}$/);
    const id = (await api.list({ keyword: 'salesOrder' })).data.list[0].id;
    expect((await developer.nextNumber(id)).code).toBe(200);
    expect(await counter('salesOrder')).toBe(before + 2);
  });

  it('refuses a member who holds none of the forms numbering with the rule, and the counter stays', async () => {
    const manager = billRuleApi((await memberOf(server, 'wuting')).call);
    const developer = billRuleApi((await memberOf(server, 'luohao')).call);
    const sales = await counter('salesOrder');
    expect(await manager.nextNumber('salesOrder')).toMatchObject({ code: 403, data: null });
    expect(await counter('salesOrder')).toBe(sales);
    // A form's entry grants only its own rule's numbers: purchaseOrder numbers the demo's purchase requests, not the gallery's samples.
    await api.nextNumber('purchaseOrder');
    const purchase = await counter('purchaseOrder');
    expect((await developer.nextNumber('purchaseOrder')).code).toBe(403);
    expect(await counter('purchaseOrder')).toBe(purchase);
  });

  it('says the rule is unknown rather than refusing, for an id no rule has', async () => {
    const developer = billRuleApi((await memberOf(server, 'luohao')).call);
    expect((await developer.nextNumber('no-such-rule')).code).toBe(404);
  });
});

describe('bill numbers', () => {
  it('hands out 1,000 distinct, consecutive numbers to 1,000 concurrent calls', async () => {
    const id = (await api.create(rule({ enCode: 'busyRule', fullName: '高并发', prefix: 'GB', dateFormat: 'no', digit: 6, startNumber: '1' }))).data.id;
    const results = await Promise.all(Array.from({ length: 1000 }, () => api.nextNumber(id)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    const counters = results.map((r) => Number(r.data.slice(2))).sort((a, b) => a - b);
    expect(new Set(counters).size).toBe(1000);
    expect(counters[0]).toBe(1);
    expect(counters[999]).toBe(1000);
  });

  it('restarts the counter at the start number when the date part changes', async () => {
    await api.create(rule({ enCode: 'dailyRule', fullName: '按日', prefix: 'D', dateFormat: 'yyyyMMdd', digit: 3, startNumber: '5' }));
    const service = new BillRuleService(server.app.kiln.db);
    const day1 = new Date(2026, 0, 31, 23, 59);
    const day2 = new Date(2026, 1, 1, 0, 1);
    expect(await service.nextNumber('dailyRule', day1)).toBe('D20260131005');
    expect(await service.nextNumber('dailyRule', day1)).toBe('D20260131006');
    expect(await service.nextNumber('dailyRule', day2)).toBe('D20260201005');
  });

  it('refuses past the digits and uses nothing up', async () => {
    await api.create(rule({ enCode: 'tinyRule', fullName: '一位', prefix: 'T', dateFormat: 'no', digit: 1, startNumber: '8' }));
    expect((await api.nextNumber('tinyRule')).data).toBe('T8');
    expect((await api.nextNumber('tinyRule')).data).toBe('T9');
    const overflow = await api.nextNumber('tinyRule');
    expect(overflow).toMatchObject({ code: 400, msg: '流水号已超出1位，请修改单据规则' });
    const row = await server.app.kiln.db.selectFrom('base_bill_rule').select('counter_value').where('en_code', '=', 'tinyRule').executeTakeFirstOrThrow();
    expect(Number(row.counter_value)).toBe(9);
  });

  it('starts over when the start number changes', async () => {
    const id = (await api.create(rule({ enCode: 'resetRule', fullName: '重置', prefix: 'R', dateFormat: 'no', digit: 3, startNumber: '1' }))).data.id;
    await api.nextNumber(id);
    await api.nextNumber(id);
    await api.update(id, rule({ enCode: 'resetRule', fullName: '重置', prefix: 'R', dateFormat: 'no', digit: 3, startNumber: '100' }));
    expect((await api.nextNumber(id)).data).toBe('R100');
  });

  it('answers 404 for an unknown rule', async () => {
    expect((await api.nextNumber('no-such-rule')).code).toBe(404);
  });
});

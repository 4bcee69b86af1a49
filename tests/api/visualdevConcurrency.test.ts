// A released model under load: a thousand records created at once each take
// their own bill number from the model's numbering rule, and every one is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

describe('concurrent creates', () => {
  it('give a thousand records a thousand distinct bill numbers', async () => {
    const models = visualDevApi(admin.call);
    const input = await claimInput(server, 'claimNumbers', 'ext_claim_numbers');
    input.design.form.unshift({ id: 'nBill', widget: 'billRule', field: 'billNo', label: '单号', props: { rule: 'purchaseOrder' } });
    input.design.list.columns.unshift({ field: 'billNo' });
    const modelId = (await models.create(input)).data.id;
    expect((await models.release(modelId, { pcModuleParentId: 'menu-devtools' })).code).toBe(200);
    const records = onlineDevApi(admin.call);

    const created = await Promise.all(Array.from({ length: 1000 }, (_, index) => records.create(modelId, { title: `并发${index}`, lines: [] })));
    expect(created.filter((answer) => answer.code !== 200).map((answer) => answer.msg)).toEqual([]);

    const listed = await records.list(modelId, { currentPage: 1, pageSize: 1000 });
    expect(listed.data.pagination.total).toBe(1000);
    const numbers = listed.data.list.map((row) => row.billNo);
    expect(numbers.every((number) => typeof number === 'string' && /^CG\d{6}\d{5}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(1000);
  }, 120_000);
});

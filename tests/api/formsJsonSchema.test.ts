// GET /api/system/Forms/{id}/JsonSchema: any form the server knows, as rjsf's
// {schema, uiSchema} in the caller's language; @rjsf/validator-ajv8 refuses the
// same fields with it as the form's own create route; only those who may use
// the form's screen get it, and an unknown id is a 404 that says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { Envelope } from '@core/api/envelope';
import type { JsonSchemaExport } from '@core/form';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

const jsonSchemaOf = (client: TestClient, id: string) => client.call<JsonSchemaExport>('GET', `/api/system/Forms/${encodeURIComponent(id)}/JsonSchema`);

const refusedFields = (answer: Envelope<unknown>) => ((answer.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((error) => error.field).sort();

/** What rjsf's validator refuses in a body under the export, as Kiln's field paths (`items/0/name`). */
function rjsfRefusals({ schema }: JsonSchemaExport, body: Record<string, unknown>): string[] {
  const { errors } = validator.validateFormData(body, schema as RJSFSchema);
  return [...new Set(errors.map((error) => (error.property ?? '').replace(/^\./, '').split('.').join('/')))].sort();
}

describe('the JsonSchema of a form', () => {
  it('answers {schema, uiSchema}: the body schema with its messages in the caller\'s language', async () => {
    const answer = await jsonSchemaOf(admin, 'demo.purchaseRequest.form');
    expect(answer.code).toBe(200);
    const { schema, uiSchema } = answer.data;
    expect(Object.keys(answer.data).sort()).toEqual(['schema', 'uiSchema']);
    expect(schema).toMatchObject({ type: 'object', required: ['title', 'applicant', 'applyDate', 'items'] });
    expect(schema.properties!.title).toMatchObject({ type: 'string', maxLength: 100, errorMessage: { minLength: '请输入申请标题' } });
    expect(schema.additionalProperties).toBeUndefined();
    expect(uiSchema).toMatchObject({
      'ui:order': ['title', 'applicant', 'applyDate', 'category', 'urgent', 'urgentReason', 'remark', 'attachments', 'items', 'total'],
      urgent: { 'ui:widget': 'radio', 'ui:enumOrder': [1, 0] },
      urgentReason: { 'ui:widget': 'textarea', 'ui:options': { kiln: { widget: 'textarea', visibleWhen: ['urgent == 1'] } } },
      items: { 'ui:options': { orderable: false }, items: { 'ui:order': ['name', 'spec', 'quantity', 'price', 'amount'] } },
      total: { 'ui:readonly': true, 'ui:options': { kiln: { calculation: 'sum(items.amount)' } } },
    });
    const english = await jsonSchemaOf(server.client({ token: admin.token, language: 'en' }), 'demo.purchaseRequest.form');
    expect(english.data.schema.properties!.title).toMatchObject({ errorMessage: { minLength: 'Please enter a title', maxLength: 'At most 100 characters' } });
  });

  it('refuses with rjsf\'s validator the fields the purchase request\'s create route refuses', async () => {
    const { data } = await jsonSchemaOf(admin, 'demo.purchaseRequest.form');
    const body = { title: '', applicant: '张'.repeat(51), applyDate: Date.UTC(2026, 0, 5), urgent: 0, remark: '备'.repeat(501), items: [{ name: '', quantity: 0, price: 10 }] };
    const refused = await admin.call('POST', '/api/demo/PurchaseRequest', body);
    expect(refused.code).toBe(400);
    expect(refusedFields(refused)).toEqual(['applicant', 'items/0/name', 'items/0/quantity', 'remark', 'title']);
    expect(rjsfRefusals(data, body)).toEqual(refusedFields(refused));
  });

  it('refuses with rjsf\'s validator the fields the numbering rule\'s create route refuses', async () => {
    const { data } = await jsonSchemaOf(admin, 'system.billRule.form');
    expect(data.schema.properties!.enCode).toMatchObject({ type: 'string', maxLength: 50 });
    const body = { fullName: '', enCode: 'a b', category: '', prefix: 'P'.repeat(21), dateFormat: 'weekly', digit: 12, startNumber: '000', sortCode: -1, enabledMark: 1 };
    const refused = await admin.call('POST', '/api/system/BillRule', body);
    expect(refused.code).toBe(400);
    expect(refusedFields(refused)).toEqual(['category', 'dateFormat', 'digit', 'enCode', 'fullName', 'prefix', 'sortCode', 'startNumber']);
    expect(rjsfRefusals(data, body)).toEqual(refusedFields(refused));
    expect(rjsfRefusals(data, { fullName: '采购单', enCode: 'purchase', category: 'x', prefix: 'CG', dateFormat: 'yyyy', digit: 4, startNumber: '1' })).toEqual([]);
  });
});

describe('who gets it', () => {
  it('is those who may use the form\'s screen, and administrators', async () => {
    // Managers are granted the numbering-rule screen; developers not the demo's purchase requests.
    const manager = await memberOf(server, 'wuting');
    expect((await jsonSchemaOf(manager, 'system.billRule.form')).code).toBe(200);
    const developer = await memberOf(server, 'luohao');
    expect(await jsonSchemaOf(developer, 'demo.purchaseRequest.form')).toMatchObject({ code: 403, msg: '您没有此操作的权限', data: null });
    const staff = await memberOf(server, 'huchao');
    expect((await jsonSchemaOf(staff, 'system.billRule.form')).code).toBe(403);
    // A form of no screen (the user's own profile) is every signed-in user's.
    expect((await jsonSchemaOf(staff, 'system.profile.baseInfoForm')).code).toBe(200);
  });

  it('is no one without a session', async () => {
    expect((await jsonSchemaOf(server.client(), 'system.billRule.form')).code).toBe(600);
  });
});

describe('an id the server does not know', () => {
  it('is a 404 that names it, in the caller\'s language', async () => {
    expect(await jsonSchemaOf(admin, 'demo.nothing.form')).toEqual({ code: 404, msg: '表单不存在：demo.nothing.form', data: null });
    const english = server.client({ token: admin.token, language: 'en' });
    expect(await jsonSchemaOf(english, 'demo.nothing.form')).toMatchObject({ code: 404, msg: 'No form with the id demo.nothing.form' });
    const traditional = server.client({ token: admin.token, language: 'zh-TW' });
    expect(await jsonSchemaOf(traditional, 'demo.nothing.form')).toMatchObject({ code: 404, msg: '表單不存在：demo.nothing.form' });
  });

  it('is a 404 for a page that is not a form, and a 400 for an id no page could have', async () => {
    expect((await jsonSchemaOf(admin, 'demo.purchaseRequest.page')).code).toBe(404);
    expect((await jsonSchemaOf(admin, 'a b')).code).toBe(400);
  });
});

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

/** The widget gallery's form: one field of every widget, a sub-table and a calculation (made from the catalog). */
const galleryForm = 'devTools.widgetGallery.form';

const jsonSchemaOf = (client: TestClient, id: string) => client.call<JsonSchemaExport>('GET', `/api/system/Forms/${encodeURIComponent(id)}/JsonSchema`);

const refusedFields = (answer: Envelope<unknown>) => ((answer.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((error) => error.field).sort();

/** What rjsf's validator refuses in a body under the export, as Kiln's field paths (`items/0/name`). */
function rjsfRefusals({ schema }: JsonSchemaExport, body: Record<string, unknown>): string[] {
  const { errors } = validator.validateFormData(body, schema as RJSFSchema);
  return [...new Set(errors.map((error) => (error.property ?? '').replace(/^\./, '').split('.').join('/')))].sort();
}

describe('the JsonSchema of a form', () => {
  it('answers {schema, uiSchema}: the body schema with its messages in the caller\'s language', async () => {
    const answer = await jsonSchemaOf(admin, galleryForm);
    expect(answer.code).toBe(200);
    const { schema, uiSchema } = answer.data;
    expect(Object.keys(answer.data).sort()).toEqual(['schema', 'uiSchema']);
    expect(schema).toMatchObject({ type: 'object', required: ['title'] });
    expect(schema.properties!.title).toMatchObject({ type: 'string', maxLength: 50, errorMessage: { minLength: '不能为空' } });
    expect(schema.additionalProperties).toBeUndefined();
    expect(uiSchema['ui:order']).toEqual(Object.keys(schema.properties!));
    expect(uiSchema).toMatchObject({
      switch: { 'ui:widget': 'radio', 'ui:enumOrder': [1, 0] },
      textarea: { 'ui:widget': 'textarea' },
      lines: { 'ui:options': { orderable: false }, items: { 'ui:order': ['comInput', 'numInput', 'select', 'date', 'uploadImg'] } },
      calculate: { 'ui:readonly': true, 'ui:options': { kiln: { calculation: 'numInput * 2' } } },
    });
    const english = await jsonSchemaOf(server.client({ token: admin.token, language: 'en' }), galleryForm);
    expect(english.data.schema.properties!.title).toMatchObject({ errorMessage: { minLength: 'Required', maxLength: 'At most 50 characters' } });
  });

  it('refuses with rjsf\'s validator the fields the widget gallery\'s create route refuses, sub-table cells included', async () => {
    const { data } = await jsonSchemaOf(admin, galleryForm);
    const body = { title: '', numInput: 'many', switch: 5, select: 'z', lines: [{ numInput: 'x', select: 'a' }] };
    const refused = await admin.call('POST', '/api/system/WidgetGallery', body);
    expect(refused.code).toBe(400);
    expect(refusedFields(refused)).toEqual(['lines/0/numInput', 'numInput', 'select', 'switch', 'title']);
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
    // Managers are granted the numbering-rule screen; developers the widget gallery, not the numbering rules.
    const manager = await memberOf(server, 'wuting');
    expect((await jsonSchemaOf(manager, 'system.billRule.form')).code).toBe(200);
    expect((await jsonSchemaOf(manager, galleryForm)).code).toBe(403);
    const developer = await memberOf(server, 'luohao');
    expect((await jsonSchemaOf(developer, galleryForm)).code).toBe(200);
    expect(await jsonSchemaOf(developer, 'system.billRule.form')).toMatchObject({ code: 403, msg: '您没有此操作的权限', data: null });
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
    expect((await jsonSchemaOf(admin, 'system.billRule.page')).code).toBe(404);
    expect((await jsonSchemaOf(admin, 'a b')).code).toBe(400);
  });
});

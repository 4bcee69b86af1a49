// Kiln's forms drawn and checked by rjsf: the export of every form the server knows renders
// in @rjsf/antd's Form as it is, and @rjsf/validator-ajv8 refuses the same
// fields as Kiln's server for the same body — in ajv's words with the plain
// validator, in Kiln's words with ajv-errors. Conditions stay Kiln's: they travel as hints.
// The rich sample is a purchase request's form (tabs, a card, a condition, a sub-table
// with calculations), kept as a fixture: it tests the form engine, not the demo.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/antd';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import ajvErrors from 'ajv-errors';
import { conditionIssues, exportJsonSchema, placeRequiredMessages, prepareValues, type FormValues } from '@core/form';
import { translate } from '@core/i18n/text';
import { shellTexts } from '@app/i18n/tables';
import { validateBody } from '@server/http/bodyValidator';
import { loadPageSchemas } from '@server/schemas';

const pages = loadPageSchemas();
const fixtures = loadPageSchemas(path.resolve('tests/fixtures/forms'), []);
/** The schemas that hold the form: the fixtures', or the server's. */
const formsOf = (id: string) => (fixtures.all().some((page) => page.id === id) ? fixtures : pages);
const zh = (text: string) => translate(shellTexts, { key: text }, 'zh');

function exported(id: string) {
  const forms = formsOf(id);
  const { schema, uiSchema } = exportJsonSchema(forms.compiledForm(id), { translate: zh, title: forms.get(id).title });
  // Kiln's JsonSchema types `type` as any string; the JSON is draft-07, which is what rjsf's type says.
  return { schema: schema as RJSFSchema, uiSchema };
}

/** What Kiln's server answers for a body (server/http/formBody.ts): the schema over the prepared values, then the conditions. */
function kilnRefusals(id: string, body: FormValues): Map<string, string> {
  const form = formsOf(id).compiledForm(id);
  const values = prepareValues(form, structuredClone(body));
  const issues = validateBody(form.schema, values);
  const refused = issues.length ? issues : conditionIssues(form, values);
  return new Map(refused.map((issue) => [issue.field, translate(shellTexts, issue.message, 'zh')]));
}

/** rjsf's errors by Kiln's field path (`.items.0.name` → `items/0/name`). */
function byField(errors: RJSFValidationError[]): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const error of errors) {
    const field = (error.property ?? '').replace(/^\./, '').split('.').join('/');
    fields.set(field, [...(fields.get(field) ?? []), error.message ?? '']);
  }
  return fields;
}

const withAjvErrors = customizeValidator({ extenderFn: (ajv) => (ajvErrors(ajv as never), ajv) });

/** Draws the export in @rjsf/antd's Form, submits it, and returns what rjsf refused (nothing when it submitted). */
function submitInRjsf(id: string, body: FormValues, check: ValidatorType = validator, transformErrors?: (errors: RJSFValidationError[]) => RJSFValidationError[]) {
  const { schema, uiSchema } = exported(id);
  let refused: RJSFValidationError[] = [];
  const view = render(
    <Form
      schema={schema}
      // antd 6 takes the submit button's type this way (ARCHITECTURE §2); a theme detail, not the form's.
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { props: { type: 'primary' } } }}
      formData={body}
      // rjsf would start a sub-table that needs a row with an empty one; the body is to reach the validator as it is.
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
      validator={check}
      transformErrors={transformErrors}
      showErrorList={false}
      onError={(errors) => (refused = errors)}
    />,
  );
  fireEvent.submit(view.container.querySelector('form')!);
  return byField(refused);
}

afterEach(cleanup);

const purchase = 'fixtures.purchase.form';
const billRule = 'system.billRule.form';

const badPurchase: FormValues = {
  title: '',
  applicant: '张'.repeat(51),
  applyDate: Date.UTC(2026, 0, 5),
  urgent: 0,
  remark: '备'.repeat(501),
  items: [{ name: '', quantity: 0, price: 10 }],
};

const badRule: FormValues = {
  fullName: '',
  enCode: 'a b',
  category: '',
  prefix: 'P'.repeat(21),
  dateFormat: 'weekly',
  digit: 12,
  startNumber: '000',
  sortCode: -1,
  enabledMark: 1,
  description: '',
};

describe('a form exported for rjsf', () => {
  it('draws in @rjsf/antd\'s Form as it is: titles, the switch as two words, text areas', () => {
    const { schema, uiSchema } = exported(purchase);
    render(<Form schema={schema} uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { props: { type: 'primary' } } }} formData={{}} validator={validator} />);
    for (const title of ['申请标题', '申请人', '申请日期', '采购类别', '是否加急', '加急原因', '备注', '采购明细', '合计金额']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: '是' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '否' })).toHaveProperty('checked', true);
    expect(document.querySelectorAll('textarea')).toHaveLength(2);
  });

  it('draws every form the server knows without an error', () => {
    const problems: string[] = [];
    const report = console.error;
    console.error = (...parts: unknown[]) => problems.push(parts.map(String).join(' '));
    try {
      for (const page of pages.all().filter((candidate) => candidate.type === 'form')) {
        const { schema, uiSchema } = exported(page.id);
        render(<Form schema={schema} uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { props: { type: 'primary' } } }} validator={validator} />);
        cleanup();
      }
    } finally {
      console.error = report;
    }
    expect(problems).toEqual([]);
  });

  it('is Kiln\'s body schema: its rules and messages in one language, unknown properties left to be dropped', () => {
    const { schema, uiSchema } = exported(billRule);
    const properties = schema.properties!;
    expect(schema.title).toBe('单据规则');
    expect(properties.fullName).toMatchObject({ title: '业务名称', type: 'string', minLength: 1, maxLength: 50, errorMessage: { minLength: '请输入业务名称' } });
    expect(schema.errorMessage).toMatchObject({ required: { fullName: '请输入业务名称' } });
    expect(schema.additionalProperties).toBeUndefined();
    expect(uiSchema['ui:order']).toEqual(Object.keys(properties));
    expect(uiSchema.dateFormat).toMatchObject({ 'ui:widget': 'select', 'ui:enumNames': { no: '无' }, 'ui:enumOrder': ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'] });
    expect(uiSchema.description).toMatchObject({ 'ui:widget': 'textarea' });
  });

  it('refuses the same fields as Kiln\'s server, with the plain validator', () => {
    for (const [id, body] of [[purchase, badPurchase], [purchase, {}], [billRule, badRule], [billRule, {}]] as const) {
      const kiln = kilnRefusals(id, body);
      expect(kiln.size, id).toBeGreaterThan(0);
      expect([...submitInRjsf(id, body).keys()].sort(), id).toEqual([...kiln.keys()].sort());
    }
  });

  it('refuses them in Kiln\'s words with ajv-errors, required fields on their field', () => {
    for (const [id, body] of [[purchase, badPurchase], [purchase, {}], [billRule, badRule], [billRule, {}]] as const) {
      const kiln = kilnRefusals(id, body);
      const rjsf = submitInRjsf(id, body, withAjvErrors, placeRequiredMessages);
      expect([...rjsf.keys()].sort(), id).toEqual([...kiln.keys()].sort());
      for (const [field, message] of kiln) expect(rjsf.get(field), `${id} ${field}`).toEqual([message]);
    }
  });

  it('accepts what Kiln accepts', () => {
    const good = { ...badPurchase, title: '办公采购', applicant: '张伟', remark: '', items: [{ name: '签字笔', quantity: 2, price: 2.5 }] };
    expect(kilnRefusals(purchase, good).size).toBe(0);
    expect(submitInRjsf(purchase, good).size).toBe(0);
  });

  it('leaves conditions and calculations to Kiln: they travel as hints rjsf does not act on', () => {
    const { uiSchema } = exported(purchase);
    expect(uiSchema.urgentReason).toMatchObject({ 'ui:options': { kiln: { widget: 'textarea', visibleWhen: ['urgent == 1'] } } });
    expect(uiSchema.total).toMatchObject({ 'ui:readonly': true, 'ui:options': { kiln: { widget: 'calculate', calculation: 'sum(items.amount)' } } });
    expect(uiSchema.items).toMatchObject({ 'ui:options': { orderable: false }, items: { amount: { 'ui:readonly': true } } });
    // Urgent without a reason: Kiln's server refuses it by the condition; rjsf cannot know.
    const urgent = { ...badPurchase, title: '办公采购', applicant: '张伟', remark: '', urgent: 1, items: [{ name: '签字笔', quantity: 2, price: 2.5 }] };
    expect([...kilnRefusals(purchase, urgent).keys()]).toEqual(['urgentReason']);
    expect(submitInRjsf(purchase, urgent).size).toBe(0);
  });
});

// Spec 02 §5.1–5.3 and the profile form as the built-in forms state them. Each
// case runs through the server's validator (ajv compiled at start) and the
// browser's (compiled at build time by the Vite plugin): both must give the
// spec's message, the same one.
import { describe, expect, it } from 'vitest';
import compiledValidators from 'virtual:kiln-form-validators';
import { loadPageSchemas } from '@server/schemas';
import { validateBody } from '@server/http/bodyValidator';
import { conditionIssues, mergeIssues, prepareValues, type FormValues } from '@core/form';
import { fieldIssues, type SchemaError } from '@core/validation';
import { translate } from '@core/i18n/text';
import { shellTexts } from '@app/i18n/tables';

const pages = loadPageSchemas();

function firstMessage(formId: string, body: FormValues, side: 'server' | 'browser'): string | null {
  const form = pages.compiledForm(formId);
  const prepared = prepareValues(form, structuredClone(body));
  let schemaIssues;
  if (side === 'server') {
    schemaIssues = validateBody(form.schema, structuredClone(prepared));
  } else {
    const validate = compiledValidators[formId];
    schemaIssues = validate(structuredClone(prepared)) ? [] : fieldIssues((validate.errors ?? []) as SchemaError[]);
  }
  const issues = mergeIssues(form, schemaIssues, conditionIssues(form, prepared));
  return issues.length ? translate(shellTexts, issues[0].message, 'zh') : null;
}

function check(formId: string, body: FormValues, message: string | null) {
  expect(firstMessage(formId, body, 'server')).toBe(message);
  expect(firstMessage(formId, body, 'browser')).toBe(message);
}

describe('dictionary category form (spec 02 §5.1)', () => {
  const ok = { parentId: '1', fullName: '客户等级', enCode: 'customer.level', isTree: 0, sortCode: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, parentId: '' }, '上级菜单不能为空'],
    [{ ...ok, parentId: undefined }, '上级菜单不能为空'],
    [{ ...ok, fullName: '' }, '请输入名称'],
    [{ ...ok, fullName: '客户#等级' }, '名称不能含有特殊符号'],
    [{ ...ok, fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ ...ok, enCode: '' }, '请输入编码'],
    [{ ...ok, enCode: 'level.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ ...ok, enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    [{ ...ok, sortCode: -1 }, '排序只能是0-999999之间的整数'],
    [{ ...ok, sortCode: 1.5 }, '排序只能是0-999999之间的整数'],
    [{ ...ok, fullName: 'a\u0000b' }, 'fullName含有非法字符'],
  ])('%j → %s', (body, message) => check('system.dictionary.typeForm', body, message));
});

describe('dictionary entry form (spec 02 §5.2)', () => {
  const ok = { dictionaryTypeId: 't1', parentId: '0', fullName: '金牌', enCode: 'gold', sortCode: 0, enabledMark: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, parentId: '' }, '请选择'],
    [{ ...ok, fullName: '' }, '请输入名称'],
    [{ ...ok, fullName: '名'.repeat(51) }, '字典名称最多为50个字符！'],
    [{ ...ok, enCode: '' }, '请输入编码'],
    [{ ...ok, enCode: 'c'.repeat(51) }, '字典编码最多为50个字符！'],
    [{ ...ok, sortCode: 1000000 }, '排序只能是0-999999之间的整数'],
  ])('%j → %s', (body, message) => check('system.dictionary.dataForm', body, message));
});

describe('serial-number rule form (spec 02 §5.3)', () => {
  const ok = { fullName: '销售单', enCode: 'sales', category: 'c1', prefix: 'XS', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', sortCode: 0, enabledMark: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, fullName: '' }, '请输入业务名称'],
    [{ ...ok, fullName: '名'.repeat(51) }, '业务名称最多为50个字符！'],
    [{ ...ok, enCode: '' }, '请输入业务编码'],
    [{ ...ok, category: '' }, '请选择业务分类'],
    [{ ...ok, prefix: '' }, '请输入流水前缀'],
    [{ ...ok, dateFormat: 'dd' }, '请选择流水日期'],
    [{ ...ok, digit: 0 }, '只能输入正整数'],
    [{ ...ok, digit: undefined }, '请输入流水位数'],
    [{ ...ok, startNumber: '' }, '请输入流水起始'],
    [{ ...ok, startNumber: '12a' }, '只能输入数字'],
    [{ ...ok, startNumber: '000' }, '流水起始不能为0'],
    [{ ...ok, example: 'sent by a browser' }, null],
  ])('%j → %s', (body, message) => check('system.billRule.form', body, message));
});

describe('personal information form', () => {
  const ok = { realName: '张伟', gender: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, realName: '' }, '请输入姓名'],
    [{ ...ok, gender: 9 }, '请选择性别'],
    [{ ...ok, mobilePhone: '12345' }, '请正确输入您的手机号'],
    [{ ...ok, mobilePhone: '' }, null],
    [{ ...ok, email: 'nope' }, '请正确输入您的邮箱地址'],
    [{ ...ok, birthday: null }, null],
  ])('%j → %s', (body, message) => check('system.profile.baseInfoForm', body, message));
});

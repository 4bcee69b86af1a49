// Spec 02 §5.1–5.3 as the form schemas state them: each rule fails with its own
// message key (the same ajv and ajv-errors the server compiles them with).
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { loadPageSchemas } from '@server/schemas';
import { translate } from '@core/i18n/text';
import { shellTexts } from '@app/i18n';

const pages = loadPageSchemas();

function firstMessage(formId: string, body: Record<string, unknown>): string | null {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
  ajvErrors(ajv as never);
  const validate = ajv.compile(pages.form(formId).schema);
  if (validate(body)) return null;
  const error = validate.errors?.find((e) => e.keyword === 'errorMessage') ?? validate.errors?.[0];
  return error?.message ? translate(shellTexts, { key: error.message }, 'zh') : null;
}

describe('dictionary category form (spec 02 §5.1)', () => {
  const ok = { parentId: '1', fullName: '客户等级', enCode: 'customer.level', isTree: 0, sortCode: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, parentId: '' }, '上级菜单不能为空'],
    [{ ...ok, fullName: '' }, '请输入名称'],
    [{ ...ok, fullName: '客户#等级' }, '名称不能含有特殊符号'],
    [{ ...ok, fullName: '名'.repeat(51) }, '名称最多为50个字符！'],
    [{ ...ok, enCode: '' }, '请输入编码'],
    [{ ...ok, enCode: 'level.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ ...ok, enCode: 'c'.repeat(51) }, '编码最多为50个字符！'],
    [{ ...ok, sortCode: -1 }, '排序只能是0-999999之间的整数'],
  ])('%j → %s', (body, message) => expect(firstMessage('system.dictionary.typeForm', body)).toBe(message));
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
  ])('%j → %s', (body, message) => expect(firstMessage('system.dictionary.dataForm', body)).toBe(message));
});

describe('serial-number rule form (spec 02 §5.3)', () => {
  const ok = { fullName: '销售订单', enCode: 'salesOrder', category: 'c1', prefix: 'XS', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', sortCode: 0 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, fullName: '' }, '请输入业务名称'],
    [{ ...ok, fullName: '名'.repeat(51) }, '业务名称最多为50个字符！'],
    [{ ...ok, enCode: '' }, '请输入业务编码'],
    [{ ...ok, enCode: 'c'.repeat(51) }, '业务编码最多为50个字符！'],
    [{ ...ok, category: '' }, '请选择业务分类'],
    [{ ...ok, prefix: '' }, '请输入流水前缀'],
    [{ ...ok, dateFormat: undefined }, '请选择流水日期'],
    [{ ...ok, digit: undefined }, '请输入流水位数'],
    [{ ...ok, digit: 0 }, '只能输入正整数'],
    [{ ...ok, startNumber: '' }, '请输入流水起始'],
    [{ ...ok, startNumber: '1a' }, '只能输入数字'],
    [{ ...ok, startNumber: '0000' }, '流水起始不能为0'],
    [{ ...ok, sortCode: 1000000 }, '排序只能是0-999999之间的整数'],
  ])('%j → %s', (body, message) => expect(firstMessage('system.billRule.form', body)).toBe(message));
});

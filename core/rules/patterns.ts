// The reusable field rules of spec 01 §5.1 as one table: a test and the message
// it shows. Forms and the server both read it.
import type { MessageRef } from '../i18n/text';

export type RuleId =
  | 'phone' | 'password' | 'idCard' | 'email' | 'plate' | 'chinese' | 'code'
  | 'account' | 'name' | 'numericCode' | 'time' | 'positiveInteger' | 'fieldName';

export interface Rule {
  test(value: string): boolean;
  message: MessageRef;
}

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

// GB 11643: weights and check characters of the 18-digit citizen ID number.
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckCharacters = '10X98765432';

function isPlausibleDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getTime() <= Date.now();
}

export function isCitizenId(value: string): boolean {
  if (/^\d{15}$/.test(value)) {
    return isPlausibleDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!isPlausibleDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)))) return false;
  const sum = idWeights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return idCheckCharacters[sum % 11] === value[17].toUpperCase();
}

const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

export const reusableRules: Readonly<Record<RuleId, Rule>> = {
  phone: { test: matches(/^1[3-9]\d{9}$/), message: { key: 'rule.phone' } },
  password: { test: matches(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/), message: { key: 'rule.password' } },
  idCard: { test: isCitizenId, message: { key: 'rule.idCard' } },
  email: { test: matches(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/), message: { key: 'rule.email' } },
  // Ordinary plates: province, letter, five letters/digits (the last may be 挂学警港澳); new-energy plates have six.
  plate: {
    test: matches(new RegExp(`^[${provinces}][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`)),
    message: { key: 'rule.plate' },
  },
  chinese: { test: matches(/^[\u4e00-\u9fa5]+$/), message: { key: 'rule.chinese' } },
  code: { test: matches(/^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/), message: { key: 'rule.code' } },
  account: { test: matches(/^[A-Za-z0-9]+$/), message: { key: 'rule.account' } },
  name: { test: matches(/^[\u4e00-\u9fa5A-Za-z0-9 _\-()（）.·]+$/), message: { key: 'rule.name' } },
  numericCode: { test: matches(/^\d+$/), message: { key: 'rule.numericCode' } },
  time: { test: matches(/^\d+(\.[05])?$/), message: { key: 'rule.time' } },
  positiveInteger: { test: matches(/^[1-9]\d*$/), message: { key: 'rule.positiveInteger' } },
  fieldName: { test: matches(/^[A-Za-z][A-Za-z0-9_]*$/), message: { key: 'rule.fieldName' } },
};

/** The rule's message when `value` breaks it, otherwise null. */
export function checkRule(id: RuleId, value: string): MessageRef | null {
  const rule = reusableRules[id];
  return rule.test(value) ? null : rule.message;
}

const operators = new Set(['+', '-', '*', '/', '×', '÷']);

/**
 * Spec 01 §5.1 expression check: numbers and operators alternate, with numbers
 * at both ends. Takes a formula string or its tokens.
 */
export function isValidExpression(formula: string | readonly string[]): boolean {
  const tokens = typeof formula === 'string' ? (formula.match(/\d+(?:\.\d+)?|[^\s\d]/g) ?? []) : formula;
  if (tokens.length === 0 || tokens.length % 2 === 0) return false;
  return tokens.every((token, i) => (i % 2 === 0 ? /^\d+(\.\d+)?$/.test(token) : operators.has(token)));
}

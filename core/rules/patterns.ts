// The reusable field rules of spec 01 §5.1 as one table: a test and the message
// it shows. Forms and the server both read it.
import type { MessageRef } from '../i18n/text';

export const ruleIds = ['phone', 'password', 'idCard', 'email', 'plate', 'chinese', 'code', 'account', 'name', 'numericCode', 'time', 'positiveInteger', 'fieldName'] as const;
export type RuleId = (typeof ruleIds)[number];

export interface Rule {
  test(value: string): boolean;
  /** The rule as a regular expression's source, for JSON Schemas (a check digit, where there is one, is tested by `test` only). */
  pattern: string;
  message: MessageRef;
}

/** A rule that is its pattern. */
const byPattern = (pattern: string, key: string): Rule => {
  const compiled = new RegExp(pattern, 'u');
  return { test: (value) => compiled.test(value), pattern, message: { key } };
};

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
  phone: byPattern('^1[3-9]\\d{9}$', 'rule.phone'),
  password: byPattern('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{6,16}$', 'rule.password'),
  idCard: { test: isCitizenId, pattern: '^(\\d{15}|\\d{17}[\\dXx])$', message: { key: 'rule.idCard' } },
  email: byPattern('^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$', 'rule.email'),
  // Ordinary plates: province, letter, five letters/digits (the last may be 挂学警港澳); new-energy plates have six.
  plate: byPattern(`^[${provinces}][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$`, 'rule.plate'),
  chinese: byPattern('^[\\u4e00-\\u9fa5]+$', 'rule.chinese'),
  code: byPattern('^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$', 'rule.code'),
  account: byPattern('^[A-Za-z0-9]+$', 'rule.account'),
  name: byPattern('^[\\u4e00-\\u9fa5A-Za-z0-9 _\\-()（）.·]+$', 'rule.name'),
  numericCode: byPattern('^\\d+$', 'rule.numericCode'),
  time: byPattern('^\\d+(\\.[05])?$', 'rule.time'),
  positiveInteger: byPattern('^[1-9]\\d*$', 'rule.positiveInteger'),
  fieldName: byPattern('^[A-Za-z][A-Za-z0-9_]*$', 'rule.fieldName'),
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

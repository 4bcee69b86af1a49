// What each kind of data field allows a scheme to do with it, and how that
// reads in JNPF's words (its field form's symbols and value inputs), so the
// field list serves JNPF's scheme editor and Kiln's alike.
import type { DataFieldType } from '@core/api/menu';
import type { SchemeOp } from '@core/permission';

/** The comparisons a scheme may make on a field of each kind. */
export const opsOf: Record<DataFieldType, readonly SchemeOp[]> = {
  text: ['Equal', 'NotEqual', 'Included', 'NotIncluded'],
  number: ['Equal', 'NotEqual', 'GreaterThan', 'GreaterThanOrEqual', 'LessThan', 'LessThanOrEqual', 'Included', 'NotIncluded'],
  date: ['Equal', 'NotEqual', 'GreaterThan', 'GreaterThanOrEqual', 'LessThan', 'LessThanOrEqual', 'Included', 'NotIncluded'],
  user: ['Equal', 'NotEqual', 'Included', 'NotIncluded'],
  organize: ['Equal', 'NotEqual', 'Included', 'NotIncluded'],
};

/** Kinds compared by value: their Included means "one of a list", never a text search. */
export const listOnlyIncluded: ReadonlySet<DataFieldType> = new Set(['number', 'date']);

/** Kinds the current-user and current-organisation variables apply to. */
export const variableKinds: ReadonlySet<DataFieldType> = new Set(['user', 'organize']);

/** JNPF's symbol for an op on a field of a kind (text searches are like, lists in). */
export function symbolOf(op: SchemeOp, kind: DataFieldType): string {
  const text = kind === 'text';
  const symbols: Record<SchemeOp, string> = {
    Equal: '==',
    NotEqual: '<>',
    GreaterThan: '>',
    GreaterThanOrEqual: '>=',
    LessThan: '<',
    LessThanOrEqual: '<=',
    Included: text ? 'like' : 'in',
    NotIncluded: text ? 'notLike' : 'notIn',
  };
  return symbols[op];
}

/** JNPF's column type and value input for each kind. */
export const jnpfTypeOf: Record<DataFieldType, string> = { text: 'varchar', number: 'double', date: 'datetime', user: 'varchar', organize: 'varchar' };
export const jnpfInputOf: Record<DataFieldType, string> = { text: 'input', number: 'inputNumber', date: 'datePicker', user: 'userSelect', organize: 'organizeSelect' };

const userInputs = new Set(['@userId', '@userAndSubordinates', 'userSelect']);
const organizeInputs = new Set(['@organizeId', '@organizationAndSuborganization', '@branchManageOrganize', 'organizeSelect', 'depSelect']);
const numberTypes = new Set(['int', 'double', 'bigint', 'decimal', 'float', 'number']);
const dateTypes = new Set(['datetime', 'date', 'timestamp']);

/** A field's kind from what JNPF's field form sends: its value input first, then its column type. */
export function kindFromJnpf(type: string | undefined, conditionText: string | undefined): DataFieldType | null {
  if (conditionText && userInputs.has(conditionText)) return 'user';
  if (conditionText && organizeInputs.has(conditionText)) return 'organize';
  if (conditionText === 'inputNumber') return 'number';
  if (conditionText === 'datePicker') return 'date';
  const column = type?.trim().toLowerCase();
  if (!column) return conditionText ? 'text' : null;
  if (numberTypes.has(column)) return 'number';
  if (dateTypes.has(column)) return 'date';
  return 'text';
}

// A call's values: only the parameters the interface declares, each converted
// by its declared type, required ones filled (from the call or the declaration's
// default), and `@name` variables (system variables and administrator-defined
// variates) read on demand. Every value is later BOUND, never pasted into text.
import { parameterDataTypes, type InterfaceParameter, type ParamValue, type ParameterDataType } from '@core/api/dataInterface';
import { badRequest } from '../../../http/errors';

/** A value as a driver binds it. */
export type Bound = string | number | null;

/** The longest text a parameter may carry. */
export const maxParameterLength = 4000;
export const maxParameters = 50;

const namePattern = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Reads parameterJson at save time: each entry checked, names unique and usable as `{name}`. */
export function parseDeclarations(parameterJson: string | undefined): InterfaceParameter[] {
  if (!parameterJson?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(parameterJson);
  } catch {
    throw badRequest('dataInterface.parametersInvalid', { reason: 'JSON' });
  }
  if (!Array.isArray(parsed) || parsed.length > maxParameters) throw badRequest('dataInterface.parametersInvalid', { reason: `[] ≤ ${maxParameters}` });
  const seen = new Set<string>();
  return parsed.map((item: unknown): InterfaceParameter => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const field = typeof entry.field === 'string' ? entry.field : '';
    if (!namePattern.test(field) || seen.has(field)) throw badRequest('dataInterface.parameterName', { name: field });
    seen.add(field);
    const dataType = (entry.dataType ?? 'varchar') as ParameterDataType;
    if (!parameterDataTypes.includes(dataType)) throw badRequest('dataInterface.parameterType', { name: field });
    const defaultValue = entry.defaultValue === undefined || entry.defaultValue === null ? '' : String(entry.defaultValue);
    if (defaultValue.length > maxParameterLength) throw badRequest('dataInterface.parameterTooLong', { name: field });
    return {
      field,
      fieldName: typeof entry.fieldName === 'string' ? entry.fieldName.slice(0, 100) : field,
      dataType,
      required: entry.required === 1 || entry.required === true ? 1 : 0,
      defaultValue,
    };
  });
}

/** Converts one value by the declared type; empty reads as null. */
export function coerce(declared: InterfaceParameter, value: unknown): Bound {
  if (value === undefined || value === null || value === '') return null;
  const refuse = () => badRequest('dataInterface.parameterValue', { name: declared.field, type: declared.dataType });
  switch (declared.dataType) {
    case 'varchar': {
      if (typeof value === 'object') throw refuse();
      const text = String(value);
      if (text.length > maxParameterLength) throw badRequest('dataInterface.parameterTooLong', { name: declared.field });
      return text;
    }
    case 'int': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(number)) throw refuse();
      return number;
    }
    case 'decimal': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,18}(\.\d{1,10})?$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isFinite(number)) throw refuse();
      return number;
    }
    case 'datetime': {
      // Times are epoch milliseconds in Kiln's tables; an ISO text is read as one.
      const time = typeof value === 'number' ? value : typeof value === 'string' ? (/^\d{1,15}$/.test(value) ? Number(value) : Date.parse(value)) : NaN;
      if (!Number.isSafeInteger(time)) throw refuse();
      return time;
    }
  }
}

/**
 * The variables a caller's own value may name (`@user` in a paramList): the caller's identity and the time.
 * Never a variate — its value is another interface's data, which the caller may have no right to read —
 * nor the list's values; any other `@text` a caller gives is the text itself. Declared defaults may name any.
 */
export const callerVariables: ReadonlySet<string> = new Set(['user', 'userAccount', 'organize', 'department', 'currentTime']);

/** Reads a `@name` variable's value; undefined when no such variable exists. */
export type VariableReader = (name: string) => Promise<Bound | undefined>;

/** The value of one `{name}` token or `@name` variable of a call. */
export interface CallValues {
  parameter(name: string): Bound;
  variable(name: string): Promise<Bound>;
}

/**
 * The values of a call: the paramList may name only declared parameters, each
 * converted by type; an absent one takes the declaration's default (which may
 * be a variable); a required one without a value is refused.
 */
export async function resolveCall(
  declared: readonly InterfaceParameter[],
  paramList: readonly ParamValue[] | undefined,
  variables: VariableReader,
): Promise<CallValues> {
  const byName = new Map(declared.map((parameter) => [parameter.field, parameter]));
  const given = new Map<string, unknown>();
  for (const item of paramList ?? []) {
    if (!byName.has(item.field)) throw badRequest('dataInterface.unknownParameter', { name: item.field });
    given.set(item.field, item.defaultValue);
  }
  const knownVariables = new Map<string, Bound>();
  const variable = async (name: string): Promise<Bound> => {
    if (knownVariables.has(name)) return knownVariables.get(name) ?? null;
    const value = await variables(name);
    if (value === undefined) throw badRequest('dataInterface.unknownVariable', { name: `@${name}` });
    knownVariables.set(name, value);
    return value;
  };
  const values = new Map<string, Bound>();
  for (const parameter of declared) {
    const fromCaller = given.has(parameter.field);
    let raw = fromCaller ? given.get(parameter.field) : parameter.defaultValue;
    // A value that is exactly `@name` takes the variable's value (JNPF's defaults such as @user); from a caller only a system variable.
    if (typeof raw === 'string' && /^@[A-Za-z_][A-Za-z0-9_]*$/.test(raw) && (!fromCaller || callerVariables.has(raw.slice(1)))) {
      raw = await variable(raw.slice(1));
    }
    const value = coerce(parameter, raw);
    if (value === null && parameter.required === 1) throw badRequest('dataInterface.parameterRequired', { name: parameter.fieldName || parameter.field });
    values.set(parameter.field, value);
  }
  return {
    parameter: (name) => {
      if (!values.has(name)) throw badRequest('dataInterface.unknownParameter', { name });
      return values.get(name) ?? null;
    },
    variable,
  };
}

/** The `{name}` and `@name` tokens of a text that is not SQL (a URL, a header, a body), each replaced by `render(value)`. */
export async function bindText(text: string, values: CallValues, render: (value: Bound) => string): Promise<string> {
  const pattern = /\{([A-Za-z_][A-Za-z0-9_]*)\}|@([A-Za-z_][A-Za-z0-9_]*)/g;
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const value = match[1] !== undefined ? values.parameter(match[1]) : await values.variable(match[2]);
    out += text.slice(last, match.index) + render(value);
    last = match.index + match[0].length;
  }
  return out + text.slice(last);
}

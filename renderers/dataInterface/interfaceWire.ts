// The one place where a data interface's form values and its wire shape meet. The
// form (schemas/systemData/dataInterface/data-interface-form.json) edits flat fields and
// sub-table rows; the wire carries dataConfigJson, fieldJson and parameterJson as JSON
// text, as JNPF's client sends them. Pure functions, plus a transport that applies them
// to the form's own get, create and update calls and passes every other call through.
import { ResultCode, type Envelope, type FieldError, type HttpMethod, type Transport, type TransportOptions } from '@core/api/envelope';
import type { DataConfig, HttpMethodCode, HttpPair, InterfaceField, InterfaceParameter, ParameterDataType } from '@core/api/dataInterface';
import { parameterDataTypes, parseFields, parseParameters, queryAction } from '@core/api/dataInterface';

export type FormValues = Record<string, unknown>;

const interfacesBase = '/api/system/DataInterface';
const oneInterface = /^\/api\/system\/DataInterface\/[^/]+$/;

/** The form's own calls: read and update one interface, create one. */
const isFormCall = (method: HttpMethod, url: string) => (method === 'POST' ? url === interfacesBase : method !== 'DELETE' && oneInterface.test(url));

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const rowsOf = (value: unknown): FormValues[] =>
  Array.isArray(value) ? value.filter((row): row is FormValues => typeof row === 'object' && row !== null) : [];
const flag = (value: unknown): 0 | 1 => (value === 1 || value === true || value === '1' ? 1 : 0);

function parseConfig(json: unknown): DataConfig {
  if (typeof json !== 'string' || !json.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as DataConfig) : {};
  } catch {
    return {};
  }
}

/** Name/value rows as the wire keeps them: trimmed names, rows without a name dropped. */
function pairs(value: unknown): HttpPair[] {
  return rowsOf(value)
    .map((row) => ({ field: text(row.field).trim(), value: text(row.value) }))
    .filter((pair) => pair.field !== '');
}

function parameters(value: unknown): InterfaceParameter[] {
  return rowsOf(value)
    .map((row) => ({
      field: text(row.field).trim(),
      fieldName: text(row.fieldName),
      dataType: (parameterDataTypes as readonly unknown[]).includes(row.dataType) ? (row.dataType as ParameterDataType) : 'varchar',
      required: flag(row.required),
      defaultValue: text(row.defaultValue),
    }))
    .filter((parameter) => parameter.field !== '');
}

function fields(value: unknown): InterfaceField[] {
  return rowsOf(value)
    .map((row) => ({ field: text(row.field).trim(), defaultValue: text(row.defaultValue) }))
    .filter((field) => field.field !== '');
}

const methodOf = (value: unknown): HttpMethodCode => (Number(value) === 2 ? 2 : 1);

/** An interface as the server answers it → the form's values (what the form does not edit is kept for the save). */
export function toFormValues(wire: FormValues): FormValues {
  const { dataConfigJson, fieldJson, parameterJson, ...rest } = wire;
  const config = parseConfig(dataConfigJson);
  const api = config.apiData;
  return {
    ...rest,
    sql: config.sqlData?.sql ?? '',
    // JNPF keeps the rows as JSON text; a record holding them as JSON itself is shown as text too.
    staticData: typeof config.staticData === 'string' ? config.staticData : config.staticData ? JSON.stringify(config.staticData, null, 2) : '',
    apiMethod: methodOf(api?.method),
    apiUrl: api?.url ?? '',
    apiHeader: pairs(api?.header),
    apiQuery: pairs(api?.query),
    apiBody: api?.body ?? '',
    rowsPath: api?.rowsPath ?? '',
    parameters: parseParameters(typeof parameterJson === 'string' ? parameterJson : undefined),
    fields: parseFields(typeof fieldJson === 'string' ? fieldJson : undefined),
  };
}

const optionalTexts = ['dataCountJson', 'dataEchoJson'];
const formOnly = ['sql', 'staticData', 'apiMethod', 'apiUrl', 'apiHeader', 'apiQuery', 'apiBody', 'rowsPath', 'parameters', 'fields'];

/**
 * The form's values (as prepared for saving: fields a condition hides are absent) → the
 * wire. Every part of dataConfigJson is written, the ones the type does not use empty,
 * as JNPF's client writes them.
 */
export function toWire(values: FormValues): FormValues {
  const type = Number(values.type);
  // The optional JSON texts travel only as text (a record may hold none).
  const rest = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !formOnly.includes(key) && !(optionalTexts.includes(key) && typeof value !== 'string')),
  );
  const config: Required<DataConfig> = {
    sqlData: { sql: type === 1 ? text(values.sql) : '' },
    staticData: type === 2 ? text(values.staticData) : '',
    apiData: {
      url: type === 3 ? text(values.apiUrl).trim() : '',
      method: methodOf(values.apiMethod),
      header: type === 3 ? pairs(values.apiHeader) : [],
      query: type === 3 ? pairs(values.apiQuery) : [],
      body: type === 3 && methodOf(values.apiMethod) === 2 ? text(values.apiBody) : '',
      rowsPath: type === 3 ? text(values.rowsPath).trim() : '',
    },
  };
  return {
    ...rest,
    type,
    // SQL interfaces only query (the server refuses any other action); the others carry it unused.
    action: typeof values.action === 'number' ? values.action : queryAction,
    hasPage: type === 2 ? 0 : flag(values.hasPage),
    enabledMark: flag(values.enabledMark),
    description: text(values.description),
    dataConfigJson: JSON.stringify(config),
    parameterJson: JSON.stringify(parameters(values.parameters)),
    fieldJson: JSON.stringify(fields(values.fields)),
  };
}

/** Why a static interface's text is not rows (a JSON array), or undefined when it is. */
export function staticDataProblem(value: unknown): string | undefined {
  try {
    return Array.isArray(JSON.parse(text(value))) ? undefined : 'notArray';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The form field a refused wire field belongs to (the server names dataConfigJson; the user sees the type's own field). */
export function formFieldOf(wireField: string, type: number): string {
  const [head, ...tail] = wireField.split('/');
  if (head === 'dataConfigJson') return type === 1 ? 'sql' : type === 3 ? 'apiUrl' : 'staticData';
  if (head === 'parameterJson') return 'parameters';
  if (head === 'fieldJson') return 'fields';
  return [head, ...tail].join('/');
}

/** Message texts the transport needs, given by the dialog so this file stays free of i18n. */
export interface WireTexts {
  staticInvalid(problem: string): string;
}

/**
 * A transport for the interface form: its get answer becomes form values, its create and
 * update bodies become the wire shape (a static interface's rows checked first, refused
 * here with the field named, like a 400), and the server's refusals name the form's fields.
 */
export function interfaceFormTransport(transport: Transport, texts: WireTexts): Transport {
  const adapted = async (method: HttpMethod, url: string, payload?: unknown, options?: TransportOptions): Promise<Envelope<unknown>> => {
    if (!isFormCall(method, url)) return transport(method, url, payload, options);
    if (method === 'GET') {
      const answer = await transport<FormValues | null>(method, url, payload, options);
      return answer.code === 200 && answer.data ? { ...answer, data: toFormValues(answer.data) } : answer;
    }
    const values = (payload ?? {}) as FormValues;
    const type = Number(values.type);
    const problem = type === 2 ? staticDataProblem(values.staticData) : undefined;
    if (problem) {
      const message = texts.staticInvalid(problem);
      return { code: ResultCode.badRequest, msg: message, data: { errors: [{ field: 'staticData', message }] } };
    }
    const answer = await transport<{ errors?: FieldError[] } | null>(method, url, toWire(values), options);
    const errors = answer.code === ResultCode.badRequest ? answer.data?.errors : undefined;
    if (!errors?.length) return answer;
    return { ...answer, data: { ...answer.data, errors: errors.map((error) => ({ ...error, field: formFieldOf(error.field, type) })) } };
  };
  // The caller names the answer's type; this transport answers what the wrapped one does, reshaped for the form.
  return adapted as Transport;
}

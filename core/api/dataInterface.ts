// Data interfaces (spec 02 §7.10; JNPF's src/api/systemData/dataInterface.ts and variate.ts):
// named queries — a read-only SQL statement, static rows or an HTTP source — that
// dynamic options, pickers and the list's left tree call by id with bound parameters.
import type { Paged, PageQuery, Transport, Unpaged } from './envelope';

/** 1 a SQL statement, 2 static rows, 3 an HTTP source (JNPF's `type`). */
export type DataInterfaceType = 1 | 2 | 3;

/** JNPF's `action`: 3 is a query, the only action a SQL interface may take. */
export const queryAction = 3;

/** The types a parameter may declare; a call's value is checked and converted by it. */
export type ParameterDataType = 'varchar' | 'int' | 'decimal' | 'datetime';
export const parameterDataTypes: readonly ParameterDataType[] = ['varchar', 'int', 'decimal', 'datetime'];

/** One declared parameter (an element of parameterJson). */
export interface InterfaceParameter {
  /** The name `{field}` tokens cite. */
  field: string;
  /** Its label. */
  fieldName: string;
  dataType: ParameterDataType;
  required: 0 | 1;
  /** Used when a call sends no value; may be a variate or system variable (`@user`). */
  defaultValue: string;
}

/** One row field and its label (an element of fieldJson), as pickers list columns. */
export interface InterfaceField {
  field: string;
  defaultValue: string;
}

/** A name/value pair of an HTTP source's headers or query. */
export interface HttpPair {
  field: string;
  value: string;
}

/** GET 1, POST 2 (JNPF's numbers). */
export type HttpMethodCode = 1 | 2;

/** dataConfigJson, parsed. */
export interface DataConfig {
  sqlData?: { sql: string };
  /** JSON text: an array of rows, which may be a tree (`children`). */
  staticData?: string;
  apiData?: {
    url: string;
    method: HttpMethodCode;
    header: HttpPair[];
    query: HttpPair[];
    body: string;
    /** Dot path to the rows in the JSON answer ('data.list'); empty = the answer itself. */
    rowsPath: string;
  };
}

/** What an interface is, as the form edits it (JSON-in-string fields as JNPF sends them). */
export interface DataInterfaceInput {
  fullName: string;
  enCode: string;
  /** An item id of the DataInterfaceType dictionary. */
  category: string;
  type: DataInterfaceType;
  action: number;
  hasPage: 0 | 1;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  /** JSON text of a DataConfig. */
  dataConfigJson: string;
  /** A count statement for SQL interfaces that page themselves (hasPage 1). */
  dataCountJson?: string;
  dataEchoJson?: string;
  /** JSON text of InterfaceField[]. */
  fieldJson: string;
  /** JSON text of InterfaceParameter[]. */
  parameterJson: string;
}

export interface DataInterface extends DataInterfaceInput {
  id: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** A row of the management list. */
export interface DataInterfaceRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** The category's name. */
  categoryName: string;
  type: DataInterfaceType;
  action: number;
  hasPage: 0 | 1;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  /** `realName/account` of who created it. */
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface DataInterfaceQuery extends PageQuery {
  category?: string;
  type?: DataInterfaceType;
  enabledMark?: 0 | 1;
}

/** A value given to a parameter by a call (JNPF's paramList element). */
export interface ParamValue {
  field: string;
  /** Absent: the declaration's default. */
  defaultValue?: unknown;
}

/** A row an interface answers: its fields as the source gives them; trees keep `children`. */
export type InterfaceRow = Record<string, unknown> & { children?: InterfaceRow[] };

export interface PreviewInput {
  paramList?: ParamValue[];
}

/** `Actions/List`: one page of rows, filtered by keyword on relationField (or the columnOptions fields). */
export interface InterfaceListInput {
  interfaceId?: string;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  /** The field whose value identifies a row. */
  propsValue?: string;
  /** The field shown as a row's name, searched by keyword. */
  relationField?: string;
  /** The popup's columns, comma-joined. */
  columnOptions?: string;
  paramList?: ParamValue[];
}

/** `Actions/InfoByIds`: the rows whose propsValue is one of ids. */
export interface InfoByIdsInput {
  ids: (string | number)[];
  interfaceId?: string;
  propsValue: string;
  relationField?: string;
  paramList?: ParamValue[];
}

/** An interface as property panels pick it. */
export interface InterfaceChoice {
  id: string;
  fullName: string;
  enCode: string;
  type: DataInterfaceType;
  hasPage: 0 | 1;
  fieldJson: string;
  parameterJson: string;
}

/** The Selector's tree: enabled interfaces grouped by category. */
export interface InterfaceCategory {
  id: string;
  fullName: string;
  children: InterfaceChoice[];
}

/** One call, as the log lists it. */
export interface InterfaceLogRow {
  id: string;
  invokeTime: number;
  userId: string;
  /** `realName/account` of the caller. */
  userName: string;
  /** Milliseconds. */
  invokWasteTime: number;
  /** 1 success, 0 failure. */
  invokType: 0 | 1;
  message: string;
  invokIp: string;
}

/** A named value taken from the first row an interface returns, cited as `@fullName`. */
export interface DataInterfaceVariateInput {
  interfaceId: string;
  /** The `@name` (without `@`). */
  fullName: string;
  /** A field of the interface's first row. */
  field: string;
  description: string;
}

export interface DataInterfaceVariate extends DataInterfaceVariateInput {
  id: string;
  /** The current value (the field of the interface's first row), read when listed and by Info; null when the call fails. */
  value?: unknown;
  /** `realName/account` of who created it. */
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** The variates Selector: variates grouped by their interface. */
export interface VariateGroup {
  id: string;
  fullName: string;
  children: { id: string; fullName: string; field: string; interfaceId: string }[];
}

/** The system variables a value may cite besides administrator-defined variates. */
export const systemVariables = [
  '@user',
  '@userAccount',
  '@organize',
  '@department',
  '@currentTime',
  '@keyword',
  '@pageSize',
  '@offsetSize',
  '@showKey',
  '@showValue',
] as const;

/** The file extension of an exported interface (JNPF's import accepts `.bd`). */
export const dataInterfaceFileExtension = '.bd';
/** The file extension of an exported variate. */
export const variateFileExtension = '.bdv';

const at = (id: string) => encodeURIComponent(id);
const base = '/api/system/DataInterface';
const variates = '/api/system/DataInterfaceVariate';

export const dataInterfaceApi = (call: Transport) => ({
  page: (query: DataInterfaceQuery = {}) => call<Paged<DataInterfaceRow>>('GET', base, query),
  /** JNPF's getList (the workflow picker): enabled interfaces, paged. */
  choices: (query: DataInterfaceQuery = {}) => call<Paged<DataInterfaceRow>>('GET', `${base}/getList`, query),
  get: (id: string) => call<DataInterface>('GET', `${base}/${at(id)}`),
  create: (input: DataInterfaceInput) => call<{ id: string }>('POST', base, input),
  update: (id: string, input: DataInterfaceInput) => call<null>('PUT', `${base}/${at(id)}`, input),
  remove: (id: string) => call<null>('DELETE', `${base}/${at(id)}`),
  toggle: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `${base}/${at(id)}/Actions/State`),
  copy: (id: string) => call<{ id: string }>('POST', `${base}/${at(id)}/Actions/Copy`),
  exportFile: (id: string) => call<{ name: string; url: string }>('GET', `${base}/${at(id)}/Actions/Export`),
  preview: (id: string, input: PreviewInput = {}) => call<InterfaceRow[]>('POST', `${base}/${at(id)}/Actions/Preview`, input),
  list: (id: string, input: InterfaceListInput) => call<Paged<InterfaceRow>>('POST', `${base}/${at(id)}/Actions/List`, input),
  infoByIds: (id: string, input: InfoByIdsInput) => call<InterfaceRow[]>('POST', `${base}/${at(id)}/Actions/InfoByIds`, input),
  selector: () => call<Unpaged<InterfaceCategory>>('GET', `${base}/Selector`),
  getParam: (id: string) => call<InterfaceParameter[]>('GET', `${base}/GetParam/${at(id)}`),
  log: (id: string, query: PageQuery = {}) => call<Paged<InterfaceLogRow>>('GET', `/api/system/DataInterfaceLog/${at(id)}`, query),
});

export const dataInterfaceVariateApi = (call: Transport) => ({
  /** JNPF's getList: the variates of one interface (`GET DataInterfaceVariate/{interfaceId}`). */
  ofInterface: (interfaceId: string, query: PageQuery = {}) => call<Unpaged<DataInterfaceVariate>>('GET', `${variates}/${at(interfaceId)}`, query),
  page: (query: PageQuery & { interfaceId?: string } = {}) => call<Paged<DataInterfaceVariate>>('GET', variates, query),
  get: (id: string) => call<DataInterfaceVariate>('GET', `${variates}/${at(id)}/Info`),
  create: (input: DataInterfaceVariateInput) => call<{ id: string }>('POST', variates, input),
  update: (id: string, input: DataInterfaceVariateInput) => call<null>('PUT', `${variates}/${at(id)}`, input),
  remove: (id: string) => call<null>('DELETE', `${variates}/${at(id)}`),
  copy: (id: string) => call<{ id: string }>('POST', `${variates}/${at(id)}/Actions/Copy`),
  exportFile: (id: string) => call<{ name: string; url: string }>('GET', `${variates}/${at(id)}/Actions/Export`),
  selector: () => call<Unpaged<VariateGroup>>('GET', `${variates}/Selector`),
});

/** The objects naming a `field` in a JSON list, read leniently for clients: anything else reads as none. */
function fieldList<T extends { field: string }>(json: string | undefined): T[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is T => typeof item === 'object' && item !== null && 'field' in item) : [];
  } catch {
    return [];
  }
}

/** Parses parameterJson leniently for clients: anything that is not a list of parameters reads as none. */
export const parseParameters = (parameterJson: string | undefined): InterfaceParameter[] => fieldList<InterfaceParameter>(parameterJson);

/** Parses fieldJson leniently for clients. */
export const parseFields = (fieldJson: string | undefined): InterfaceField[] => fieldList<InterfaceField>(fieldJson);

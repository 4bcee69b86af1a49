// Online development (spec 03 §7, ARCHITECTURE §8): models and their releases.
import type { ModelDesign } from '../model/design';
import type { PageQuery, Paged, Transport } from './envelope';

/** What names a model, beside its design. */
export interface ModelInfo {
  fullName: string;
  enCode: string;
  /** An item id of the webDesign dictionary. */
  category: string;
  /** 1 a form only, 2 a list with its form (JNPF's webType; 3, with a flow, is not served). */
  webType: 1 | 2;
  description: string;
  sortCode: number;
}

/** 0 never released, 1 released as it is, 2 changed since its last release (JNPF's isRelease). */
export type ReleaseState = 0 | 1 | 2;

/** A model as the list shows it. */
export interface ModelRow extends ModelInfo {
  id: string;
  /** The category's name. */
  categoryName: string;
  /** The main table's name. */
  tableName: string;
  isRelease: ReleaseState;
  /** 1 once released (JNPF shows 发布预览 then). */
  enabledMark: 0 | 1;
  /** The number of the last release; 0 before the first. */
  version: number;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface ModelQuery extends PageQuery {
  category?: string;
  webType?: number;
  isRelease?: ReleaseState;
}

/** One model: its info, its design and where it stands. */
export interface ModelDetail extends ModelRow {
  design: ModelDesign;
  /** The menu entries a release made, by id. */
  menuIds: string[];
}

/** Create and update. */
export interface ModelInput extends ModelInfo {
  design: ModelDesign;
}

/** `POST Base/{id}/Actions/Release`: JNPF's body (a parent id or several), and Kiln's confirmation of changes that lose data. */
export interface ReleaseInput {
  pc?: 0 | 1;
  app?: 0 | 1;
  pcModuleParentId?: string | string[];
  appModuleParentId?: string | string[];
  /** The changes that lose data the administrator has seen and accepts. */
  confirmLosing?: boolean;
  /** Only work out the difference; change nothing. */
  dryRun?: boolean;
}

/** One change to a model's tables, as the release dialog lists it. */
export interface TableChange {
  kind: 'createTable' | 'dropTable' | 'addColumn' | 'widenColumn' | 'dropColumn' | 'narrowColumn' | 'retypeColumn';
  table: string;
  column?: string;
  /** The field's name and label the change is for. */
  field?: string;
  label?: string;
  from?: string;
  to?: string;
  losesData: boolean;
}

export interface ReleaseOutcome {
  version: number;
  changes: TableChange[];
  menuIds: string[];
  /** true when nothing was changed (a dry run, or a refusal the caller may confirm). */
  dryRun: boolean;
}

/** A release kept: what it was and when. */
export interface ModelVersion {
  version: number;
  releasedAt: number;
  releasedBy: string;
  fullName: string;
  /** Fields of the form then, by name. */
  fieldCount: number;
}

const at = (id: string) => encodeURIComponent(id);

/** Ids one FieldDataSelect request may name: the records a list page or a form shows at once. */
export const maxRelatedIds = 100;

/** `GET Base/{id}/FieldDataSelect`: what a related-form picker asks of the model it links to. */
export interface RelatedRowsQuery {
  /** The field shown as a record's name. */
  relationField: string;
  /** The fields of the popup's columns. */
  columnOptions?: readonly string[];
  /** Searched in the name field. */
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  /** Records already chosen: their rows instead of a page (their names, at most maxRelatedIds). */
  ids?: readonly string[];
  /** The menu entry of the linked model that grants the reading; without it, one the user holds. */
  menuId?: string;
}

/** A related record as the picker shows it: its id and each field's text (null when empty; a field the reader may not see is left out). */
export type RelatedRow = { id: string } & Record<string, string | null>;

/** The query string of a FieldDataSelect request: lists comma-joined, nothing left undefined. */
function relatedRowsParams(query: RelatedRowsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { relationField: query.relationField };
  if (query.columnOptions?.length) params.columnOptions = query.columnOptions.join(',');
  if (query.keyword) params.keyword = query.keyword;
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.pageSize !== undefined) params.pageSize = query.pageSize;
  if (query.ids?.length) params.ids = query.ids.join(',');
  if (query.menuId) params.menuId = query.menuId;
  return params;
}

export const visualDevApi = (call: Transport) => ({
  page: (query: ModelQuery = {}) => call<Paged<ModelRow>>('GET', '/api/visualdev/Base', query),
  all: (webType?: number) => call<{ list: ModelRow[] }>('GET', '/api/visualdev/Base/list', webType ? { webType } : {}),
  get: (id: string) => call<ModelDetail>('GET', `/api/visualdev/Base/${at(id)}`),
  create: (input: ModelInput) => call<{ id: string }>('POST', '/api/visualdev/Base', input),
  update: (id: string, input: ModelInput) => call<null>('PUT', `/api/visualdev/Base/${at(id)}`, input),
  remove: (id: string) => call<null>('DELETE', `/api/visualdev/Base/${at(id)}`),
  copy: (id: string) => call<{ id: string }>('POST', `/api/visualdev/Base/${at(id)}/Actions/Copy`),
  release: (id: string, input: ReleaseInput) => call<ReleaseOutcome>('POST', `/api/visualdev/Base/${at(id)}/Actions/Release`, input),
  selector: () => call<{ list: { id: string; fullName: string; children: { id: string; fullName: string }[] }[] }>('GET', '/api/visualdev/Base/Selector'),
  formDataFields: (id: string, filterType = 0) =>
    call<{ list: { vModel: string; label: string; jnpfKey: string }[] }>('GET', `/api/visualdev/Base/${at(id)}/FormDataFields`, { filterType }),
  fieldDataSelect: (id: string, query: RelatedRowsQuery) =>
    call<Paged<RelatedRow>>('GET', `/api/visualdev/Base/${at(id)}/FieldDataSelect`, relatedRowsParams(query)),
  versions: (id: string) => call<{ list: ModelVersion[] }>('GET', `/api/visualdev/Base/${at(id)}/Versions`),
  version: (id: string, version: number) => call<ModelDetail>('GET', `/api/visualdev/Base/${at(id)}/Versions/${version}`),
  compare: (id: string, from: number, to: number) => call<{ changes: TableChange[] }>('GET', `/api/visualdev/Base/${at(id)}/Versions/${from}/Compare/${to}`),
  rollback: (id: string, version: number, input: { confirmLosing?: boolean; dryRun?: boolean } = {}) =>
    call<ReleaseOutcome>('POST', `/api/visualdev/Base/${at(id)}/Versions/${version}/Actions/Rollback`, input),
});

/** A model list's request (JNPF's): queryJson holds the search fields' values by field. */
export interface ModelListRequest {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
  queryJson?: string | Record<string, unknown>;
  menuId?: string;
}

/** A record as JNPF's client sends and reads it: the values as a JSON string. */
export interface ModelRecord {
  id: string;
  data: string;
}

export interface ModelConfig {
  id: string;
  fullName: string;
  webType: 1 | 2;
  version: number;
  menuId: string;
  formData: string;
  columnData: string;
  appColumnData: string;
  enableFlow: 0 | 1;
  flowId: string;
  design: ModelDesign;
}

export const onlineDevApi = (call: Transport) => ({
  config: (modelId: string, menuId?: string) => call<ModelConfig>('GET', `/api/visualdev/OnlineDev/${at(modelId)}/Config`, menuId ? { menuId } : {}),
  list: (modelId: string, request: ModelListRequest = {}) =>
    call<Paged<{ id: string } & Record<string, unknown>>>('POST', `/api/visualdev/OnlineDev/${at(modelId)}/List`, request),
  create: (modelId: string, values: Record<string, unknown>, menuId?: string) =>
    call<{ id: string }>('POST', `/api/visualdev/OnlineDev/${at(modelId)}`, { id: '', data: JSON.stringify(values), ...(menuId ? { menuId } : {}) }),
  update: (modelId: string, id: string, values: Record<string, unknown>) =>
    call<null>('PUT', `/api/visualdev/OnlineDev/${at(modelId)}/${at(id)}`, { id, data: JSON.stringify(values) }),
  get: (modelId: string, id: string) => call<ModelRecord>('GET', `/api/visualdev/OnlineDev/${at(modelId)}/${at(id)}`),
  dataChange: (modelId: string, id: string) => call<ModelRecord>('GET', `/api/visualdev/OnlineDev/${at(modelId)}/${at(id)}/DataChange`),
  remove: (modelId: string, id: string) => call<null>('DELETE', `/api/visualdev/OnlineDev/${at(modelId)}/${at(id)}`),
  batchDelete: (modelId: string, ids: string[]) => call<{ deleted: number }>('POST', `/api/visualdev/OnlineDev/batchDelete/${at(modelId)}`, { ids }),
});

// What the organisation, department and position pickers read (spec 03 §7
// Directory pickers, JNPF's api/permission/{organize,position}.ts): reference
// reads any signed-in user may make, answering only what a picker shows — ids,
// names, kinds, icons and organisation paths. Trees come a level at a time: a
// node says whether it has children, and the picker asks for them when it opens.
import type { DirectoryNode } from './directory';
import type { Transport, Unpaged } from './envelope';

/** The parent id that asks for the top level ('-1', the top companies' parent, means the same). */
export const topSelectorId = '0';

export interface OrgPickerNode extends DirectoryNode {
  /**
   * The node's own name where `fullName` holds its whole path (the custom
   * lists: OrganizeCondition's entries and PositionCondition's organisations).
   */
  lastFullName?: string;
  /** A position's organisation. */
  organizeId?: string;
  children?: OrgPickerNode[];
}

/** A search over every level: a substring of the name; the answer is a flat list. */
export interface SelectorQuery {
  keyword?: string;
}

export interface PositionSelectorQuery extends SelectorQuery {
  /** The organisation whose sub-organisations and positions to list; the top when absent. */
  parentId?: string;
}

/** The custom organisation and department pickers' query (JNPF's OrganizeCondition). */
export interface OrganizeCondition extends SelectorQuery {
  /** The organisations allowed; everything below them is allowed too. */
  departIds: string[];
}

/** The custom position picker's query (JNPF's PositionCondition). */
export interface PositionCondition extends SelectorQuery {
  ids: string[];
}

/** At most this many ids in one request (an allowed list, or the ids of one page of cells). */
export const maxPickerIds = 1000;
/** A keyword search answers at most this many nodes. */
export const maxSearchResults = 200;
/** Position/All answers at most this many positions. */
export const maxAllPositions = 10_000;

const enc = encodeURIComponent;
/** Only the keys that hold something: a GET query never carries 'undefined'. */
const query = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export const orgPickerApi = (call: Transport) => ({
  /** Companies (no departments) below `parentId`, limited to the caller's organisations and below (administrators: all). */
  organizeSelectorByAuth: (parentId = topSelectorId, search: SelectorQuery = {}) =>
    call<Unpaged<OrgPickerNode>>('GET', `/api/permission/Organize/SelectorByAuth/${enc(parentId)}`, query({ keyword: search.keyword })),
  /** The allowed organisations themselves (fullName their path); their children load through departmentSelector. */
  organizeCondition: (condition: OrganizeCondition) => call<Unpaged<OrgPickerNode>>('POST', '/api/permission/Organize/OrganizeCondition', condition),
  /** Companies and departments below `parentId`. */
  departmentSelector: (parentId = topSelectorId, search: SelectorQuery = {}) =>
    call<Unpaged<OrgPickerNode>>('GET', `/api/permission/Organize/Department/Selector/${enc(parentId)}`, query({ keyword: search.keyword })),
  /** The same, limited to the caller's organisations and below (administrators: all). */
  departmentSelectorByAuth: (parentId = topSelectorId, search: SelectorQuery = {}) =>
    call<Unpaged<OrgPickerNode>>('GET', `/api/permission/Organize/Department/SelectorByAuth/${enc(parentId)}`, query({ keyword: search.keyword })),
  /** Names and paths of organisations by id, disabled ones too (stored values keep their names). */
  organizeByIds: (ids: string[]) => call<Unpaged<OrgPickerNode>>('POST', '/api/permission/Organize/ListByIds', { ids }),

  /** An organisation's sub-organisations and its positions (the top organisations when no parent is given). */
  positionSelector: (search: PositionSelectorQuery = {}) => call<Unpaged<OrgPickerNode>>('GET', '/api/permission/Position/Selector', query({ parentId: search.parentId, keyword: search.keyword })),
  /** Every enabled position, flat, with its organisation's path. */
  positionAll: () => call<Unpaged<OrgPickerNode>>('GET', '/api/permission/Position/All'),
  /** One entry per organisation asked for, its enabled positions as children. */
  positionsByOrganizes: (organizeIds: string[]) => call<Unpaged<OrgPickerNode>>('POST', '/api/permission/Position/getListByOrgIds', { organizeIds }),
  /** The allowed positions under their organisations (fullName the organisation's path). */
  positionCondition: (condition: PositionCondition) => call<Unpaged<OrgPickerNode>>('POST', '/api/permission/Position/PositionCondition', condition),
  /** Names of positions by id, disabled ones too. */
  positionByIds: (ids: string[]) => call<Unpaged<OrgPickerNode>>('POST', '/api/permission/Position/ListByIds', { ids }),
});

export type OrgPickerApi = ReturnType<typeof orgPickerApi>;

// The user pickers' reference reads (spec 02 §7.4, spec 03 §7, JNPF's
// api/permission/user.ts): trees of organisations and users loaded a level at a
// time, paged user lists, and names of stored ids. Every answer carries only
// what a picker shows (DirectoryNode); never phone numbers, e-mail or ID numbers.
import type { Paged, Transport, Unpaged } from './envelope';
import type { DirectoryNode } from './directory';

const base = '/api/permission/Users';

/** The user picker's pages (spec 03 §9): 20 rows, the next page within 200px of the bottom. */
export const userPickerPageSize = 20;
export const loadMoreDistance = 200;
/** The system variable the user picker offers: whoever is signed in. */
export const currentUserId = 'currentUser';
/** Ids a name lookup takes at once. */
export const maxLookupIds = 1000;

/** A chat contact (ImUser): a user node with the names JNPF's chat drawer shows. */
export interface ContactNode extends DirectoryNode {
  realName: string;
  /** The name of the user's main organisation. */
  department: string;
}

export interface PickerPage {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

/**
 * The users a custom picker may offer. JNPF's client sends typed ids in `ids`
 * (`id--user`, `id--department`, `id--position`, `id--role`, `id--group`,
 * `id--company`, and the system entries `currentUser`, `@currentOrg--system`,
 * `@currentOrgAndSubOrg--system`), with its paging under `pagination`; older
 * models name plain ids per kind (ableUserIds, ableDepIds …). Both are read.
 */
export interface AbleUsersQuery {
  ids?: string[];
  ableIds?: string[];
  ableUserIds?: string[];
  ableDepIds?: string[];
  ablePosIds?: string[];
  ableRoleIds?: string[];
  ableGroupIds?: string[];
  pagination?: PickerPage;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const at = (id: string) => encodeURIComponent(id);

export const userPickersApi = (call: Transport) => ({
  /** Every enabled user (bounded), optionally by keyword. */
  all: (query: { keyword?: string } = {}) => call<Unpaged<DirectoryNode>>('GET', `${base}/All`, query),
  /** Companies and departments with their users, as one tree (bounded). */
  selector: () => call<Unpaged<DirectoryNode>>('GET', `${base}/Selector`),
  /** Chat contacts: everyone but the caller, paged. */
  contacts: (query: PickerPage = {}) => call<Paged<ContactNode>>('GET', `${base}/ImUser`, query),
  /** The lazy user tree: organisation {id}'s child organisations, then its users ('0' the top). */
  tree: (organizeId: string) => call<Unpaged<DirectoryNode>>('POST', `${base}/ImUser/Selector/${at(organizeId)}`, {}),
  /** The same call with a keyword: a paged flat search over users (within {id}'s organisations unless '0'). */
  search: (query: PickerPage & { keyword: string }, organizeId = '0') => call<Paged<DirectoryNode>>('POST', `${base}/ImUser/Selector/${at(organizeId)}`, query),
  /** Users by id, in the order asked (disabled ones too: stored values keep their names). */
  userList: (ids: readonly string[]) => call<Unpaged<DirectoryNode>>('POST', `${base}/getUserList`, { ids }),
  /** The caller's subordinates down the manager chain; an array, as JNPF's client reads it. */
  subordinates: (keyword = '', page: { currentPage?: number; pageSize?: number } = {}) => call<DirectoryNode[]>('POST', `${base}/getSubordinates`, { keyword, ...page }),
  /** Users of an organisation ('0': the caller's current one); an array, as JNPF's client reads it. */
  organization: (query: PickerPage & { organizeId?: string } = {}) => call<DirectoryNode[]>('GET', `${base}/getOrganization`, { organizeId: '0', ...query }),
  /** The position's organisation with its users under it (the position member dialog). */
  byPosition: (query: { positionId: string; keyword?: string }) => call<DirectoryNode[]>('GET', `${base}/GetUsersByPositionId`, query),
  /** The user tree within a role's organisations (every organisation for a global role), lazily, or a search. */
  byRoleOrg: (query: { roleId: string; organizeId?: string; keyword?: string }) => call<DirectoryNode[]>('GET', `${base}/GetUsersByRoleOrgId`, { organizeId: '0', ...query }),
  /** The user tree within the organisations the caller looks after (all for administrators), lazily, or a search. */
  byAuthorize: (organizeId: string, keyword = '') => call<Unpaged<DirectoryNode>>('POST', `${base}/GetListByAuthorize/${at(organizeId)}`, { keyword }),
  /** Typed ids as nodes for a selected pane; the node's id is the bare id and its kind is `type`. */
  selectedList: (ids: readonly string[]) => call<Unpaged<DirectoryNode>>('POST', `${base}/getSelectedList`, { ids }),
  /** The users a custom picker offers (see AbleUsersQuery), paged. */
  selectedUserList: (query: AbleUsersQuery) => call<Paged<DirectoryNode>>('POST', `${base}/getSelectedUserList`, query),
});

export type UserPickersApi = ReturnType<typeof userPickersApi>;

/**
 * The role, position and group trees the users picker's tabs show (the role,
 * position and group areas' Selector reads): nodes of those kinds under their
 * organisations or categories.
 */
export const directoryTreesApi = (call: Transport) => ({
  /** Organisations with their roles (JNPF's role tree), whole. */
  roles: () => call<Unpaged<DirectoryNode>>('GET', '/api/permission/Role/Selector'),
  /** An organisation's sub-organisations and positions (the top for none), a level at a time; with a keyword, matching positions flat. */
  positions: (parentId?: string, keyword?: string) =>
    call<Unpaged<DirectoryNode>>('GET', '/api/permission/Position/Selector', { ...(parentId ? { parentId } : {}), ...(keyword ? { keyword } : {}) }),
  /** The groups under their types, whole; its data is the list itself, as JNPF's client reads it. */
  groups: () => call<DirectoryNode[]>('GET', '/api/permission/Group/Selector'),
});

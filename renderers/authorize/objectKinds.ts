// The four kinds of object the grant screen lists, each read through its own
// management list (paged, keyword-searched on the server) and shown as the
// same few columns: name, code, one detail, state.
import type { GrantObjectType } from '@core/api/authorize';
import { ResultCode, type Envelope, type Paged, type PageQuery, type Transport } from '@core/api/envelope';
import { roleApi } from '@core/api/role';
import { positionApi } from '@core/api/position';
import { groupApi } from '@core/api/group';
import { usersApi } from '@core/api/users';

/** A row of any kind, in the screen's columns. */
export interface GrantObjectRow {
  id: string;
  name: string;
  code: string;
  detail: string;
  /** A text key shown instead of `detail` (a role's kind, in the reader's language as on the roles screen). */
  detailKey?: string;
  /** 1 enabled, 0 disabled, 2 locked (users). */
  enabledMark: number;
}

export interface ObjectKind {
  type: GrantObjectType;
  /** Text keys: the tab, and the name, code and detail columns. */
  tab: string;
  nameLabel: string;
  codeLabel: string;
  detailLabel: string;
  list(call: Transport, query: PageQuery): Promise<Envelope<Paged<GrantObjectRow>>>;
}

const mapped = async <T>(answer: Promise<Envelope<Paged<T>>>, row: (item: T) => GrantObjectRow): Promise<Envelope<Paged<GrantObjectRow>>> => {
  const envelope = await answer;
  if (envelope.code !== ResultCode.ok) return { ...envelope, data: { list: [], pagination: { currentPage: 1, pageSize: 0, total: 0 } } };
  return { ...envelope, data: { list: envelope.data.list.map(row), pagination: envelope.data.pagination } };
};

export const objectKinds: readonly ObjectKind[] = [
  {
    type: 'Role',
    tab: 'authorize.tab.Role',
    nameLabel: 'authorize.column.name',
    codeLabel: 'authorize.column.code',
    detailLabel: 'authorize.column.roleType',
    list: (call, query) => mapped(roleApi(call).list(query), (role) => ({
        id: role.id,
        name: role.fullName,
        code: role.enCode,
        // `type` is JNPF's Chinese word for the kind; the mark says it in any language.
        detail: role.type,
        detailKey: role.globalMark === 1 ? 'role.global' : 'role.organize',
        enabledMark: role.enabledMark,
      })),
  },
  {
    type: 'Position',
    tab: 'authorize.tab.Position',
    nameLabel: 'authorize.column.name',
    codeLabel: 'authorize.column.code',
    detailLabel: 'authorize.column.organize',
    list: (call, query) =>
      mapped(positionApi(call).list(query), (position) => ({ id: position.id, name: position.fullName, code: position.enCode, detail: position.department, enabledMark: position.enabledMark })),
  },
  {
    type: 'Group',
    tab: 'authorize.tab.Group',
    nameLabel: 'authorize.column.name',
    codeLabel: 'authorize.column.code',
    detailLabel: 'authorize.column.groupType',
    list: (call, query) => mapped(groupApi(call).list(query), (group) => ({ id: group.id, name: group.fullName, code: group.enCode, detail: group.type, enabledMark: group.enabledMark })),
  },
  {
    type: 'User',
    tab: 'authorize.tab.User',
    nameLabel: 'authorize.column.userName',
    codeLabel: 'authorize.column.account',
    detailLabel: 'authorize.column.organize',
    list: (call, query) => mapped(usersApi(call).list(query), (user) => ({ id: user.id, name: user.realName, code: user.account, detail: user.organize, enabledMark: user.enabledMark })),
  },
];

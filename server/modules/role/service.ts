// Roles: global, or belonging to the organisations listed in
// base_organize_relation (object_type 'Role'). A role's organisations and its
// grants live and die with it, in the same transaction.
import type { Kysely, Selectable } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { globalRolesNodeId, type GlobalMark, type Role, type RoleInput, type RoleQuery, type RoleRow } from '@core/api/role';
import type { Database } from '../../db/schema';
import type { RoleTable } from './tables';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import type { DataScope } from '../../permission/dataScope';
import { directoryDataFields, directorySortable, memberIdsOf, recordFields, takenField, type DirectoryRecordKind } from '../directoryRecords';
import { organizationsOfRoles, type RoleOrganization } from './organizations';

/** A role has no type dictionary: global_mark says whether it is global. */
const roleKind = { table: 'base_role', objectType: 'Role', messages: 'role', dataName: '角色' } satisfies DirectoryRecordKind;

const notFound = () => new ApiError(404, { key: 'role.notFound' });

/**
 * The kind of a role in JNPF's words. JNPF's client compares a row's `type` with
 * '全局' to choose its member dialog, so the value is these words whatever the
 * language; Kiln's screen shows `globalMark` through its own texts instead.
 */
const jnpfKindWords: Record<GlobalMark, string> = { 1: '全局', 0: '组织' };

/** What the menu entry's data schemes may test, as columns of the role queries (alias r). */
export const roleDataFields = directoryDataFields(roleKind);

/** The list's query as the querystring carries it: the kind and state filters come as text. */
export type RoleListQuery = Omit<RoleQuery, 'type' | 'enabledMark'> & { type?: '' | '0' | '1'; enabledMark?: '' | '0' | '1' };

/** The organisations a role is saved with: the last id of each picked path, each once. */
export function organizeIdsOf(input: RoleInput): string[] {
  if (input.globalMark === 1) return [];
  const ids = (input.organizeIdsTree ?? []).map((path) => path[path.length - 1]);
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

function toRole(row: Selectable<RoleTable>, organizations: RoleOrganization[]): Role & { organizeInfo: string } {
  const globalMark: GlobalMark = Number(row.global_mark) === 1 ? 1 : 0;
  const record = recordFields(row);
  return {
    ...record,
    globalMark,
    type: jnpfKindWords[globalMark],
    organizeIds: organizations.map((o) => o.id),
    organizeIdsTree: organizations.map((o) => o.idPath),
    organizeInfo: organizations.map((o) => o.namePath).join(','),
    // A role never changed has no time of change (it is not stamped when made).
    lastModifyTime: record.lastModifyTime > 0 ? record.lastModifyTime : null,
  };
}

export class RoleService {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Kysely<Database> = this.db) {
    return db.selectFrom('base_role as r').selectAll('r');
  }

  /** The management list: searched, filtered by organisation or kind, and paged in SQL; each row names its organisations. */
  async page(query: RoleListQuery, scope: DataScope): Promise<Paged<RoleRow>> {
    let select = scope.apply(this.select());
    const keyword = query.keyword?.trim();
    if (keyword) select = select.where(containsText(['r.full_name', 'r.en_code'], keyword));
    if (query.organizeId === globalRolesNodeId) select = select.where('r.global_mark', '=', 1);
    else if (query.organizeId) {
      const organizeId = query.organizeId;
      select = select.where('r.id', 'in', (eb) =>
        eb.selectFrom('base_organize_relation as o').select('o.object_id').where('o.object_type', '=', 'Role').where('o.organize_id', '=', organizeId),
      );
    }
    if (query.type !== undefined && query.type !== '') select = select.where('r.global_mark', '=', Number(query.type));
    if (query.enabledMark !== undefined && query.enabledMark !== '') select = select.where('r.enabled_mark', '=', Number(query.enabledMark));
    const page = await pageOf(select, query, { columns: directorySortable, defaultColumn: 'r.sort_code', defaultDirection: 'asc', tieBreaker: 'r.created_at' }, (row) => row);
    const organizations = await organizationsOfRoles(this.db, page.list.map((row) => row.id));
    return {
      ...page,
      list: page.list.map((row) => {
        const { organizeIdsTree: _paths, ...rest } = toRole(row, organizations.get(row.id) ?? []);
        return rest;
      }),
    };
  }

  async get(id: string, scope: DataScope): Promise<Role> {
    const row = await scope.apply(this.select()).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const { organizeInfo: _names, ...role } = toRole(row, (await organizationsOfRoles(this.db, [id])).get(id) ?? []);
    return role;
  }

  /** Name and code are each unique; a role of organisations names existing ones. */
  private async check(input: RoleInput, organizeIds: string[], selfId: string | null, db: Kysely<Database>): Promise<void> {
    // A clash is answered as a message, not as a field of the form.
    const taken = await takenField(db, roleKind, input, selfId);
    if (taken === 'enCode') throw badRequest('role.codeExists');
    if (taken === 'fullName') throw badRequest('role.nameExists');
    if (input.globalMark === 1) return;
    // The form's own rule says this first; kept for a body whose paths name no id.
    if (organizeIds.length === 0) throw formRefusal([{ field: 'organizeIdsTree', message: { key: 'role.organizeRequired' } }]);
    const found = await db.selectFrom('base_organize').select('id').where('id', 'in', organizeIds).execute();
    if (found.length !== organizeIds.length) throw badRequest('role.organizeNotFound');
  }

  private async relate(db: Kysely<Database>, roleId: string, organizeIds: string[]): Promise<void> {
    await db.deleteFrom('base_organize_relation').where('object_type', '=', 'Role').where('object_id', '=', roleId).execute();
    if (organizeIds.length === 0) return;
    await db
      .insertInto('base_organize_relation')
      .values(organizeIds.map((organizeId) => ({ id: newId(), organize_id: organizeId, object_type: 'Role' as const, object_id: roleId })))
      .execute();
  }

  private columnsOf(input: RoleInput) {
    return {
      full_name: input.fullName,
      en_code: input.enCode,
      global_mark: input.globalMark,
      sort_code: input.sortCode,
      enabled_mark: input.enabledMark,
      description: input.description ?? '',
    };
  }

  async create(input: RoleInput, userId: string): Promise<string> {
    const organizeIds = organizeIdsOf(input);
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, organizeIds, null, trx);
      const id = newId();
      await trx
        .insertInto('base_role')
        .values({ id, ...this.columnsOf(input), created_at: Date.now(), creator_user_id: userId })
        .execute();
      await this.relate(trx, id, organizeIds);
      return id;
    });
  }

  /**
   * Saves the role and replaces its organisations; answers whether its state changed (its members' rights did then).
   * The input's checks read other roles only; the save's own WHERE carries the scope: a role outside it is not found.
   */
  async update(id: string, input: RoleInput, scope: DataScope): Promise<{ stateChanged: boolean }> {
    const organizeIds = organizeIdsOf(input);
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, organizeIds, id, trx);
      const before = await trx.selectFrom('base_role').select('enabled_mark').where('id', '=', id).executeTakeFirst();
      const saved = await scope.updateWithin(
        trx
          .updateTable('base_role as r')
          .set({ ...this.columnsOf(input), updated_at: Date.now() })
          .where('r.id', '=', id),
      );
      if (!before || saved === 0) throw notFound();
      await this.relate(trx, id, organizeIds);
      return { stateChanged: Number(before.enabled_mark) !== input.enabledMark };
    });
  }

  /** Refused while a user holds the role; otherwise the role, its organisations and its grants go together. */
  async remove(id: string, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Deleted first, under the scope; a refusal below rolls it back.
      if ((await scope.deleteWithin(trx.deleteFrom('base_role as r').where('r.id', '=', id))) === 0) throw notFound();
      const member = await trx
        .selectFrom('base_user_relation as m')
        .innerJoin('base_user as u', 'u.id', 'm.user_id')
        .select('m.id')
        .where('m.object_type', '=', 'Role')
        .where('m.object_id', '=', id)
        .executeTakeFirst();
      if (member) throw badRequest('role.hasMembers');
      await trx.deleteFrom('base_organize_relation').where('object_type', '=', 'Role').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_authorize').where('object_type', '=', 'Role').where('object_id', '=', id).execute();
    });
  }

  /** The users who hold the role (whose rights follow its state). */
  memberIds(id: string): Promise<string[]> {
    return memberIdsOf(this.db, roleKind, id);
  }
}

// User groups: a name and code unique across the directory and a type from the
// groupType dictionary. A group with members is not deleted.
import type { Kysely, Selectable } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { groupTypeDictionary, type Group, type GroupInput, type GroupQuery, type GroupRow } from '@core/api/group';
import type { Database } from '../../db/schema';
import type { GroupTable } from './tables';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import type { DataFields, DataScope } from '../../permission/dataScope';

const notFound = () => new ApiError(404, { key: 'group.notFound' });
const refuse = (field: keyof GroupInput, key: string) => formRefusal([{ field, message: { key } }]);

/** What the group menu's data schemes may test, as the scoped queries name the columns. */
export const groupDataFields: DataFields = {
  fullName: { column: 'g.full_name', type: 'text', name: '分组名称' },
  enCode: { column: 'g.en_code', type: 'text', name: '分组编码' },
  type: { column: 'g.type', type: 'text', name: '分组类型' },
  creatorUserId: { column: 'g.creator_user_id', type: 'user', name: '创建用户' },
  creatorTime: { column: 'g.created_at', type: 'date', name: '创建时间' },
};

const sortable = { fullName: 'g.full_name', enCode: 'g.en_code', sortCode: 'g.sort_code', creatorTime: 'g.created_at', lastModifyTime: 'g.updated_at' };

function toGroup(row: Selectable<GroupTable>): Group {
  return {
    id: row.id,
    fullName: row.full_name,
    enCode: row.en_code,
    type: row.type,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    creatorTime: Number(row.created_at),
    lastModifyTime: Number(row.updated_at),
  };
}

/** The list's query as it arrives: a cleared status select sends ''. */
export type GroupListQuery = Omit<GroupQuery, 'enabledMark'> & { enabledMark?: '' | '0' | '1' };

export class GroupService {
  constructor(private readonly db: Kysely<Database>) {}

  private scoped(scope: DataScope, db: Kysely<Database> = this.db) {
    return scope.apply(db.selectFrom('base_group as g'));
  }

  /** A page of groups with their type's name. */
  async page(query: GroupListQuery, scope: DataScope): Promise<Paged<GroupRow>> {
    let select = this.scoped(scope)
      .leftJoin('base_dictionary_type as dt', (join) => join.on('dt.en_code', '=', groupTypeDictionary))
      .leftJoin('base_dictionary_data as d', (join) => join.onRef('d.dictionary_type_id', '=', 'dt.id').onRef('d.id', '=', 'g.type'))
      .selectAll('g')
      .select('d.full_name as type_name');
    if (query.type) select = select.where((eb) => eb.or([eb('g.type', '=', query.type!), eb('d.en_code', '=', query.type!)]));
    if (query.enabledMark) select = select.where('g.enabled_mark', '=', Number(query.enabledMark));
    if (query.keyword?.trim()) select = select.where(containsText(['g.full_name', 'g.en_code'], query.keyword.trim()));
    return pageOf(select, query, { columns: sortable, defaultColumn: 'g.sort_code', defaultDirection: 'asc', tieBreaker: 'g.id' }, (row) => ({
      ...toGroup(row),
      type: row.type_name ?? row.type,
      typeId: row.type,
    }));
  }

  async get(id: string, scope: DataScope): Promise<Group> {
    const row = await this.scoped(scope).selectAll('g').where('g.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toGroup(row);
  }

  private async check(input: GroupInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    const type = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', groupTypeDictionary)
      .where('d.id', '=', input.type)
      .executeTakeFirst();
    if (!type) throw refuse('type', 'group.typeNotFound');
    const clash = await db
      .selectFrom('base_group')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const other = clash.filter((row) => row.id !== selfId);
    if (other.some((row) => row.en_code === input.enCode)) throw refuse('enCode', 'group.codeExists');
    if (other.length > 0) throw refuse('fullName', 'group.nameExists');
  }

  private columnsOf(input: GroupInput) {
    return {
      full_name: input.fullName,
      en_code: input.enCode,
      type: input.type,
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
      description: input.description ?? '',
    };
  }

  async create(input: GroupInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      const now = Date.now();
      await trx
        .insertInto('base_group')
        .values({ id, ...this.columnsOf(input), created_at: now, updated_at: now, creator_user_id: userId })
        .execute();
      return id;
    });
  }

  /** Saves the group; says whether its state changed, which changes what its members may use. */
  async update(id: string, input: GroupInput, scope: DataScope): Promise<{ stateChanged: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await this.scoped(scope, trx).select(['g.id', 'g.enabled_mark']).where('g.id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check(input, id, trx);
      const columns = this.columnsOf(input);
      await trx.updateTable('base_group').set({ ...columns, updated_at: Date.now() }).where('id', '=', id).execute();
      return { stateChanged: existing.enabled_mark !== columns.enabled_mark };
    });
  }

  /** The group's members, as their grant contexts know it. */
  async memberIds(id: string): Promise<string[]> {
    const rows = await this.db.selectFrom('base_user_relation').select('user_id').where('object_type', '=', 'Group').where('object_id', '=', id).execute();
    return rows.map((row) => row.user_id);
  }

  /** Deletes a group without members, with its grants. */
  async remove(id: string, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await this.scoped(scope, trx).select('g.id').where('g.id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      const member = await trx.selectFrom('base_user_relation').select('id').where('object_type', '=', 'Group').where('object_id', '=', id).limit(1).executeTakeFirst();
      if (member) throw badRequest('group.hasUsers');
      await trx.deleteFrom('base_authorize').where('object_type', '=', 'Group').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_group').where('id', '=', id).execute();
    });
  }
}

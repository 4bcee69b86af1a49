// Positions: each belongs to a company or department, has a type from the
// PositionType dictionary and a code unique across the directory. A position
// users hold is neither deleted nor moved to another organisation.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { positionTypeDictionary, type Position, type PositionInput, type PositionQuery, type PositionRow } from '@core/api/position';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError, badRequest, formRefusal } from '../../http/errors';
import type { DataFields, DataScope } from '../../permission/dataScope';

const notFound = () => new ApiError(404, { key: 'position.notFound' });
const refuse = (field: keyof PositionInput, key: string) => formRefusal([{ field, message: { key } }]);

/** What the position menu's data schemes may test, as the scoped queries name the columns. */
export const positionDataFields: DataFields = {
  organizeId: { column: 'p.organize_id', type: 'organize', name: '所属组织' },
  fullName: { column: 'p.full_name', type: 'text', name: '岗位名称' },
  enCode: { column: 'p.en_code', type: 'text', name: '岗位编码' },
  type: { column: 'p.type', type: 'text', name: '岗位类型' },
  creatorUserId: { column: 'p.creator_user_id', type: 'user', name: '创建用户' },
  creatorTime: { column: 'p.created_at', type: 'date', name: '创建时间' },
};

const sortable = { fullName: 'p.full_name', enCode: 'p.en_code', sortCode: 'p.sort_code', creatorTime: 'p.created_at', lastModifyTime: 'p.updated_at' };

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)},%`;
const treeIds = (tree: string | null) => (tree ? tree.split(',').filter(Boolean) : []);

/** `organizeIds` as JNPF's client may send it: comma-joined, or a repeated query key. */
export function organizeIdList(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** The list's query as it arrives: organizeIds may be a repeated key, and a cleared status select sends ''. */
export type PositionListQuery = Omit<PositionQuery, 'organizeIds' | 'enabledMark'> & { organizeIds?: string | string[]; enabledMark?: '' | '0' | '1' };

export class PositionService {
  constructor(private readonly db: Kysely<Database>) {}

  private scoped(scope: DataScope, db: Kysely<Database> = this.db) {
    return scope.apply(db.selectFrom('base_position as p'));
  }

  /** A page of positions with their type's name and organisation path; organizeId takes the organisations below it too. */
  async page(query: PositionListQuery, scope: DataScope): Promise<Paged<PositionRow>> {
    let select = this.scoped(scope)
      .leftJoin('base_organize as o', 'o.id', 'p.organize_id')
      .leftJoin('base_dictionary_type as dt', (join) => join.on('dt.en_code', '=', positionTypeDictionary))
      .leftJoin('base_dictionary_data as d', (join) => join.onRef('d.dictionary_type_id', '=', 'dt.id').onRef('d.en_code', '=', 'p.type'))
      .selectAll('p')
      .select(['o.organize_id_tree', 'd.full_name as type_name']);
    if (query.organizeId) {
      const top = await this.db.selectFrom('base_organize').select('organize_id_tree').where('id', '=', query.organizeId).executeTakeFirst();
      const tree = top?.organize_id_tree || query.organizeId;
      select = select.where('p.organize_id', 'in', (eb) =>
        eb
          .selectFrom('base_organize as below')
          .select('below.id')
          .where((w) => w.or([w('below.id', '=', query.organizeId!), sql<SqlBool>`${sql.ref('below.organize_id_tree')} like ${likePrefix(tree)} escape '\\'`])),
      );
    }
    const organizeIds = organizeIdList(query.organizeIds);
    if (organizeIds.length) select = select.where('p.organize_id', 'in', organizeIds);
    if (query.type) select = select.where((eb) => eb.or([eb('p.type', '=', query.type!), eb('d.id', '=', query.type!)]));
    if (query.enabledMark) select = select.where('p.enabled_mark', '=', Number(query.enabledMark));
    if (query.keyword?.trim()) select = select.where(containsText(['p.full_name', 'p.en_code'], query.keyword.trim()));

    const page = await pageOf(select, query, { columns: sortable, defaultColumn: 'p.sort_code', defaultDirection: 'asc', tieBreaker: 'p.id' }, (row) => row);
    // The organisations' names for every row's path, in one query.
    const ids = [...new Set(page.list.flatMap((row) => treeIds(row.organize_id_tree)))];
    const names = new Map(ids.length ? (await this.db.selectFrom('base_organize').select(['id', 'full_name']).where('id', 'in', ids).execute()).map((o) => [o.id, o.full_name]) : []);
    return {
      pagination: page.pagination,
      list: page.list.map((row) => ({
        id: row.id,
        organizeId: row.organize_id,
        fullName: row.full_name,
        enCode: row.en_code,
        type: row.type_name ?? row.type,
        typeCode: row.type,
        department: treeIds(row.organize_id_tree).map((id) => names.get(id) ?? '').filter(Boolean).join('/'),
        sortCode: row.sort_code,
        enabledMark: row.enabled_mark === 1 ? 1 : 0,
        description: row.description,
        creatorTime: Number(row.created_at),
        lastModifyTime: Number(row.updated_at),
      })),
    };
  }

  async get(id: string, scope: DataScope): Promise<Position> {
    const row = await this.scoped(scope).leftJoin('base_organize as o', 'o.id', 'p.organize_id').selectAll('p').select('o.organize_id_tree').where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return {
      id: row.id,
      organizeId: row.organize_id,
      organizeIdTree: treeIds(row.organize_id_tree),
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

  private async check(input: PositionInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    const organize = await db.selectFrom('base_organize').select('id').where('id', '=', input.organizeId).where('category', 'in', ['company', 'department']).executeTakeFirst();
    if (!organize) throw refuse('organizeId', 'position.organizeNotFound');
    const type = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', positionTypeDictionary)
      .where('d.en_code', '=', input.type)
      .executeTakeFirst();
    if (!type) throw refuse('type', 'position.typeNotFound');
    const clash = await db
      .selectFrom('base_position')
      .select(['id', 'en_code'])
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb.and([eb('full_name', '=', input.fullName), eb('organize_id', '=', input.organizeId)])]))
      .execute();
    const other = clash.filter((row) => row.id !== selfId);
    if (other.some((row) => row.en_code === input.enCode)) throw refuse('enCode', 'position.codeExists');
    if (other.length > 0) throw refuse('fullName', 'position.nameExists');
  }

  private columnsOf(input: PositionInput) {
    return {
      organize_id: input.organizeId,
      full_name: input.fullName,
      en_code: input.enCode,
      type: input.type,
      sort_code: input.sortCode ?? 0,
      enabled_mark: input.enabledMark ?? 1,
      description: input.description ?? '',
    };
  }

  async create(input: PositionInput, userId: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const id = newId();
      const now = Date.now();
      await trx
        .insertInto('base_position')
        .values({ id, ...this.columnsOf(input), created_at: now, updated_at: now, creator_user_id: userId })
        .execute();
      return id;
    });
  }

  /** Users who hold the position (as one of theirs, or as their main one). */
  private async holders(id: string, db: Kysely<Database>): Promise<boolean> {
    const related = await db.selectFrom('base_user_relation').select('id').where('object_type', '=', 'Position').where('object_id', '=', id).limit(1).executeTakeFirst();
    if (related) return true;
    return Boolean(await db.selectFrom('base_user').select('id').where('position_id', '=', id).limit(1).executeTakeFirst());
  }

  /** Saves the position; says whether its state changed, which changes what its holders may use. */
  async update(id: string, input: PositionInput, scope: DataScope): Promise<{ stateChanged: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await this.scoped(scope, trx).select(['p.id', 'p.organize_id', 'p.enabled_mark']).where('p.id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check(input, id, trx);
      // Users' positions lie in their own organisations; moving a held position would break that.
      if (existing.organize_id !== input.organizeId && (await this.holders(id, trx))) throw refuse('organizeId', 'position.organizeLocked');
      const columns = this.columnsOf(input);
      await trx.updateTable('base_position').set({ ...columns, updated_at: Date.now() }).where('id', '=', id).execute();
      return { stateChanged: existing.enabled_mark !== columns.enabled_mark };
    });
  }

  /** The users who hold the position, as their grant contexts know it. */
  async memberIds(id: string): Promise<string[]> {
    const rows = await this.db.selectFrom('base_user_relation').select('user_id').where('object_type', '=', 'Position').where('object_id', '=', id).execute();
    return rows.map((row) => row.user_id);
  }

  /** Deletes a position no user holds, with its grants and organisation links. */
  async remove(id: string, scope: DataScope): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await this.scoped(scope, trx).select('p.id').where('p.id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      if (await this.holders(id, trx)) throw badRequest('position.hasUsers');
      await trx.deleteFrom('base_authorize').where('object_type', '=', 'Position').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_organize_relation').where('object_type', '=', 'Position').where('object_id', '=', id).execute();
      await trx.deleteFrom('base_position').where('id', '=', id).execute();
    });
  }
}

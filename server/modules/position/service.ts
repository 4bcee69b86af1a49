// Positions: each belongs to a company or department, has a type from the
// PositionType dictionary (stored by the item's code) and a code unique across
// the directory. A position users hold is neither deleted nor moved to another
// organisation.
import type { Kysely, Selectable } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { positionTypeDictionary, type Position, type PositionInput, type PositionRow } from '@core/api/position';
import type { Database } from '../../db/schema';
import type { DataFields, DataScope } from '../../permission/dataScope';
import { directoryDataFields, DirectoryRecordService, recordFields, type DirectoryListQuery, type DirectoryRecordKind } from '../directoryRecords';
import type { PositionTable } from './tables';
import { organizePath, subtreeCondition } from '../organize/paths';
import { namedPaths } from '../users/names';

const positionKind = {
  table: 'base_position',
  objectType: 'Position',
  messages: 'position',
  dataName: '岗位',
  typeDictionary: { code: positionTypeDictionary, stores: 'en_code' },
} satisfies DirectoryRecordKind;

/** What the position menu's data schemes may test, as the scoped queries name the columns. */
export const positionDataFields: DataFields = {
  organizeId: { column: 'r.organize_id', type: 'organize', name: '所属组织' },
  ...directoryDataFields(positionKind),
};

/** `organizeIds` as JNPF's client may send it: comma-joined, or a repeated query key. */
export function organizeIdList(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/** The list's query as it arrives: organizeIds may be a repeated key. */
export type PositionListQuery = DirectoryListQuery & { organizeId?: string; organizeIds?: string | string[] };

export class PositionService extends DirectoryRecordService<PositionInput, Selectable<PositionTable>> {
  protected readonly kind = positionKind;

  protected ownColumns(input: PositionInput) {
    return { organize_id: input.organizeId };
  }

  protected async checkOwn(input: PositionInput, db: Kysely<Database>): Promise<void> {
    const organize = await db.selectFrom('base_organize').select('id').where('id', '=', input.organizeId).where('category', 'in', ['company', 'department']).executeTakeFirst();
    if (!organize) throw this.refuse('organizeId', 'organizeNotFound');
  }

  /** A position's name is unique within its organisation. */
  protected nameWithin(input: PositionInput) {
    return { column: 'organize_id' as const, value: input.organizeId };
  }

  protected async checkChange(id: string, saved: Selectable<PositionTable>, input: PositionInput, db: Kysely<Database>): Promise<void> {
    // Users' positions lie in their own organisations; moving a held position would break that.
    if (saved.organize_id !== input.organizeId && (await this.isHeld(id, db))) throw this.refuse('organizeId', 'organizeLocked');
  }

  /** Held as one of a user's positions, or as their main one. */
  protected async isHeld(id: string, db: Kysely<Database>): Promise<boolean> {
    if (await super.isHeld(id, db)) return true;
    return Boolean(await db.selectFrom('base_user').select('id').where('position_id', '=', id).limit(1).executeTakeFirst());
  }

  /** Its grants and its organisation links go with it. */
  protected async removeLinks(id: string, db: Kysely<Database>): Promise<void> {
    await super.removeLinks(id, db);
    await db.deleteFrom('base_organize_relation').where('object_type', '=', 'Position').where('object_id', '=', id).execute();
  }

  /** A page of positions with their type's name and organisation path; organizeId takes the organisations below it too. */
  async page(query: PositionListQuery, scope: DataScope): Promise<Paged<PositionRow>> {
    let select = this.listed(query, scope).leftJoin('base_organize as o', 'o.id', 'r.organize_id').select('o.organize_id_tree');
    if (query.organizeId) {
      const organizeId = query.organizeId;
      const top = await this.db.selectFrom('base_organize').select('organize_id_tree').where('id', '=', organizeId).executeTakeFirst();
      const tree = top?.organize_id_tree || organizeId;
      select = select.where('r.organize_id', 'in', (eb) => eb.selectFrom('base_organize as below').select('below.id').where(subtreeCondition('below.organize_id_tree', tree)));
    }
    const organizeIds = organizeIdList(query.organizeIds);
    if (organizeIds.length) select = select.where('r.organize_id', 'in', organizeIds);

    const page = await this.paged(select, query, (row) => row);
    // The organisations' paths came with the rows; their names in one query.
    const paths = await namedPaths(this.db, new Map(page.list.map((row) => [row.organize_id, organizePath(row.organize_id_tree ?? '')])));
    return {
      pagination: page.pagination,
      list: page.list.map((row) => ({
        ...recordFields(row),
        organizeId: row.organize_id,
        type: row.type_name ?? row.type,
        typeCode: row.type,
        department: paths.namePath(row.organize_id),
      })),
    };
  }

  async get(id: string, scope: DataScope): Promise<Position> {
    const row = await this.scoped(scope).leftJoin('base_organize as o', 'o.id', 'r.organize_id').selectAll('r').select('o.organize_id_tree').where('r.id', '=', id).executeTakeFirst();
    if (!row) throw this.notFound();
    return { ...recordFields(row), organizeId: row.organize_id, organizeIdTree: organizePath(row.organize_id_tree ?? ''), type: row.type };
  }
}

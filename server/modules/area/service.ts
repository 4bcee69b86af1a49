// Areas: children loaded one level at a time (the tree is thousands of rows),
// with counts of children so the tree knows what can open.
import { sql, type Kysely } from 'kysely';
import type { Area, AreaInput } from '@core/api/area';
import { topAreaId } from '@core/api/area';
import type { Database } from '../../db/schema';
import type { AreaTable } from './tables';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';

const notFound = () => new ApiError(404, { key: 'area.notFound' });
const searchLimit = 200;

type Row = AreaTable & { child_count: number };

export function toArea(row: Row): Area {
  const hasChildren = Number(row.child_count) > 0;
  return {
    id: row.id,
    parentId: row.parent_id,
    fullName: row.full_name,
    enCode: row.en_code,
    type: row.type,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    isLeaf: !hasChildren,
    hasChildren,
  };
}

export class AreaService {
  constructor(private readonly db: Kysely<Database>) {}

  private select(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('base_area as a')
      .selectAll('a')
      .select(sql<number>`(select count(*) from base_area c where c.parent_id = a.id)`.as('child_count'));
  }

  async children(parentId: string, options: { keyword?: string; enabledOnly?: boolean; excludeId?: string } = {}): Promise<Area[]> {
    let query = this.select();
    const keyword = options.keyword?.trim();
    // A search looks at every level; browsing looks at one.
    query = keyword ? query.where(containsText(['a.full_name', 'a.en_code'], keyword)).limit(searchLimit) : query.where('a.parent_id', '=', parentId);
    if (options.enabledOnly) query = query.where('a.enabled_mark', '=', 1);
    if (options.excludeId) query = query.where('a.id', '!=', options.excludeId);
    const rows = await query.orderBy('a.sort_code').orderBy('a.id').execute();
    return rows.map(toArea);
  }

  /** One area with its parent's name (JNPF's Info); '' under the top. */
  async get(id: string): Promise<Area & { parentName: string }> {
    const row = await this.select()
      .leftJoin('base_area as p', 'p.id', 'a.parent_id')
      .select('p.full_name as parent_name')
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { ...toArea(row), parentName: row.parent_name ?? '' };
  }

  /** Names for id paths, as cascaders show stored values: [['110000','110100']] → [['北京市','市辖区']]. */
  async namesByIds(idsList: string[][]): Promise<string[][]> {
    const ids = [...new Set(idsList.flat())];
    if (ids.length === 0) return idsList.map(() => []);
    const rows = await this.db.selectFrom('base_area').select(['id', 'full_name']).where('id', 'in', ids).execute();
    const names = new Map(rows.map((row) => [row.id, row.full_name]));
    return idsList.map((path) => path.map((id) => names.get(id) ?? id));
  }

  private async check(input: AreaInput, selfId: string | null, db: Kysely<Database>): Promise<void> {
    if (input.parentId !== topAreaId) {
      const parent = await db.selectFrom('base_area').select('id').where('id', '=', input.parentId).executeTakeFirst();
      if (!parent) throw badRequest('area.parentNotFound');
    }
    const sameName = await db
      .selectFrom('base_area')
      .select('id')
      .where('parent_id', '=', input.parentId)
      .where('full_name', '=', input.fullName)
      .where('id', '!=', selfId ?? '')
      .executeTakeFirst();
    if (sameName) throw badRequest('area.nameExists');
  }

  async create(input: AreaInput): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.check(input, null, trx);
      const taken = await trx.selectFrom('base_area').select('id').where((eb) => eb.or([eb('id', '=', input.enCode), eb('en_code', '=', input.enCode)])).executeTakeFirst();
      if (taken) throw badRequest('area.codeExists');
      // The code is the id, as for the seeded GB/T 2260 areas.
      await trx
        .insertInto('base_area')
        .values({
          id: input.enCode,
          parent_id: input.parentId,
          en_code: input.enCode,
          full_name: input.fullName,
          type: 0,
          sort_code: input.sortCode,
          enabled_mark: input.enabledMark,
          description: input.description ?? '',
          created_at: Date.now(),
        })
        .execute();
      return input.enCode;
    });
  }

  /** Name, order, state and description change; the code (the id) and the place in the tree stay. */
  async update(id: string, input: AreaInput): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_area').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.check({ ...input, parentId: existing.parent_id }, id, trx);
      await trx
        .updateTable('base_area')
        .set({ full_name: input.fullName, sort_code: input.sortCode, enabled_mark: input.enabledMark, description: input.description ?? '' })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_area').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      const child = await trx.selectFrom('base_area').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) throw badRequest('area.hasChildren');
      await trx.deleteFrom('base_area').where('id', '=', id).execute();
    });
  }
}

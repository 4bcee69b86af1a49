// Dictionary items of one category: '0' is the top parent. Lists are paged or
// bounded in SQL, so no request ever loads a whole large category.
import { sql, type Kysely } from 'kysely';
import type { CachedDictionary, DictionaryItem, DictionaryItemInput } from '@core/api/dictionary';
import { dictionaryLimits, topDictionaryItemParent } from '@core/api/dictionary';
import type { Paged, PageQuery } from '@core/api/envelope';
import { buildTree, subtreeIds } from '@core/tree';
import type { Database } from '../../db/schema';
import type { DictionaryDataTable } from './tables';
import { newId } from '../../db/ids';
import type { Dialect } from '../../db/database';
import { pageOf } from '../../db/paging';
import { ApiError, badRequest } from '../../http/errors';
import { itemFilter } from './search';
import { isReservedType, type DictionaryTypeService } from './typeService';

const sortable = { fullName: 'full_name', enCode: 'en_code', sortCode: 'sort_code', createdAt: 'created_at' };
const order = { columns: sortable, defaultColumn: 'sort_code', defaultDirection: 'asc' as const, tieBreaker: 'created_at' };

type Row = DictionaryDataTable & { has_children?: number | boolean | null };

export function toDictionaryItem(row: Row): DictionaryItem {
  return {
    id: row.id,
    dictionaryTypeId: row.dictionary_type_id,
    parentId: row.parent_id,
    fullName: row.full_name,
    enCode: row.en_code,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
    ...(row.has_children === undefined ? {} : { hasChildren: Boolean(Number(row.has_children)) }),
  };
}

const notFound = () => new ApiError(404, { key: 'dictionary.itemNotFound' });

export interface ItemQuery extends PageQuery {
  /** The level to list: '0' (the default) for the top, or an item whose children to list. */
  parentId?: string;
  isTree?: number;
  enabledOnly?: boolean;
}

export class DictionaryItemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly types: DictionaryTypeService,
    private readonly dialect: Dialect,
  ) {}

  private select(typeId: string, keyword?: string, enabledOnly?: boolean) {
    let query = this.db.selectFrom('base_dictionary_data').selectAll().where(itemFilter(this.dialect, typeId, keyword));
    if (enabledOnly) query = query.where('enabled_mark', '=', 1);
    return query;
  }

  private withChildFlag<Q extends ReturnType<DictionaryItemService['select']>>(query: Q) {
    return query.select(sql<number>`(case when exists (select 1 from base_dictionary_data c where c.parent_id = base_dictionary_data.id) then 1 else 0 end)`.as('has_children'));
  }

  private async count(typeId: string, enabledOnly = false): Promise<number> {
    let query = this.db.selectFrom('base_dictionary_data').select((eb) => eb.fn.countAll<number>().as('n')).where('dictionary_type_id', '=', typeId);
    if (enabledOnly) query = query.where('enabled_mark', '=', 1);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  /**
   * One page of a category's items. A tree category pages one level (the top,
   * or `parentId`'s children), each row saying whether it has children; a
   * keyword searches every level, flat.
   */
  async page(typeIdOrCode: string, query: ItemQuery): Promise<Paged<DictionaryItem>> {
    const type = await this.types.find(typeIdOrCode);
    const keyword = query.keyword?.trim();
    let select = this.select(type.id, keyword, query.enabledOnly);
    const asTree = (query.isTree ?? type.isTree) === 1 && !keyword;
    if (asTree) select = select.where('parent_id', '=', query.parentId ?? topDictionaryItemParent);
    return pageOf(asTree ? this.withChildFlag(select) : select, query, order, toDictionaryItem);
  }

  /**
   * A category's items unpaged, as selectors and JNPF's screen ask: the whole list
   * (a tree for tree categories) up to maxUnpagedItems; past that, the first
   * level only, each row saying whether it opens.
   */
  async list(typeIdOrCode: string, options: ItemQuery = {}): Promise<DictionaryItem[]> {
    const type = await this.types.find(typeIdOrCode);
    const keyword = options.keyword?.trim();
    const asTree = (options.isTree ?? type.isTree) === 1 && !keyword;
    if (keyword || options.parentId !== undefined || (await this.count(type.id, options.enabledOnly)) > dictionaryLimits.maxUnpagedItems) {
      const page = await this.page(type.id, { ...options, currentPage: 1, pageSize: dictionaryLimits.maxUnpagedItems });
      return page.list;
    }
    const items = (await this.select(type.id, undefined, options.enabledOnly).orderBy('sort_code').orderBy('created_at').execute()).map(toDictionaryItem);
    return asTree ? buildTree(items, (item) => item.parentId === topDictionaryItemParent) : items;
  }

  /** Parent choices for an item: the category itself as the root, over its items without the edited item's branch. */
  async parentChoices(typeIdOrCode: string, editedId: string): Promise<DictionaryItem[]> {
    const type = await this.types.find(typeIdOrCode);
    const items = await this.list(type.id, { isTree: 0 });
    const excluded = subtreeIds(items, editedId);
    const children = buildTree(
      items.filter((item) => !excluded.has(item.id)),
      (item) => item.parentId === topDictionaryItemParent,
    );
    const root: DictionaryItem = { id: type.id, dictionaryTypeId: type.id, parentId: topDictionaryItemParent, fullName: type.fullName, enCode: type.enCode, sortCode: 0, enabledMark: 1, description: '' };
    return [{ ...root, children, hasChildren: children.length > 0 }];
  }

  /**
   * The shared cache: every category with its enabled items. A category with
   * more than maxCachedItems is sent empty and marked large (its widgets page).
   */
  async all(): Promise<CachedDictionary[]> {
    const types = (await this.types.all()).filter((type) => !isReservedType(type.id));
    const counts = await this.db
      .selectFrom('base_dictionary_data')
      .select(['dictionary_type_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('enabled_mark', '=', 1)
      .groupBy('dictionary_type_id')
      .execute();
    const countOf = new Map(counts.map((row) => [row.dictionary_type_id, Number(row.n)]));
    const cached = types.filter((type) => (countOf.get(type.id) ?? 0) <= dictionaryLimits.maxCachedItems && (countOf.get(type.id) ?? 0) > 0).map((type) => type.id);
    const rows = cached.length
      ? await this.db.selectFrom('base_dictionary_data').selectAll().where('dictionary_type_id', 'in', cached).where('enabled_mark', '=', 1).orderBy('sort_code').orderBy('created_at').execute()
      : [];
    const byType = new Map<string, DictionaryItem[]>();
    for (const row of rows) {
      const list = byType.get(row.dictionary_type_id) ?? [];
      list.push(toDictionaryItem(row));
      byType.set(row.dictionary_type_id, list);
    }
    return types.map((type) => {
      const own = byType.get(type.id) ?? [];
      const large = (countOf.get(type.id) ?? 0) > dictionaryLimits.maxCachedItems;
      const dictionaryList = type.isTree === 1 ? buildTree(own, (item) => item.parentId === topDictionaryItemParent) : own;
      return { id: type.id, fullName: type.fullName, enCode: type.enCode, isTree: type.isTree, dictionaryList, ...(large ? { large } : {}) };
    });
  }

  async get(id: string): Promise<DictionaryItem> {
    const row = await this.db.selectFrom('base_dictionary_data').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toDictionaryItem(row);
  }

  /**
   * The parent as stored: '0' for the top, also when the form names the category
   * itself. Each check is a few indexed queries, so large categories stay cheap to edit.
   */
  private async checkedParent(input: DictionaryItemInput, selfId: string | null, db: Kysely<Database>): Promise<string> {
    const parentId = input.parentId === input.dictionaryTypeId ? topDictionaryItemParent : input.parentId;
    if (parentId !== topDictionaryItemParent) {
      const parent = await db
        .selectFrom('base_dictionary_data')
        .select('id')
        .where('id', '=', parentId)
        .where('dictionary_type_id', '=', input.dictionaryTypeId)
        .executeTakeFirst();
      if (!parent) throw badRequest('dictionary.parentNotFound');
      const ancestors = await this.ancestorsOf(parentId, db);
      if (selfId && ancestors.includes(selfId)) throw badRequest('dictionary.parentCycle');
      const below = selfId ? await this.heightBelow(selfId, db) : 0;
      if (ancestors.length + 1 + below > dictionaryLimits.maxDepth) throw badRequest('dictionary.tooDeep', { depth: dictionaryLimits.maxDepth });
    }
    const clashes = await db
      .selectFrom('base_dictionary_data')
      .select(['id', 'en_code'])
      .where('dictionary_type_id', '=', input.dictionaryTypeId)
      .where((eb) => eb.or([eb('en_code', '=', input.enCode), eb('full_name', '=', input.fullName)]))
      .execute();
    const others = clashes.filter((row) => row.id !== selfId);
    if (others.some((row) => row.en_code === input.enCode)) throw badRequest('dictionary.codeExists');
    if (others.length > 0) throw badRequest('dictionary.nameExists');
    return parentId;
  }

  /** `id` and the items above it, nearest first; the walk stops at the depth limit. */
  private async ancestorsOf(id: string, db: Kysely<Database>): Promise<string[]> {
    const chain: string[] = [];
    for (let current = id; current !== topDictionaryItemParent && !chain.includes(current) && chain.length <= dictionaryLimits.maxDepth; ) {
      chain.push(current);
      const row = await db.selectFrom('base_dictionary_data').select('parent_id').where('id', '=', current).executeTakeFirst();
      if (!row) break;
      current = row.parent_id;
    }
    return chain;
  }

  /** How many levels hang below `id` (0 for a leaf), one query per level. */
  private async heightBelow(id: string, db: Kysely<Database>): Promise<number> {
    let level = [id];
    let height = 0;
    while (level.length && height <= dictionaryLimits.maxDepth) {
      level = (await db.selectFrom('base_dictionary_data').select('id').where('parent_id', 'in', level).execute()).map((row) => row.id);
      if (level.length) height += 1;
    }
    return height;
  }

  private async checkType(typeId: string): Promise<void> {
    if (isReservedType(typeId)) throw badRequest('dictionary.reservedNoItems');
    await this.types.get(typeId);
  }

  async create(input: DictionaryItemInput): Promise<string> {
    await this.checkType(input.dictionaryTypeId);
    return this.db.transaction().execute(async (trx) => {
      const parentId = await this.checkedParent(input, null, trx);
      const id = newId();
      await trx
        .insertInto('base_dictionary_data')
        .values({
          id,
          dictionary_type_id: input.dictionaryTypeId,
          parent_id: parentId,
          en_code: input.enCode,
          full_name: input.fullName,
          sort_code: input.sortCode,
          enabled_mark: input.enabledMark,
          description: input.description ?? '',
          created_at: Date.now(),
        })
        .execute();
      return id;
    });
  }

  async update(id: string, input: DictionaryItemInput): Promise<void> {
    const existing = await this.get(id);
    // An item stays in its category; moving between categories is an export and import.
    const scoped = { ...input, dictionaryTypeId: existing.dictionaryTypeId };
    await this.db.transaction().execute(async (trx) => {
      const parentId = await this.checkedParent(scoped, id, trx);
      await trx
        .updateTable('base_dictionary_data')
        .set({ parent_id: parentId, en_code: scoped.enCode, full_name: scoped.fullName, sort_code: scoped.sortCode, enabled_mark: scoped.enabledMark, description: scoped.description ?? '' })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    await this.get(id);
    await this.db.transaction().execute(async (trx) => {
      const child = await trx.selectFrom('base_dictionary_data').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) throw badRequest('dictionary.itemHasChildren');
      await trx.deleteFrom('base_dictionary_data').where('id', '=', id).execute();
    });
  }

  /** Every item of a category, flat, for an export (refused past the import limit, so a file always imports back). */
  async forExport(typeId: string): Promise<DictionaryItem[]> {
    if ((await this.count(typeId)) > dictionaryLimits.importMaxItems) throw badRequest('dictionary.exportTooLarge', { max: dictionaryLimits.importMaxItems });
    const rows = await this.db.selectFrom('base_dictionary_data').selectAll().where('dictionary_type_id', '=', typeId).orderBy('sort_code').orderBy('created_at').execute();
    return rows.map(toDictionaryItem);
  }
}

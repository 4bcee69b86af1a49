// Dictionary items of one category: a flat list or a tree ('0' is the top parent).
import type { Kysely } from 'kysely';
import type { CachedDictionary, DictionaryItem, DictionaryItemInput } from '@core/api/dictionary';
import { buildTree, subtreeIds } from '@core/schema/tree';
import type { Database, DictionaryDataTable } from '../../db/schema';
import { newId } from '../../db/ids';
import type { Dialect } from '../../db/database';
import { itemFilter } from './search';
import { pageOf, type PageQuery } from '../../db/paging';
import type { Paged } from '@core/api/envelope';
import { ApiError, badRequest } from '../../http/errors';
import { isReservedType, type DictionaryTypeService } from './typeService';

export const topItemParent = '0';
const sortable = { fullName: 'full_name', enCode: 'en_code', sortCode: 'sort_code', createdAt: 'created_at' };

export function toDictionaryItem(row: DictionaryDataTable): DictionaryItem {
  return {
    id: row.id,
    dictionaryTypeId: row.dictionary_type_id,
    parentId: row.parent_id,
    fullName: row.full_name,
    enCode: row.en_code,
    sortCode: row.sort_code,
    enabledMark: row.enabled_mark === 1 ? 1 : 0,
    description: row.description,
  };
}

const notFound = () => new ApiError(404, { key: 'dictionary.itemNotFound' });

export class DictionaryItemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly types: DictionaryTypeService,
    private readonly dialect: Dialect,
  ) {}

  private async rows(typeId: string, options: { keyword?: string; enabledOnly?: boolean } = {}, db: Kysely<Database> = this.db) {
    let query = db.selectFrom('base_dictionary_data').selectAll().where(itemFilter(this.dialect, typeId, options.keyword));
    if (options.enabledOnly) query = query.where('enabled_mark', '=', 1);
    return (await query.orderBy('sort_code').orderBy('created_at').execute()).map(toDictionaryItem);
  }

  /** Items of a category (by id or code); a tree unless searching or asked for a flat list. */
  async list(typeIdOrCode: string, options: { keyword?: string; isTree?: number; enabledOnly?: boolean }): Promise<DictionaryItem[]> {
    const type = await this.types.find(typeIdOrCode);
    const items = await this.rows(type.id, options);
    const asTree = (options.isTree ?? type.isTree) === 1 && !options.keyword?.trim();
    return asTree ? buildTree(items) : items;
  }

  /** One page of a category's items, flat, for categories too large to send whole. */
  async page(typeIdOrCode: string, query: PageQuery & { enabledOnly?: boolean }): Promise<Paged<DictionaryItem>> {
    const type = await this.types.find(typeIdOrCode);
    let select = this.db.selectFrom('base_dictionary_data').selectAll().where(itemFilter(this.dialect, type.id, query.keyword));
    if (query.enabledOnly) select = select.where('enabled_mark', '=', 1);
    return pageOf(select, query, { columns: sortable, defaultColumn: 'sort_code', defaultDirection: 'asc', tieBreaker: 'created_at' }, toDictionaryItem);
  }

  /** Parent choices for an item: a top node over the tree, without the item and what is below it. */
  async parentChoices(typeId: string, itemId: string, topName: string): Promise<DictionaryItem[]> {
    const type = await this.types.find(typeId);
    const items = await this.rows(type.id);
    const excluded = subtreeIds(items, itemId);
    const top: DictionaryItem = { id: topItemParent, dictionaryTypeId: type.id, parentId: '-1', fullName: topName, enCode: '', sortCode: 0, enabledMark: 1, description: '' };
    const children = buildTree(items.filter((item) => !excluded.has(item.id)));
    return [{ ...top, children, hasChildren: children.length > 0 }];
  }

  async all(): Promise<CachedDictionary[]> {
    const types = await this.types.all();
    const items = (await this.db.selectFrom('base_dictionary_data').selectAll().where('enabled_mark', '=', 1).orderBy('sort_code').execute()).map(toDictionaryItem);
    return types
      .filter((type) => !isReservedType(type.id))
      .map((type) => {
        const own = items.filter((item) => item.dictionaryTypeId === type.id);
        return { id: type.id, fullName: type.fullName, enCode: type.enCode, isTree: type.isTree, dictionaryList: type.isTree === 1 ? buildTree(own) : own };
      });
  }

  async get(id: string): Promise<DictionaryItem> {
    const row = await this.db.selectFrom('base_dictionary_data').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toDictionaryItem(row);
  }

  /**
   * The parent as stored: '0' for the top, also when the form names the category
   * itself. Each check is one indexed query, so large categories stay cheap to edit.
   */
  private async checkedParent(input: DictionaryItemInput, selfId: string | null, db: Kysely<Database>): Promise<string> {
    const parentId = input.parentId === input.dictionaryTypeId ? topItemParent : input.parentId;
    if (parentId !== topItemParent) {
      const parent = await db
        .selectFrom('base_dictionary_data')
        .select('id')
        .where('id', '=', parentId)
        .where('dictionary_type_id', '=', input.dictionaryTypeId)
        .executeTakeFirst();
      if (!parent) throw badRequest('dictionary.parentNotFound');
      if (selfId && (await this.isAtOrBelow(parentId, selfId, db))) throw badRequest('dictionary.parentCycle');
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

  /** Whether `candidate` is `ancestorId` or lies below it: a walk up from the candidate. */
  private async isAtOrBelow(candidate: string, ancestorId: string, db: Kysely<Database>): Promise<boolean> {
    const seen = new Set<string>();
    for (let current = candidate; current !== topItemParent && !seen.has(current); ) {
      if (current === ancestorId) return true;
      seen.add(current);
      const row = await db.selectFrom('base_dictionary_data').select('parent_id').where('id', '=', current).executeTakeFirst();
      if (!row) return false;
      current = row.parent_id;
    }
    return false;
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

  async toggle(id: string): Promise<0 | 1> {
    const item = await this.get(id);
    const next = item.enabledMark === 1 ? 0 : 1;
    await this.db.updateTable('base_dictionary_data').set({ enabled_mark: next }).where('id', '=', id).execute();
    return next;
  }
}

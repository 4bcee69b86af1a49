// Dictionary categories: a tree under the two reserved categories '0' and '1'.
import type { Kysely } from 'kysely';
import type { DictionaryType, DictionaryTypeInput } from '@core/api/dictionary';
import { dictionaryLimits, reservedDictionaryTypeIds, topDictionaryTypeParent } from '@core/api/dictionary';
import { buildTree, subtreeIds, treeShape } from '@core/tree';
import type { Database } from '../../db/schema';
import type { DictionaryTypeTable } from './tables';
import { newId } from '../../db/ids';
import { ApiError, badRequest } from '../../http/errors';

export const isReservedType = (id: string) => reservedDictionaryTypeIds.includes(id);

export function toDictionaryType(row: DictionaryTypeTable): DictionaryType {
  return {
    id: row.id,
    parentId: row.parent_id,
    fullName: row.full_name,
    enCode: row.en_code,
    isTree: row.is_tree === 1 ? 1 : 0,
    sortCode: row.sort_code,
    description: row.description,
    category: row.category,
  };
}

const notFound = () => new ApiError(404, { key: 'dictionary.typeNotFound' });

export class DictionaryTypeService {
  constructor(private readonly db: Kysely<Database>) {}

  async all(): Promise<DictionaryType[]> {
    const rows = await this.db.selectFrom('base_dictionary_type').selectAll().orderBy('sort_code').orderBy('created_at').execute();
    return rows.map(toDictionaryType);
  }

  async tree(): Promise<DictionaryType[]> {
    return buildTree(await this.all());
  }

  /** The tree a category's parent may be chosen from: everything but the category and what is below it. */
  async selectorTree(excludeId: string): Promise<DictionaryType[]> {
    const all = await this.all();
    // '0' (the default) or any reserved id means a new category: nothing to leave out.
    const excluded = isReservedType(excludeId) ? new Set<string>() : subtreeIds(all, excludeId);
    return buildTree(all.filter((t) => !excluded.has(t.id)));
  }

  async get(id: string): Promise<DictionaryType> {
    const row = await this.db.selectFrom('base_dictionary_type').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toDictionaryType(row);
  }

  /** A category by id, or by code as widgets name dictionaries. */
  async find(idOrCode: string): Promise<DictionaryType> {
    const row = await this.db
      .selectFrom('base_dictionary_type')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrCode), eb('en_code', '=', idOrCode)]))
      .orderBy('id')
      .executeTakeFirst();
    if (!row) throw notFound();
    return toDictionaryType(row);
  }

  /** The parent exists ('-1' is the top, as JNPF writes it), is not below the category, and the tree stays within the depth limit. */
  private async checkParentAndCode(input: DictionaryTypeInput, selfId: string | null, db: Kysely<Database>) {
    const all = (await db.selectFrom('base_dictionary_type').selectAll().execute()).map(toDictionaryType);
    if (input.parentId !== topDictionaryTypeParent && !all.some((t) => t.id === input.parentId)) throw badRequest('dictionary.parentNotFound');
    if (selfId && subtreeIds(all, selfId).has(input.parentId)) throw badRequest('dictionary.parentCycle');
    if (all.some((t) => t.enCode === input.enCode && t.id !== selfId)) throw badRequest('dictionary.codeExists');
    const after = [...all.filter((t) => t.id !== selfId), { id: selfId ?? ':new', parentId: input.parentId }];
    if (treeShape(after).maxDepth > dictionaryLimits.maxDepth) throw badRequest('dictionary.tooDeep', { depth: dictionaryLimits.maxDepth });
  }

  async create(input: DictionaryTypeInput): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.checkParentAndCode(input, null, trx);
      const id = newId();
      await trx
        .insertInto('base_dictionary_type')
        .values({
          id,
          parent_id: input.parentId,
          en_code: input.enCode,
          full_name: input.fullName,
          is_tree: input.isTree,
          sort_code: input.sortCode,
          description: input.description ?? '',
          enabled_mark: 1,
          category: input.category ?? '0',
          created_at: Date.now(),
        })
        .execute();
      return id;
    });
  }

  async update(id: string, input: DictionaryTypeInput): Promise<void> {
    if (isReservedType(id)) throw badRequest('dictionary.reservedType');
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_dictionary_type').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      await this.checkParentAndCode(input, id, trx);
      // The tree switch is fixed once the category exists: its items' shape depends on it.
      await trx
        .updateTable('base_dictionary_type')
        .set({ parent_id: input.parentId, en_code: input.enCode, full_name: input.fullName, sort_code: input.sortCode, description: input.description ?? '' })
        .where('id', '=', id)
        .execute();
    });
  }

  async remove(id: string): Promise<void> {
    if (isReservedType(id)) throw badRequest('dictionary.reservedType');
    await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('base_dictionary_type').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw notFound();
      const child = await trx.selectFrom('base_dictionary_type').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (child) throw badRequest('dictionary.typeHasChildren');
      const item = await trx.selectFrom('base_dictionary_data').select('id').where('dictionary_type_id', '=', id).executeTakeFirst();
      if (item) throw badRequest('dictionary.typeHasItems');
      await trx.deleteFrom('base_dictionary_type').where('id', '=', id).execute();
    });
  }
}

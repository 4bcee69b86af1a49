// Dictionary categories get their `category` field and the two reserved top
// categories, ids '0' (system) and '1' (business), which hold no items themselves.
import type { Kysely } from 'kysely';

export const reservedDictionaryTypeIds = ['0', '1'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_dictionary_type').addColumn('category', 'varchar(40)', (c) => c.notNull().defaultTo('0')).execute();
  const now = Date.now();
  const reserved = (id: string, code: string, name: string, sort: number) => ({
    id,
    parent_id: '-1',
    en_code: code,
    full_name: name,
    is_tree: 0,
    sort_code: sort,
    description: '',
    enabled_mark: 1,
    created_at: now,
    category: id,
  });
  await db
    .insertInto('base_dictionary_type')
    .values([reserved('0', 'systemDictionary', '系统字典', 0), reserved('1', 'businessDictionary', '业务字典', 1)])
    .execute();
  await db
    .updateTable('base_dictionary_type')
    .set({ parent_id: '0' })
    .where('parent_id', '=', '-1')
    .where('id', 'not in', ['0', '1'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('base_dictionary_type').set({ parent_id: '-1' }).where('parent_id', 'in', ['0', '1']).execute();
  await db.deleteFrom('base_dictionary_type').where('id', 'in', ['0', '1']).execute();
  await db.schema.alterTable('base_dictionary_type').dropColumn('category').execute();
}

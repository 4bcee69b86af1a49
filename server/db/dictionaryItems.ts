// An item of a dictionary the platform declares (categories of bill rules, data
// interfaces, …), found by its id or its code within that dictionary only.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The item's id, or null when the dictionary holds no such item. */
export async function dictionaryItemId(db: Kysely<Database>, dictionary: string, item: { id: string } | { code: string }): Promise<string | null> {
  const row = await db
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select('d.id')
    .where('t.en_code', '=', dictionary)
    .where('id' in item ? 'd.id' : 'd.en_code', '=', 'id' in item ? item.id : item.code)
    .executeTakeFirst();
  return row?.id ?? null;
}

// Dictionary items as a model's export names them and its import finds them
// again: the items of the categories its fields name (by category id or code,
// as the dictionary cache finds them) that some stored value or cell text
// names, read in one query per few hundred texts, never one per row.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

interface Item {
  id: string;
  code: string;
  name: string;
}

/** Texts compared in one query: with three lists of them, well under either database's limit of parameters. */
const textsPerQuery = 500;

/** The texts each category is asked about: stored values (export) or cell texts (import). */
export type WantedItems = Map<string, Set<string>>;

export function wantItem(wanted: WantedItems, category: string, text: string): void {
  if (!category || !text) return;
  const texts = wanted.get(category) ?? new Set<string>();
  texts.add(text);
  wanted.set(category, texts);
}

export class DictionaryLookup {
  static readonly none = new DictionaryLookup(new Map());

  private constructor(private readonly items: ReadonlyMap<string, readonly Item[]>) {}

  /** The items of each category whose id, code or name is among the texts wanted of it. */
  static async of(db: Kysely<Database>, wanted: WantedItems): Promise<DictionaryLookup> {
    const items = new Map<string, Item[]>();
    for (const [category, texts] of wanted) {
      const all = [...texts];
      const found: Item[] = [];
      for (let start = 0; start < all.length; start += textsPerQuery) {
        const part = all.slice(start, start + textsPerQuery);
        const rows = await db
          .selectFrom('base_dictionary_data as d')
          .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
          .select(['d.id', 'd.en_code', 'd.full_name'])
          .where((eb) => eb.or([eb('t.id', '=', category), eb('t.en_code', '=', category)]))
          .where((eb) => eb.or([eb('d.id', 'in', part), eb('d.en_code', 'in', part), eb('d.full_name', 'in', part)]))
          .orderBy('d.sort_code')
          .orderBy('d.id')
          .execute();
        found.push(...rows.map((row) => ({ id: row.id, code: row.en_code, name: row.full_name })));
      }
      items.set(category, found);
    }
    return new DictionaryLookup(items);
  }

  /** A stored value's item name: matched by id first, then by code, as the browser's dictionary cache matches it. */
  nameOf(category: string, value: string): string | undefined {
    const items = this.items.get(category) ?? [];
    return (items.find((item) => item.id === value) ?? items.find((item) => item.code === value))?.name;
  }

  /** The id of the item a cell names: by its name (what an export writes), its code or its id. */
  idOf(category: string, text: string): string | undefined {
    const items = this.items.get(category) ?? [];
    return (items.find((item) => item.name === text) ?? items.find((item) => item.code === text) ?? items.find((item) => item.id === text))?.id;
  }
}

// Where the fields a menu entry's data schemes may test come from: those the
// built-in routes declare in code (crudRoutes' dataFields), then providers
// registered at run time — the online-development models give each model
// menu's fields from the model's stored fields. Scoped queries, the scheme
// editor and the data-field screen all ask here, so what one accepts the
// others can turn into SQL.
import type { DataFields } from './dataScope';

/**
 * The fields of an entry it knows (by the entry's enCode), or undefined for one it does not.
 * Asked outside transactions: a provider reads through its own connection (on SQLite, the one a transaction holds).
 */
export type DataFieldProvider = (moduleCode: string) => Promise<DataFields | undefined>;

export interface DataFieldSource {
  /** The entry's fields by code; undefined when neither code nor any provider knows the entry. */
  fieldsOf(moduleCode: string): Promise<DataFields | undefined>;
  /** Asked, in the order registered, for entries the code does not declare; the first answer counts. */
  register(provider: DataFieldProvider): void;
}

/** Each code-declared map's source, so a service handed the map alone still hears the providers. */
const sources = new WeakMap<ReadonlyMap<string, DataFields>, DataFieldSource>();

class DataFieldRegistry implements DataFieldSource {
  private readonly providers: DataFieldProvider[] = [];

  constructor(private readonly declared: ReadonlyMap<string, DataFields>) {}

  async fieldsOf(moduleCode: string): Promise<DataFields | undefined> {
    const declared = this.declared.get(moduleCode);
    if (declared) return declared;
    for (const provider of this.providers) {
      const fields = await provider(moduleCode);
      if (fields) return fields;
    }
    return undefined;
  }

  register(provider: DataFieldProvider): void {
    this.providers.push(provider);
  }
}

/** The source over the fields routes declare in code (kiln.dataFields); one per map. */
export function dataFieldSourceOver(declared: ReadonlyMap<string, DataFields>): DataFieldSource {
  let source = sources.get(declared);
  if (!source) {
    source = new DataFieldRegistry(declared);
    sources.set(declared, source);
  }
  return source;
}

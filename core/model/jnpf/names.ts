// The names an imported model needs in Kiln's shapes: node ids, field names,
// table and column identifiers. JNPF's own names are kept wherever they are
// valid, so an administrator finds the fields and columns they know.
import { identifierPattern, reservedColumns } from '../design';

const fieldPattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const idPattern = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const identifier = new RegExp(identifierPattern);

export const isFieldName = (name: string) => fieldPattern.test(name);
export const isIdentifier = (name: string) => identifier.test(name);

/** A JNPF field name as a Kiln one: other characters become '_', and a name must start with a letter. */
export function fieldNameOf(vModel: string): string {
  const replaced = vModel.replace(/[^A-Za-z0-9_]/g, '_');
  const started = /^[A-Za-z]/.test(replaced) ? replaced : `f${replaced}`;
  return started.slice(0, 64);
}

/** A table or column name as an identifier: lower case, other characters '_'; undefined when no letter can start it. */
export function identifierOf(name: string): string | undefined {
  const lowered = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);
  return isIdentifier(lowered) ? lowered : undefined;
}

export const isReservedColumn = (column: string) => reservedColumns.has(column);

/** Node ids: JNPF's formId where it has one, unique in the form, else numbered in the order nodes are met. */
export class NodeIds {
  private readonly used = new Set<string>();
  private counter = 0;

  /** The id of a node from JNPF's formId or renderKey, when one makes a valid unused id. */
  fromConfig(formId: unknown, renderKey: unknown, prefix = 'node'): string {
    for (const candidate of [formId, renderKey]) {
      if (typeof candidate !== 'number' && typeof candidate !== 'string') continue;
      const id = `n${candidate}`;
      if (idPattern.test(id) && !this.used.has(id)) return this.take(id);
    }
    return this.next(prefix);
  }

  /** A new id from a prefix (tab panes and other nodes JNPF gives no id). */
  next(prefix: string): string {
    let id: string;
    do {
      this.counter += 1;
      id = `${prefix}${this.counter}`;
    } while (this.used.has(id));
    return this.take(id);
  }

  private take(id: string): string {
    this.used.add(id);
    return id;
  }
}

/** Field names in one scope (the form, or one sub-table's row): each JNPF name gets one unique Kiln name. */
export class FieldNames {
  private readonly byVModel = new Map<string, string>();
  private readonly taken = new Set<string>();

  /** The Kiln name given to a JNPF name, giving one when it has none yet. */
  name(vModel: string): string {
    const known = this.byVModel.get(vModel);
    if (known) return known;
    const name = this.unique(fieldNameOf(vModel));
    this.byVModel.set(vModel, name);
    return name;
  }

  /** The Kiln name of a JNPF name met before, if any. */
  find(vModel: string): string | undefined {
    return this.byVModel.get(vModel);
  }

  /** A name for a field JNPF left unnamed. */
  fresh(base: string): string {
    return this.unique(fieldNameOf(base));
  }

  private unique(base: string): string {
    let name = base;
    for (let n = 2; this.taken.has(name); n += 1) name = `${base.slice(0, 60)}_${n}`;
    this.taken.add(name);
    return name;
  }
}

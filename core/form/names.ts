// How a name in a condition or calculation finds its field, the way
// core/expression's scopes read values: `price` is a form field, or inside a
// sub-table row that row's own cell first; `items.price` is a column of the
// sub-table items (a row's cell in its own rows, the whole column in an aggregate).
// The compiler resolves names over compiled fields, the tree edits over nodes.

/** The names a form's expressions can read. */
export interface FormNames<T> {
  /** The form's fields by name, sub-tables included. */
  fields: ReadonlyMap<string, T>;
  /** Each sub-table's columns by name, by the sub-table's name. */
  columns: ReadonlyMap<string, ReadonlyMap<string, T>>;
}

/** What a path names, read in the rows of `rowTable` (null at the form's level); undefined when it names nothing. */
export function resolveName<T>(names: FormNames<T>, path: readonly string[], rowTable: string | null): T | undefined {
  if (path.length === 1) {
    const ownCell = rowTable === null ? undefined : names.columns.get(rowTable)?.get(path[0]);
    return ownCell ?? names.fields.get(path[0]);
  }
  if (path.length === 2) return names.columns.get(path[0])?.get(path[1]);
  return undefined;
}

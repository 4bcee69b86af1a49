// Renamed fields in the expressions of an authoring tree: each reference is
// read in the scope of its node (in a sub-table column, the row's own cells
// before the form's fields) and rewritten by its tokens, so renaming `amount`
// never touches `amountTotal`, and a column's rename reaches `items.qty` too.
import { rewriteReferences } from '../expression';
import { widgetSpec } from '../widgets';
import type { FormNode } from './format';
import type { FormNames } from './names';
import { places } from './treePlaces';

/** Old name → new name: the form's fields (sub-tables included), and columns by their sub-table's old name. */
export interface FieldRenames {
  fields: ReadonlyMap<string, string>;
  columns: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** The form's names as a tree holds them, each answering with its node's id. */
export function treeNames(tree: readonly FormNode[]): FormNames<string> {
  const fields = new Map<string, string>();
  const columns = new Map<string, Map<string, string>>();
  for (const { node, table } of places(tree)) {
    if (!node.field) continue;
    if (table === null) {
      if (!fields.has(node.field)) fields.set(node.field, node.id);
      continue;
    }
    const own = columns.get(table) ?? new Map<string, string>();
    if (!own.has(node.field)) own.set(node.field, node.id);
    columns.set(table, own);
  }
  return { fields, columns };
}

/** How a path reads after the renames, in the rows of `table` (null: at the form's level); undefined when it reads as before. */
export function renamedPath(path: readonly string[], renames: FieldRenames, table: string | null, names: FormNames<string>): string[] | undefined {
  if (path.length === 1) {
    // In a row a bare name is the row's own cell when the sub-table has that column.
    const ownCell = table !== null && names.columns.get(table)?.has(path[0]);
    const renamed = ownCell ? renames.columns.get(table)?.get(path[0]) : renames.fields.get(path[0]);
    return renamed === undefined ? undefined : [renamed];
  }
  if (path.length === 2) {
    const [tableName, column] = path;
    const next = [renames.fields.get(tableName) ?? tableName, renames.columns.get(tableName)?.get(column) ?? column];
    return next[0] === tableName && next[1] === column ? undefined : next;
  }
  return undefined;
}

/** The properties of the node's widget that hold expressions (a calculation's), by the catalog's declaration. */
function expressionProperties(node: FormNode): string[] {
  const spec = widgetSpec(node.widget);
  return (spec?.properties ?? []).filter((property) => property.editor === 'expression').map((property) => property.name);
}

/** Rewrites one text; a text that does not tokenize is left as written (the compiler reports it). */
function rewritten(text: string, rewrite: (path: readonly string[]) => readonly string[] | undefined): string {
  try {
    return rewriteReferences(text, rewrite);
  } catch {
    return text;
  }
}

/** The node with the references of its conditions and expression properties rewritten; the same node when none changes. */
export function rewriteNodeReferences(node: FormNode, rewrite: (path: readonly string[]) => readonly string[] | undefined): FormNode {
  let next = node;
  if (node.when) {
    const when = Object.fromEntries(Object.entries(node.when).map(([role, text]) => [role, typeof text === 'string' ? rewritten(text, rewrite) : text]));
    if (Object.entries(when).some(([role, text]) => text !== node.when![role as keyof typeof node.when])) next = { ...next, when };
  }
  const props = node.props;
  if (props) {
    const texts = expressionProperties(node).filter((name) => typeof props[name] === 'string');
    const renamed = Object.fromEntries(texts.map((name) => [name, rewritten(props[name] as string, rewrite)]));
    if (texts.some((name) => renamed[name] !== props[name])) next = { ...next, props: { ...props, ...renamed } };
  }
  return next;
}

// What the form's expressions read, checked once every field is known: a name
// that reads nothing is refused with the node that wrote it, and each
// calculation learns the calculations it waits for.
import { referenceUses, type Expr } from '../expression';
import type { CompiledField } from './compile';
import { resolveName, type FormNames } from './names';
import type { ProblemList } from './problems';
import type { ExpressionRole } from './problemTexts';

export { roleWords, type ExpressionRole } from './problemTexts';

/** An expression as a node wrote it, with the scope it is read in. */
export interface ExpressionSite {
  node: { id: string; field?: string };
  where: string;
  role: ExpressionRole;
  expr: Expr;
  /** The sub-table whose rows it is read in (a column's own); null at the form's level. */
  table: string | null;
}

/** The compiled fields by name, and each sub-table's columns (the first of a repeated name; a repeat is refused anyway). */
export function compiledNames(fields: readonly CompiledField[]): FormNames<CompiledField> {
  const byName = new Map<string, CompiledField>();
  const columns = new Map<string, Map<string, CompiledField>>();
  for (const field of fields) {
    if (!byName.has(field.path)) byName.set(field.path, field);
    if (!field.columns || columns.has(field.path)) continue;
    const own = new Map<string, CompiledField>();
    for (const column of field.columns) if (!own.has(column.path)) own.set(column.path, column);
    columns.set(field.path, own);
  }
  return { fields: byName, columns };
}

/**
 * Refuses a name no field answers to, and a sub-table column read as one value
 * outside its own rows (`items.price` at the form's level reads nothing; `sum(items.price)` reads the column).
 */
export function checkReadings(sites: readonly ExpressionSite[], names: FormNames<CompiledField>, problems: ProblemList): void {
  for (const site of sites) {
    for (const use of referenceUses(site.expr)) {
      const name = use.path.join('.');
      if (!resolveName(names, use.path, site.table)) {
        if (site.table === null) problems.add(site.node, site.where, `${site.role}.unknownName`, { name });
        else problems.add(site.node, site.where, `${site.role}.unknownNameInTable`, { name, table: site.table });
      } else if (use.path.length === 2 && !use.aggregated && use.path[0] !== site.table) {
        problems.add(site.node, site.where, `${site.role}.columnOutside`, { name });
      }
    }
  }
}

/**
 * The calculated fields a calculation reads, by name as its scope resolves them.
 * A sub-table named whole (count(items)) reads its rows, not their cells' values, so it waits for nothing.
 */
export function calculationsRead(field: CompiledField, table: string | null, names: FormNames<CompiledField>): CompiledField[] {
  if (!field.calculation) return [];
  const read = referenceUses(field.calculation.expr).map((use) => resolveName(names, use.path, table));
  return [...new Set(read.filter((target): target is CompiledField => target?.calculation !== undefined))];
}

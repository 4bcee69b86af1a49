// The first walk over a JNPF form: every field that will come over gets its Kiln
// name before any node is built, so that references to fields placed later (a
// formula, a date's bound, a relation) find them.
import { VddError } from './errors';
import { fitsInTable, isKilnKey, kilnKeyOf, kindOf } from './keys';
import { FieldNames } from './names';
import { flagOf } from './raw';
import { rawField } from './rawField';

/** How deep a form may nest (JNPF's own designer stays within a handful of levels). */
export const maxDepth = 24;

export interface FormNames {
  /** The form's fields (sub-tables included) by JNPF name. */
  main: FieldNames;
  /** Each sub-table's columns, by the sub-table's JNPF name. */
  tables: Map<string, FieldNames>;
}

/** The Kiln key a JNPF node comes over as (a 5.x input showing a password is Kiln's password input). */
export function kilnKeyOfNode(jnpfKey: string, showPassword: boolean): string {
  const key = kilnKeyOf(jnpfKey);
  return key === 'comInput' && showPassword ? 'PsdInput' : key;
}

export function collectNames(fields: readonly unknown[]): FormNames {
  const names: FormNames = { main: new FieldNames(), tables: new Map() };
  const stack: [unknown, number][] = fields.map((field) => [field, 1]);
  // Breadth does not matter, only that each scope names its fields in the order JNPF lists them.
  stack.reverse();
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (depth > maxDepth) throw new VddError('model.vdd.tooDeep', { max: maxDepth });
    const raw = rawField(item);
    const key = kilnKeyOfNode(raw.key, flagOf(raw.attrs.showPassword) === true);
    if (key === 'table') {
      if (!raw.vModel) continue;
      names.main.name(raw.vModel);
      const columns = new FieldNames();
      names.tables.set(raw.vModel, columns);
      for (const child of raw.children) {
        const column = rawField(child);
        if (column.vModel && fitsInTable(kilnKeyOfNode(column.key, flagOf(column.attrs.showPassword) === true))) columns.name(column.vModel);
      }
      continue;
    }
    if (raw.vModel && isKilnKey(key) && kindOf(key) !== 'layout') names.main.name(raw.vModel);
    for (let i = raw.children.length - 1; i >= 0; i -= 1) stack.push([raw.children[i], depth + 1]);
  }
  return names;
}

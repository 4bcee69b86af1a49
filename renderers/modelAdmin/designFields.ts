// The stored fields of a design, read straight from its authoring tree (no
// compile needed: a kept release compiled when it was made), with the column each
// was given, and what changed in them from one design to another — by node id, so
// a renamed field is a change, not a removal and an addition.
import type { FormNode } from '@core/form';
import type { ModelDesign } from '@core/model/design';
import { widgetSpec } from '@core/widgets';
// A design names any widget: the whole catalog, as the form compiler has it.
import '@widgets/catalog';

export interface DesignField {
  id: string;
  /** The field's name; a sub-table's column is named `table.column`. */
  path: string;
  label: string;
  widget: string;
  /** The table and column a release gave it ('' before the first). */
  table: string;
  column: string;
  /** Everything else the node says (rules, properties, default, conditions), to tell a change. */
  settings: string;
}

const settingsOf = (node: FormNode) => JSON.stringify({ ...node, id: undefined, field: undefined, label: undefined, widget: undefined, children: undefined });

export function designFields(design: ModelDesign): DesignField[] {
  const fields: DesignField[] = [];
  const { main, subTables } = design.tables;
  const visit = (nodes: readonly FormNode[], table: { node: FormNode; name: string } | null) => {
    for (const node of nodes) {
      const subTable = Boolean(node.field) && widgetSpec(node.widget)?.kind === 'subTable';
      if (node.field) {
        const map = table ? subTables[table.node.id] : subTable ? subTables[node.id] : main;
        fields.push({
          id: node.id,
          path: table ? `${table.name}.${node.field}` : node.field,
          label: node.label ?? node.field,
          widget: node.widget,
          table: map?.table ?? '',
          column: subTable ? '' : (map?.columns[node.id] ?? ''),
          settings: settingsOf(node),
        });
      }
      if (node.children) visit(node.children, subTable && node.field ? { node, name: node.field } : table);
    }
  };
  visit(design.form, null);
  return fields;
}

export type FieldAspect = 'path' | 'label' | 'widget' | 'settings';

export interface FieldChange {
  before: DesignField;
  after: DesignField;
  aspects: FieldAspect[];
}

export interface FieldDifference {
  added: DesignField[];
  removed: DesignField[];
  changed: FieldChange[];
}

/** What going from one design to another does to its fields. */
export function fieldDifference(from: ModelDesign, to: ModelDesign): FieldDifference {
  const before = new Map(designFields(from).map((field) => [field.id, field]));
  const after = designFields(to);
  const kept = new Set(after.map((field) => field.id));
  const aspects: FieldAspect[] = ['path', 'label', 'widget', 'settings'];
  return {
    added: after.filter((field) => !before.has(field.id)),
    removed: [...before.values()].filter((field) => !kept.has(field.id)),
    changed: after.flatMap((field) => {
      const old = before.get(field.id);
      const differ = old ? aspects.filter((aspect) => old[aspect] !== field[aspect]) : [];
      return old && differ.length ? [{ before: old, after: field, aspects: differ }] : [];
    }),
  };
}

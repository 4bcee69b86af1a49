// Where a widget may go in the designer and what a new node of it starts as:
// the catalog decides (a sub-table takes only what fits in a table, a tab only
// its panes, a pane only inside its container), and a new node gets a fresh id
// and a fresh field name the way JNPF's designer names them (`comInputField101`).
import type { FormNode } from '@core/form';
import { fitsInTable } from '@core/model/jnpf/keys';
import { widgetSpec, type WidgetSpec } from '@core/widgets';

/** Whether nodes of the widget hold other nodes: the layout group's containers and the sub-table. */
export function holdsChildren(spec: WidgetSpec | undefined): boolean {
  if (!spec) return false;
  return spec.kind === 'subTable' || (spec.kind === 'layout' && spec.group === 'layout');
}

/** Whether a node of `widget` may sit among the children of a node of `parentWidget` (null: the top of the form). */
export function canHold(parentWidget: string | null, widget: string): boolean {
  const spec = widgetSpec(widget);
  if (!spec) return false;
  if (parentWidget === null) return spec.onlyInside === undefined;
  const parent = widgetSpec(parentWidget);
  if (!holdsChildren(parent)) return false;
  if (parent!.kind === 'subTable') return fitsInTable(widget);
  if (parent!.childWidgets) return parent!.childWidgets.includes(widget);
  return spec.onlyInside === undefined || spec.onlyInside === parentWidget;
}

/** Ids and field names already in a tree, and the next number to try (JNPF's idGlobal). */
export class FreshNames {
  private readonly ids = new Set<string>();
  private readonly fields = new Set<string>();
  private counter = 100;

  constructor(tree: readonly FormNode[]) {
    const stack = [...tree];
    while (stack.length) {
      const node = stack.pop()!;
      this.ids.add(node.id);
      if (node.field) this.fields.add(node.field);
      stack.push(...(node.children ?? []));
    }
  }

  /** An id and field name for a new node of `widget`, both unused (a field name is unique in the whole form, columns too). */
  next(widget: string): { id: string; field: string } {
    for (;;) {
      this.counter += 1;
      const id = `${widget}${this.counter}`.slice(0, 64);
      const field = `${widget}Field${this.counter}`.slice(0, 64);
      if (this.ids.has(id) || this.fields.has(field)) continue;
      this.ids.add(id);
      this.fields.add(field);
      return { id, field };
    }
  }
}

/**
 * A new node of the catalog entry: its label in the designer's language, a
 * field name when it stores a value, and the panes a tab or collapse opens with.
 */
export function newNode(spec: WidgetSpec, names: FreshNames, label: (key: string) => string): FormNode {
  const { id, field } = names.next(spec.key);
  const node: FormNode = { id, widget: spec.key, label: label(spec.label) };
  if (spec.kind !== 'layout') node.field = field;
  if (spec.childWidgets?.length) {
    const pane = widgetSpec(spec.childWidgets[0]);
    if (pane) node.children = [1, 2].map((n) => ({ ...newNode(pane, names, label), label: `${label(pane.label)}${n}` }));
  } else if (holdsChildren(spec)) {
    node.children = [];
  }
  return node;
}

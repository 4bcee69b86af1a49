// The widget catalog: one entry per key. Built-in widgets are defined in this
// folder; a widget added elsewhere joins with defineWidget (registerWidget in the
// browser calls it too), and everything that reads widgets asks this catalog.
import type { WidgetSpec } from './spec';

const entries = new Map<string, WidgetSpec>();

/** Adds a widget to the catalog; defining the same key again with another entry is a mistake. */
export function defineWidget(spec: WidgetSpec): WidgetSpec {
  const known = entries.get(spec.key);
  if (known && known !== spec) throw new Error(`The widget ${spec.key} is defined twice`);
  entries.set(spec.key, spec);
  return spec;
}

export function widgetSpec(key: string): WidgetSpec | undefined {
  return entries.get(key);
}

/** Every widget, in the order they were defined (the palette's order). */
export function widgetCatalog(): WidgetSpec[] {
  return [...entries.values()];
}

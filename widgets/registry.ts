// registerWidget: the one call a widget author makes. It puts the widget's
// catalog entry in core's catalog (if it is not there yet) and its React
// bindings in the default binding map, which the renderer reads through the
// WidgetProvider, so a test or an embedding app can replace any of them.
import { defineWidget, widgetSpec } from '@core/widgets';
import type { WidgetBinding, WidgetDefinition } from './contract';

const bindings = new Map<string, WidgetBinding>();

export function registerWidget({ spec, ...binding }: WidgetDefinition): WidgetBinding {
  if (widgetSpec(spec.key) !== spec) defineWidget(spec);
  const joined = { key: spec.key, ...binding };
  bindings.set(spec.key, joined);
  return joined;
}

/** The bindings registered so far (the provider's defaults). */
export function defaultBindings(): ReadonlyMap<string, WidgetBinding> {
  return bindings;
}

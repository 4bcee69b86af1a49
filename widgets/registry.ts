// registerWidget: the one call a widget author makes. It puts the widget's
// catalog entry in core's catalog (if it is not there yet) and its React
// bindings in the default binding map, which the renderer reads through the
// WidgetProvider, so a test or an embedding app can replace any of them.
// Bindings arrive over time (./registryLoader.ts imports them on demand): the
// map grows, and a provider follows fixed copies of it.
import { defineWidget, widgetSpec } from '@core/widgets/catalog';
import type { WidgetBinding, WidgetDefinition } from './contract';

const bindings = new Map<string, WidgetBinding>();
let copy: ReadonlyMap<string, WidgetBinding> | null = null;
const listeners = new Set<() => void>();

export function registerWidget({ spec, ...binding }: WidgetDefinition): WidgetBinding {
  if (widgetSpec(spec.key) !== spec) defineWidget(spec);
  const joined = { key: spec.key, ...binding };
  bindings.set(spec.key, joined);
  copy = null;
  for (const listener of listeners) listener();
  return joined;
}

/** The bindings registered so far (the provider's defaults); the same map, growing as bindings load. */
export function defaultBindings(): ReadonlyMap<string, WidgetBinding> {
  return bindings;
}

/** A fixed copy of the registered bindings, a new one after each registration (what a provider follows). */
export function registeredBindings(): ReadonlyMap<string, WidgetBinding> {
  copy ??= new Map(bindings);
  return copy;
}

/** Calls `listener` after every registration; returns the unsubscribe. */
export function onBindingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One registration makes a widget available everywhere: the form renderer, the
// list-cell formatter and (later) the designer palette read this registry.
import type { ComponentType, ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { JsonSchema } from '@core/schema/types';

export interface CellContext {
  /** Translates an i18n key. */
  t: (key: string) => string;
}

export interface WidgetDefinition {
  /** The name schemas use: `ui:widget` (or JNPF's jnpfKey). */
  key: string;
  component: ComponentType<WidgetProps>;
  /** How a stored value shows in a list cell; plain text when absent. */
  cell?: (value: unknown, context: CellContext) => ReactNode;
  /** How the widget appears in the form designer's palette. */
  designer?: { label: string; group: 'basic' | 'advanced' | 'layout' };
  /** Settings a new field of this widget starts with. */
  defaults?: Record<string, unknown>;
  /** The JSON Schema of the value it stores. */
  valueSchema?: JsonSchema;
}

const widgets = new Map<string, WidgetDefinition>();

export function registerWidget(definition: WidgetDefinition): void {
  widgets.set(definition.key, definition);
}

export function getWidget(key: string): WidgetDefinition | undefined {
  return widgets.get(key);
}

export function allWidgets(): WidgetDefinition[] {
  return [...widgets.values()];
}

/** The registry as rjsf wants it: key → component. */
export function formWidgets(): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries([...widgets.values()].map((w) => [w.key, w.component]));
}

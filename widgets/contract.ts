// The contract between the form renderer and a widget's React bindings: what an
// edit component, a read-only view, a layout container and a list cell receive.
import type { ComponentType, ReactNode } from 'react';
import type { FormNode } from '@core/form';
import type { JsonSchema } from '@core/schema/types';
import type { WidgetProps, WidgetSpec } from '@core/widgets';

/** What a widget may read of the form around it; reads are tracked, so a widget re-renders only for what it read. */
export interface FormAccess {
  /** A field's current value (a sub-table's rows as plain objects). */
  value(path: string): unknown;
  /** The record being edited (its id), or null for a new one. */
  readonly recordId: string | null;
  readonly mode: 'create' | 'edit';
}

export interface FieldProps<V = unknown> {
  /** The DOM id (for the label). */
  id: string;
  /** The field's stored name (test ids use it). */
  name: string;
  /** The catalog key of the node's widget. */
  widget: string;
  value: V | undefined;
  onChange(value: V | undefined): void;
  onBlur(): void;
  disabled: boolean;
  /** The node's properties over the catalog's defaults. */
  props: WidgetProps;
  /** The value's schema with its rules (maxLength, minimum, …). */
  schema: JsonSchema;
  /** Translated. */
  placeholder?: string;
  invalid: boolean;
  form: FormAccess;
  /** Drawn in a sub-table cell: a widget that can keeps to a row's height there. */
  compact?: boolean;
}

export interface ViewProps<V = unknown> {
  /** The field's stored name (test ids use it). */
  name: string;
  value: V | undefined;
  props: WidgetProps;
  /** The catalog's text of the value. */
  text: string;
}

/** A layout container: its children already drawn, with their nodes (a row places them by span). */
export interface LayoutProps {
  node: FormNode;
  /** Translated. */
  label?: string;
  props: WidgetProps;
  items: { node: FormNode; element: ReactNode }[];
  /** Ids of the child containers holding a field with an error (a tab marks its pane). */
  invalid: ReadonlySet<string>;
  /** Changes when the form asks to show its first invalid container (on save). */
  revealSignal: number;
  form: FormAccess;
}

export interface CellContext {
  /** Translates a text key. */
  t(key: string): string;
  /** A dictionary item's label by the shared cache. */
  dictionaryLabel(dictionary: string, value: unknown): string;
}

/** Everything React about one widget key; the catalog entry is the rest. */
export interface WidgetBinding {
  key: string;
  edit?: ComponentType<FieldProps>;
  view?: ComponentType<ViewProps>;
  layout?: ComponentType<LayoutProps>;
  /** How a stored value shows in a list cell; the catalog's text when absent. */
  cell?(value: unknown, props: WidgetProps, context: CellContext): ReactNode;
  /** The widget's picture in the form designer's palette; its palette group's when absent. */
  icon?: ComponentType;
}

/** What registerWidget takes: the catalog entry and its bindings, in one call. */
export type WidgetDefinition = Omit<WidgetBinding, 'key'> & { spec: WidgetSpec };

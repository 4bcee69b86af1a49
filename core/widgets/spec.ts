// What the catalog knows about a widget: pure data and functions, read by the
// server (value schemas, column types, text), the renderer, and the designer's
// palette and property panel. React bindings join it in widgets/ by key.
import type { JsonSchema } from '../schema/types';

/** kind: a stored field, a layout container, a sub-table of rows, or a value the system fills. */
export type WidgetKind = 'field' | 'layout' | 'subTable' | 'system';

/** Where the designer's palette shows it. */
export type PaletteGroup = 'basic' | 'advanced' | 'layout' | 'system';

/** What a property panel needs to edit one property. */
export interface PropertySpec {
  name: string;
  /** A text key. */
  label: string;
  editor: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'optionSource' | 'expression' | 'columns' | 'json';
  default?: unknown;
  /** Choices of a select editor. */
  choices?: readonly { label: string; value: string | number | boolean }[];
}

/** The column a stored value needs when a form becomes a table. */
export type ColumnType =
  | { kind: 'string'; length: number }
  | { kind: 'text' }
  | { kind: 'integer' }
  | { kind: 'bigint' }
  | { kind: 'decimal'; precision: number; scale: number }
  | { kind: 'json' };

/** What a text format may consult: translations, and dictionary labels. */
export interface FormatContext {
  t(key: string): string;
  dictionaryLabel?(dictionary: string, value: unknown): string;
}

export type WidgetProps = Record<string, unknown>;

export interface WidgetSpec {
  /** The key nodes name (JNPF's jnpfKey). */
  key: string;
  kind: WidgetKind;
  group: PaletteGroup;
  /** A text key for the palette. */
  label: string;
  properties: readonly PropertySpec[];
  /** The JSON Schema of the value it stores, given its properties (fields and system values). */
  valueSchema?(props: WidgetProps): JsonSchema;
  /** The column its value needs, given its properties and its length rule. */
  columnType?(props: WidgetProps, maxLength?: number): ColumnType;
  /** Its value as text: in list cells, exports and the read-only view. */
  format?(value: unknown, props: WidgetProps, context: FormatContext): string;
  /** Layout containers: which widgets their children must be (a tab holds tab panes). */
  childWidgets?: readonly string[];
  /** Only inside this container (a tab pane inside a tab). */
  onlyInside?: string;
}

/** The defaults a new node of this widget starts with (what its property panel shows first). */
export function defaultProps(spec: WidgetSpec): WidgetProps {
  return Object.fromEntries(spec.properties.filter((p) => p.default !== undefined).map((p) => [p.name, p.default]));
}

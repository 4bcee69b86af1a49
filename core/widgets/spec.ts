// What the catalog knows about a widget: pure data and functions, read by the
// server (value schemas, column types, text, its save hook), the compiler (which
// checks a node's properties against the declared ones), the renderer, and the
// designer's palette and property panel. React bindings join it by key.
import type { TSchema } from '@sinclair/typebox';
import type { MessageRef } from '../i18n/text';
import type { JsonSchema } from '../schema/types';
import type { NamedEntity } from './system';

/** kind: a stored field, a layout container, a sub-table of rows, or a value the system fills. */
export type WidgetKind = 'field' | 'layout' | 'subTable' | 'system';

/** Where the designer's palette shows it. */
export type PaletteGroup = 'basic' | 'advanced' | 'upload' | 'layout' | 'display' | 'system';

export const paletteGroups: readonly PaletteGroup[] = ['basic', 'advanced', 'upload', 'layout', 'display', 'system'];

/** The type a property's value must have; `any` only for free JSON (an editor of its own checks it). */
export type PropertyType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'any';

/** What a property panel needs to edit one property, and what the compiler checks a node's value of it against. */
export interface PropertySpec {
  name: string;
  /** A text key. */
  label: string;
  /**
   * How a panel edits it. The data-interface ones: `dataInterface` picks an interface (GET DataInterface/Selector),
   * `interfaceColumns` lists its row fields as popup columns, `interfaceParams` fills its parameters from fields or fixed values,
   * `interfaceField` picks one of its row fields (a text input while no interface is chosen).
   */
  editor:
    | 'text'
    | 'textarea'
    | 'number'
    | 'switch'
    | 'select'
    | 'optionSource'
    | 'expression'
    | 'columns'
    | 'json'
    | 'color'
    | 'icon'
    | 'field'
    | 'dataInterface'
    | 'interfaceColumns'
    | 'interfaceParams'
    | 'interfaceField';
  type: PropertyType;
  default?: unknown;
  /** Choices of a select editor; a value outside them is refused. */
  choices?: readonly { label: string; value: string | number | boolean }[];
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** A structured value's JSON Schema and what such a value is, in words ("an option source"); checked before `check`. */
  shape?: { schema: TSchema; is: string };
  /** A further check of a structured value: the problem in words, or undefined when it is fine. */
  check?(value: unknown): string | undefined;
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
  /** The name of a directory record (user, organisation, position, role, group) by id, where the caller knows it. */
  entityName?(entity: NamedEntity, id: string): string | undefined;
}

export type WidgetProps = Record<string, unknown>;

/** What a calculated field works out: its expression's text, the decimals it is rounded to, and whether the result is saved. */
export interface CalculationSpec {
  expression: string;
  precision: number;
  stored: boolean;
}

/**
 * What the server does on save where a schema cannot decide, by name (the
 * server holds the implementations; the catalog stays pure):
 * - `ownFiles`: every file entry belongs to the one saving (or to this record already) and is rebuilt from the file rows;
 * - `sanitizeHtml`: rich text is cleaned of scripts and event handlers;
 * - `systemValue`: filled by the server (who and when created or changed, the user's organisation and position);
 * - `billNumber`: a number taken from the widget's numbering rule when the record is created;
 * - `readableRecords`: every record id the value cites is one of the related model's (`props.modelId`) the saver may read.
 */
export type ServerHook = 'ownFiles' | 'sanitizeHtml' | 'systemValue' | 'billNumber' | 'readableRecords';

export interface WidgetSpec {
  /** The key nodes name (JNPF's jnpfKey). */
  key: string;
  kind: WidgetKind;
  group: PaletteGroup;
  /** A text key for the palette. */
  label: string;
  /**
   * Where the palette lists it within its group, lowest first (JNPF's palette order); without one it comes after those
   * that have one, in the order it was defined.
   */
  order?: number;
  /** false: kept out of the gallery's sample form (a value never shown, a part of one screen's form). */
  gallery?: false;
  /** true: the form carries the value without drawing anything, so it takes no place (no label, no cell of a grid row). */
  drawsNothing?: true;
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
  /**
   * A pane of a container that shows one part at a time (a tab pane, a collapse
   * panel): the fields inside record its id, so a save that finds an error opens it.
   */
  pane?: true;
  /** A calculated field: what its properties say to work out (the compiler parses it; both sides evaluate it). */
  calculation?(props: WidgetProps): CalculationSpec;
  /** What the server does with the value on save, beyond the schema. */
  serverHook?: ServerHook;
  /**
   * A check JSON Schema cannot express (one end of a range after the other), run
   * by both sides after the schema, on fields and on sub-table cells alike.
   */
  valueCheck?(value: unknown, props: WidgetProps): MessageRef | undefined;
  /** Whether it may be a sub-table column (default: fields may, the rest may not). */
  inTable?: boolean;
}

/** Properties every stored field takes besides its own: its width as a sub-table column, and where it shows. */
export const fieldProperties: readonly PropertySpec[] = [
  { name: 'width', label: 'designer.columnWidth', editor: 'number', type: 'integer', min: 40, max: 2000 },
  /** Where the field shows (JNPF's visibility): 'pc', 'app' or both; a sub-table column without 'pc' is not drawn on the web. */
  {
    name: 'visibility',
    label: 'designer.visibility',
    editor: 'select',
    type: 'array',
    check: (value) => (Array.isArray(value) && value.every((item) => item === 'pc' || item === 'app') ? undefined : "may hold only 'pc' and 'app'"),
  },
];

/** Every property a node of this widget may carry. */
export function propertiesOf(spec: WidgetSpec): readonly PropertySpec[] {
  return spec.kind === 'layout' ? spec.properties : [...spec.properties, ...fieldProperties];
}

/** The defaults a new node of this widget starts with (what its property panel shows first). */
export function defaultProps(spec: WidgetSpec): WidgetProps {
  return Object.fromEntries(spec.properties.filter((p) => p.default !== undefined).map((p) => [p.name, p.default]));
}

/** The widgets in the palette's order: by `order` within the catalog's order, those without one last. */
export function inPaletteOrder<T extends Pick<WidgetSpec, 'order'>>(specs: readonly T[]): T[] {
  const rank = (spec: T) => spec.order ?? Number.MAX_SAFE_INTEGER;
  // Array sort is stable: equal ranks keep the catalog's order.
  return [...specs].sort((a, b) => rank(a) - rank(b));
}

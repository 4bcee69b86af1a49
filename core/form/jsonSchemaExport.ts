// A compiled form as rjsf reads it: the body schema Kiln checks (titles, defaults
// and messages in one language) and a uiSchema in rjsf's own words, with what
// rjsf cannot act on — conditions, calculations, the widget key — kept as hints.
import type { JsonSchema } from '../schema/types';
import { optionSourceOf } from '../widgets';
import type { CompiledField, CompiledForm } from './compile';
import type { FormNode } from './format';

/** rjsf's uiSchema: `ui:` keys for a field, property names for the fields inside. */
export type UiSchema = { [key: string]: unknown };

export interface JsonSchemaExport {
  schema: JsonSchema;
  uiSchema: UiSchema;
}

export interface JsonSchemaExportOptions {
  /** A text key, or a message as compiled schemas write it (`form.maxLength?max=50`), in the wanted language. */
  translate(text: string): string;
  /** The page's title (a text key). */
  title?: string;
}

/**
 * What rjsf cannot act on, under `ui:options.kiln`: rjsf passes it to widgets as
 * `options.kiln` and otherwise ignores it, so a Kiln-aware consumer can still read it.
 */
export interface KilnHint {
  /** The catalog key (JNPF's jnpfKey). */
  widget: string;
  /** The node's properties over the catalog's defaults (date format, precision, option source…). */
  props: Record<string, unknown>;
  /** Expressions (core/expression) that must all hold for the field to show: its containers' and its own. */
  visibleWhen?: string[];
  requiredWhen?: string;
  readOnlyWhen?: string;
  /** Editable on a new record only. */
  readOnlyOnEdit?: true;
  /** Worked out again by the server on save; what is sent is ignored. */
  calculation?: string;
}

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose values are schemas, or maps or lists of schemas (as in core/validation's walk). */
const schemaValued = ['items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames'];
const schemaMaps = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

function translatedMessages(messages: unknown, translate: (text: string) => string): unknown {
  if (typeof messages === 'string') return translate(messages);
  if (!isNode(messages)) return messages;
  // `{required: {title: '…'}}`: messages per property, one level down.
  return Object.fromEntries(Object.entries(messages).map(([keyword, text]) => [keyword, translatedMessages(text, translate)]));
}

/**
 * A copy of a compiled schema as rjsf should check it: ajv-errors messages in one
 * language, and no `additionalProperties: false` — Kiln's ajv removes unknown
 * properties instead of refusing them (`removeAdditional`), so rjsf must not refuse them either.
 */
function portableSchema(compiled: JsonSchema, translate: (text: string) => string): JsonSchema {
  const schema = structuredClone(compiled);
  const stack: unknown[] = [schema];
  while (stack.length) {
    const node = stack.pop();
    if (!isNode(node)) continue;
    if (node.errorMessage !== undefined) node.errorMessage = translatedMessages(node.errorMessage, translate);
    if (node.additionalProperties === false) delete node.additionalProperties;
    for (const key of schemaValued) stack.push(node[key]);
    for (const key of schemaMaps) if (isNode(node[key])) stack.push(...Object.values(node[key]));
    for (const key of schemaLists) if (Array.isArray(node[key])) stack.push(...node[key]);
    if (Array.isArray(node.items)) stack.push(...node.items);
  }
  return schema;
}

/** Each field node's conditions as written, its containers' visible conditions first. */
function conditionSources(nodes: FormNode[]): Map<string, Pick<KilnHint, 'visibleWhen' | 'requiredWhen' | 'readOnlyWhen'>> {
  const found = new Map<string, Pick<KilnHint, 'visibleWhen' | 'requiredWhen' | 'readOnlyWhen'>>();
  const stack: { node: FormNode; visible: string[] }[] = nodes.map((node) => ({ node, visible: [] }));
  while (stack.length) {
    const { node, visible: around } = stack.pop()!;
    const visible = node.when?.visible ? [...around, node.when.visible] : around;
    if (node.field) found.set(node.id, { ...(visible.length ? { visibleWhen: visible } : {}), ...(node.when?.required ? { requiredWhen: node.when.required } : {}), ...(node.when?.readOnly ? { readOnlyWhen: node.when.readOnly } : {}) });
    for (const child of node.children ?? []) stack.push({ node: child, visible });
  }
  return found;
}

/** The values a static option source lists, with their words: rjsf 6 reads labels from `ui:enumNames`. */
function enumLabels(field: CompiledField, translate: (text: string) => string): UiSchema {
  const source = optionSourceOf(field.props);
  if (source?.kind !== 'static' || !source.options?.length) return {};
  const options = source.options;
  // The order lists the options only, which also keeps the `null` an optional value may be out of the list.
  return { 'ui:enumNames': Object.fromEntries(options.map((option) => [String(option.value), translate(option.label)])), 'ui:enumOrder': options.map((option) => option.value) };
}

const choices = (widget: string, labels: UiSchema): UiSchema => (Object.keys(labels).length ? { 'ui:widget': widget, ...labels } : {});

/** rjsf's words for Kiln's widgets where rjsf has a matching one; the rest draw by their value's type. */
const widgetHints: Record<string, (field: CompiledField, translate: (text: string) => string) => UiSchema> = {
  textarea: (field) => ({ 'ui:widget': 'textarea', 'ui:options': { rows: field.props.rows } }),
  PsdInput: () => ({ 'ui:widget': 'password' }),
  colorPicker: () => ({ 'ui:widget': 'color' }),
  time: () => ({ 'ui:widget': 'time' }),
  hidden: () => ({ 'ui:widget': 'hidden' }),
  // Stored as 1/0 (JNPF): two radio buttons with the switch's own words.
  switch: (field, translate) => ({
    'ui:widget': 'radio',
    'ui:enumNames': { 1: translate(String(field.props.activeText)), 0: translate(String(field.props.inactiveText)) },
    'ui:enumOrder': [1, 0],
    'ui:options': { inline: true },
  }),
  // Only fixed options become rjsf's choices; a dictionary or an API call draws as text (the source is in the hint).
  select: (field, translate) => (field.props.multiple === true ? { items: enumLabels(field, translate) } : choices('select', enumLabels(field, translate))),
  radio: (field, translate) => choices('radio', enumLabels(field, translate)),
  checkbox: (field, translate) => ({ items: enumLabels(field, translate) }),
  // Rows keep the order they were added in, as Kiln's sub-table does.
  table: (field) => ({ 'ui:options': { orderable: false, addable: field.props.addable !== false, removable: field.props.deletable !== false } }),
};

interface Walk {
  translate(text: string): string;
  conditions: ReturnType<typeof conditionSources>;
}

function fieldUi(field: CompiledField, walk: Walk): UiSchema {
  const own = widgetHints[field.widget]?.(field, walk.translate) ?? {};
  const hint: KilnHint = { widget: field.widget, props: field.props, ...walk.conditions.get(field.id) };
  if (field.readOnly === 'edit') hint.readOnlyOnEdit = true;
  if (field.calculation) hint.calculation = String(field.props.expression ?? '');
  const ui: UiSchema = { ...own, 'ui:options': { ...(own['ui:options'] as UiSchema | undefined), kiln: hint } };
  if (typeof field.props.placeholder === 'string' && field.props.placeholder) ui['ui:placeholder'] = walk.translate(field.props.placeholder);
  if (field.readOnly === true || field.calculation) ui['ui:readonly'] = true;
  if (field.hidden) ui['ui:widget'] = 'hidden';
  return ui;
}

/** Titles and defaults on an object's properties, and the uiSchema of its fields in tree order. */
function describeFields(object: JsonSchema, fields: CompiledField[], walk: Walk): UiSchema {
  const properties = object.properties ?? {};
  const ui: UiSchema = { 'ui:order': Object.keys(properties) };
  for (const field of fields) {
    const property = properties[field.path];
    if (!property) continue; // Not stored: system values, calculations only shown.
    if (field.label) property.title = walk.translate(field.label);
    if (field.default !== undefined) property.default = structuredClone(field.default);
    else if (field.columns) property.default = [];
    ui[field.path] = fieldUi(field, walk);
    if (field.columns && isNode(property.items)) {
      (ui[field.path] as UiSchema).items = describeFields(property.items as JsonSchema, field.columns, walk);
    }
  }
  return ui;
}

/** The form as `{schema, uiSchema}` for `@rjsf/core` with `@rjsf/validator-ajv8`. */
export function exportJsonSchema(form: CompiledForm, { translate, title }: JsonSchemaExportOptions): JsonSchemaExport {
  const schema = portableSchema(form.schema, translate);
  if (title) schema.title = translate(title);
  const uiSchema = describeFields(schema, form.fields, { translate, conditions: conditionSources(form.nodes) });
  return { schema, uiSchema };
}

/** The parts of rjsf's validation error this reads (RJSFValidationError). */
export interface RjsfErrorLike {
  name?: string;
  property?: string;
  message?: string;
  params?: unknown;
  stack: string;
}

/**
 * rjsf's `transformErrors` for a validator built with ajv-errors: ajv-errors reports
 * a required field's message at the object holding it, so rjsf would show it above
 * the form; this puts each such message back on its field, as Kiln's own forms do.
 */
export function placeRequiredMessages<E extends RjsfErrorLike>(errors: E[]): E[] {
  return errors.flatMap((error) => {
    const inner = error.name === 'errorMessage' && isNode(error.params) && Array.isArray(error.params.errors) ? (error.params.errors as { keyword?: string; params?: { missingProperty?: unknown } }[]) : [];
    const missing = inner.filter((e) => e.keyword === 'required' && typeof e.params?.missingProperty === 'string').map((e) => String(e.params!.missingProperty).replace(/^'(.*)'$/, '$1'));
    if (!missing.length) return [error];
    return missing.map((name) => ({ ...error, name: 'required', property: error.property ? `${error.property}.${name}` : name, params: { missingProperty: name }, stack: error.message ?? error.stack }));
  });
}

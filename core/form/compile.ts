// The compiler: an authoring tree in, what every consumer needs out — the JSON
// Schema of the body (with ajv-errors messages), the stored fields with their
// value schemas and column types, the defaults, and each field's conditions and
// calculation parsed once. The browser, the server's routes and (later) the
// designer's preview and table release all use this one compilation.
import { parseExpression, referencedPaths, type Expr } from '../expression';
import { messageKey } from '../i18n/text';
import { reusableRules } from '../rules/patterns';
import type { JsonSchema } from '../schema/types';
import { eachNode } from '../tree';
import { defaultProps, propertyProblems, widgetSpec, type ColumnType, type WidgetKind, type WidgetProps, type WidgetSpec } from '../widgets';
import type { FieldRules, FormNode } from './format';

/** A field the form carries without drawing: switched off for good (visible: false), or a widget that draws nothing. */
export function takesNoPlace(node: FormNode): boolean {
  return node.visible === false || widgetSpec(node.widget)?.drawsNothing === true;
}

export interface CompiledField {
  id: string;
  /** The stored name (a column's name within its row for sub-table columns). */
  path: string;
  widget: string;
  kind: WidgetKind;
  label?: string;
  /** The catalog's defaults with the node's properties over them. */
  props: WidgetProps;
  /** The value's JSON Schema with the node's rules (what the body schema holds for it). */
  valueSchema: JsonSchema;
  columnType?: ColumnType;
  default?: unknown;
  /** Required whatever the other fields hold (conditional requirement is in `conditions`). */
  required: boolean;
  /** What an empty required value is told. */
  requiredMessage: string;
  readOnly: boolean | 'edit';
  /** Carried but not shown. */
  hidden: boolean;
  /** Conditions from the node and the containers around it, parsed. */
  conditions: { visible: Expr[]; required?: Expr; readOnly?: Expr };
  calculation?: { expr: Expr; precision: number; stored: boolean };
  /** Paths the field's conditions and calculation read (what it subscribes to). */
  dependsOn: string[][];
  /** Ids of the tab panes and collapse panels the field sits in, outermost first. */
  containers: string[];
  /** A sub-table's columns. */
  columns?: CompiledField[];
  /** Where the node is in the tree, for messages: `form[1].children[0]`. */
  where: string;
}

export interface CompiledForm {
  /** The body create and update calls must meet, on both sides. */
  schema: JsonSchema;
  /** The fields in tree order; sub-table columns hang under their table. */
  fields: CompiledField[];
  /** What a new record starts with. */
  defaults: Record<string, unknown>;
  /** A layout container's own visible condition, parsed, by node id (its fields' conditions include it too). */
  containerConditions: Record<string, Expr>;
  /** The authoring tree the renderer draws. */
  nodes: FormNode[];
}

export class FormCompileError extends Error {}

const defaultMessages = {
  required: 'form.required',
  type: 'form.invalidValue',
};

const limitMessages: Record<string, (limit: number) => string> = {
  minimum: (min) => messageKey('form.min', { min }),
  maximum: (max) => messageKey('form.max', { max }),
  minLength: (min) => messageKey('form.minLength', { min }),
  maxLength: (max) => messageKey('form.maxLength', { max }),
  pattern: () => defaultMessages.type,
};

/** A pattern that lets an empty value pass: rules test what was entered (spec 03 §5). */
const allowEmpty = (pattern: string) => `^$|${pattern}`;

function checkPattern(pattern: string, where: string): string {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    throw new FormCompileError(`${where}: the pattern ${pattern} is not a regular expression (${(error as Error).message})`);
  }
  return pattern;
}

/** The node's value schema from the catalog, with its rules added and each rule's message. */
function ruledSchema(base: JsonSchema, rules: FieldRules, required: boolean, where: string): JsonSchema {
  const schema: JsonSchema = { ...base };
  const messages: Record<string, string> = {};
  const type = schema.type;
  const texts = rules.messages ?? {};
  if (type === 'string') {
    if (required) {
      schema.minLength = Math.max(1, rules.minLength ?? 1);
      messages.minLength = rules.minLength && rules.minLength > 1 ? (texts.minLength ?? messageKey('form.minLength', { min: rules.minLength })) : (texts.required ?? defaultMessages.required);
    } else if (rules.minLength) {
      schema.minLength = rules.minLength;
      messages.minLength = texts.minLength ?? messageKey('form.minLength', { min: rules.minLength });
    }
    if (rules.maxLength) {
      schema.maxLength = rules.maxLength;
      messages.maxLength = texts.maxLength ?? messageKey('form.maxLength', { max: rules.maxLength });
    }
  }
  if (type === 'number' || type === 'integer') {
    if (rules.min !== undefined) {
      schema.minimum = rules.min;
      messages.minimum = texts.min ?? messageKey('form.min', { min: rules.min });
    }
    if (rules.max !== undefined) {
      schema.maximum = rules.max;
      messages.maximum = texts.max ?? messageKey('form.max', { max: rules.max });
    }
  }
  if (type === 'array' && required) {
    schema.minItems = 1;
    messages.minItems = texts.required ?? defaultMessages.required;
  }
  const patterns = [
    ...(rules.use ?? []).map((id) => ({ pattern: reusableRules[id].pattern, message: reusableRules[id].message.key })),
    ...(rules.patterns ?? []),
  ];
  if (patterns.length && type !== 'string') throw new FormCompileError(`${where}: patterns apply to text fields only`);
  if (patterns.length === 1) {
    schema.pattern = allowEmpty(checkPattern(patterns[0].pattern, where));
    messages.pattern = patterns[0].message;
  } else if (patterns.length > 1) {
    // One pattern per part, each with its message; the first that fails is shown.
    schema.allOf = patterns.map((p) => ({ pattern: allowEmpty(checkPattern(p.pattern, where)), errorMessage: { pattern: p.message } }));
  }
  // Limits the widget's own value schema sets (a rating's maximum) are told like the rules' own.
  for (const [keyword, told] of Object.entries(limitMessages)) {
    if (schema[keyword] !== undefined && !messages[keyword]) messages[keyword] = told(schema[keyword] as number);
  }
  messages.type = texts.type ?? defaultMessages.type;
  if (schema.enum) messages.enum = texts.type ?? defaultMessages.type;
  if (!required) {
    // An optional value may be left empty (null) as well as absent.
    schema.type = Array.isArray(type) ? [...new Set([...type, 'null'])] : [type as string, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  schema.errorMessage = messages;
  return schema;
}

function parseCondition(text: string | undefined, where: string, what: string): Expr | undefined {
  if (!text) return undefined;
  try {
    return parseExpression(text);
  } catch (error) {
    throw new FormCompileError(`${where}: the ${what} condition "${text}" does not parse: ${(error as Error).message}`);
  }
}

interface Frame {
  visible: Expr[];
  containers: string[];
}

interface Walk {
  ids: Map<string, string>;
}

function compileField(node: FormNode, where: string, frame: Frame, walk: Walk, inTable: string | null): CompiledField {
  const spec = widgetSpec(node.widget)!;
  const props = { ...defaultProps(spec), ...(node.props ?? {}) };
  const rules = node.rules ?? {};
  const visibleWhen = parseCondition(node.when?.visible, where, 'visible');
  const requiredWhen = parseCondition(node.when?.required, where, 'required');
  const readOnlyWhen = parseCondition(node.when?.readOnly, where, 'readOnly');
  const visible = visibleWhen ? [...frame.visible, visibleWhen] : frame.visible;
  const conditional = visible.length > 0 || requiredWhen !== undefined;
  const required = rules.required === true && !conditional;
  let calculation: CompiledField['calculation'];
  if (node.widget === 'calculate') {
    const expression = typeof props.expression === 'string' ? props.expression : '';
    const expr = parseCondition(expression || '0', where, 'calculation')!;
    calculation = { expr, precision: typeof props.precision === 'number' ? props.precision : 2, stored: props.isStorage !== false };
  }
  const base = spec.valueSchema?.(props) ?? {};
  let columns: CompiledField[] | undefined;
  let valueSchema: JsonSchema;
  if (spec.kind === 'subTable') {
    if (inTable) throw new FormCompileError(`${where}: a sub-table cannot sit inside the sub-table ${inTable}`);
    columns = (node.children ?? []).map((child, index) => compileNode(child, `${where}.children[${index}]`, frame, walk, node.field ?? node.id)).filter((c): c is CompiledField => c !== null);
    const seen = new Map<string, string>();
    for (const column of columns) {
      const earlier = seen.get(column.path);
      if (earlier) throw new FormCompileError(`${column.where}: the column ${column.path} is written already at ${earlier}`);
      seen.set(column.path, column.where);
    }
    const itemSchema = objectSchema(columns);
    valueSchema = ruledSchema({ ...base, items: itemSchema }, rules, required, where);
  } else {
    valueSchema = ruledSchema(base, rules, required, where);
  }
  const dependsOn = [...visible, requiredWhen, readOnlyWhen, calculation?.expr].flatMap((expr) => (expr ? referencedPaths(expr) : []));
  return {
    id: node.id,
    path: node.field!,
    widget: node.widget,
    kind: spec.kind,
    label: node.label,
    props,
    valueSchema,
    columnType: spec.columnType?.(props, rules.maxLength),
    default: node.default,
    required,
    requiredMessage: rules.messages?.required ?? defaultMessages.required,
    readOnly: node.readOnly ?? false,
    hidden: takesNoPlace(node),
    conditions: { visible, required: requiredWhen ?? (rules.required && conditional ? { kind: 'literal', value: true } : undefined), readOnly: readOnlyWhen },
    calculation,
    dependsOn,
    containers: frame.containers,
    columns,
    where,
  };
}

/** The fields' object schema: what is stored, with its required list and messages. */
function objectSchema(fields: CompiledField[]): JsonSchema {
  const stored = fields.filter((f) => f.kind !== 'system' && (!f.calculation || f.calculation.stored));
  const required = stored.filter((f) => f.required).map((f) => f.path);
  const requiredMessages = Object.fromEntries(stored.filter((f) => f.required).map((f) => [f.path, f.requiredMessage]));
  return {
    type: 'object',
    properties: Object.fromEntries(stored.map((f) => [f.path, f.valueSchema])),
    ...(required.length ? { required, errorMessage: { required: requiredMessages } } : {}),
    additionalProperties: false,
  };
}

/** Refuses properties the widget does not declare, or of the wrong type, naming the node. */
function checkProperties(spec: WidgetSpec, node: FormNode, where: string): void {
  const problems = propertyProblems(spec, node.props ?? {});
  if (problems.length) throw new FormCompileError(`${where} (${node.id}): ${problems.join('; ')}`);
}

function compileNode(node: FormNode, where: string, frame: Frame, walk: Walk, inTable: string | null): CompiledField | null {
  const spec = widgetSpec(node.widget);
  if (!spec) throw new FormCompileError(`${where}: no widget ${node.widget} in the catalog`);
  checkProperties(spec, node, where);
  const known = walk.ids.get(node.id);
  if (known) throw new FormCompileError(`${where}: the id ${node.id} is used already at ${known}`);
  walk.ids.set(node.id, where);
  if (spec.kind === 'layout') {
    if (node.field) throw new FormCompileError(`${where}: the layout widget ${node.widget} stores nothing and takes no field`);
    if (inTable) throw new FormCompileError(`${where}: the sub-table ${inTable} takes columns, not the layout widget ${node.widget}`);
    return null;
  }
  if (!node.field) throw new FormCompileError(`${where}: the ${node.widget} field needs a field name`);
  if (inTable && (spec.kind !== 'field' || spec.inTable === false)) throw new FormCompileError(`${where}: a sub-table column is a plain field, not ${node.widget}`);
  return compileField(node, where, frame, walk, inTable);
}

/** Compiles a form; a mistake in it (unknown widget, repeated field, bad condition) throws with the node's place. */
export function compileForm(nodes: FormNode[]): CompiledForm {
  const walk: Walk = { ids: new Map() };
  const fields: CompiledField[] = [];
  const byPath = new Map<string, string>();
  const containerConditions: Record<string, Expr> = {};

  // Depth first with each node's frame (conditions and containers of its ancestors), without recursion.
  type Item = { node: FormNode; where: string; frame: Frame; parent: FormNode | null };
  const stack: Item[] = [...nodes].reverse().map((node, index) => ({ node, where: `form[${nodes.length - 1 - index}]`, frame: { visible: [], containers: [] }, parent: null }));
  while (stack.length) {
    const { node, where, frame, parent } = stack.pop()!;
    const spec = widgetSpec(node.widget);
    if (spec?.onlyInside && parent?.widget !== spec.onlyInside) throw new FormCompileError(`${where}: ${node.widget} belongs inside ${spec.onlyInside}`);
    if (spec?.childWidgets && (node.children ?? []).some((child) => !spec.childWidgets!.includes(child.widget))) {
      throw new FormCompileError(`${where}: ${node.widget} holds only ${spec.childWidgets.join(', ')}`);
    }
    const field = compileNode(node, where, frame, walk, null);
    if (field) {
      const earlier = byPath.get(field.path);
      if (earlier) throw new FormCompileError(`${where}: the field ${field.path} is written already at ${earlier}`);
      byPath.set(field.path, where);
      fields.push(field);
      continue;
    }
    const visibleWhen = parseCondition(node.when?.visible, where, 'visible');
    if (visibleWhen) containerConditions[node.id] = visibleWhen;
    const inner: Frame = {
      visible: visibleWhen ? [...frame.visible, visibleWhen] : frame.visible,
      containers: node.widget === 'tabPane' || node.widget === 'collapsePanel' ? [...frame.containers, node.id] : frame.containers,
    };
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index], where: `${where}.children[${index}]`, frame: inner, parent: node });
  }

  const defaults: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined) defaults[field.path] = structuredClone(field.default);
    else if (field.kind === 'subTable') defaults[field.path] = [];
  }
  return { schema: objectSchema(fields), fields, defaults, containerConditions, nodes };
}

/** Every field and sub-table column, in tree order. */
export function allFields(form: CompiledForm): CompiledField[] {
  const all: CompiledField[] = [];
  eachNode(form.fields as (CompiledField & { children?: CompiledField[] })[], (field) => all.push(field), (field) => field.columns as (CompiledField & { children?: CompiledField[] })[] | undefined);
  return all;
}

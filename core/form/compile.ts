// The compiler: an authoring tree in, what every consumer needs out — the JSON
// Schema of the body (with ajv-errors messages), the stored fields with their
// value schemas and column types, the defaults, each field's conditions and
// calculation parsed once, and the order calculations are worked out in. Every
// mistake of the tree is reported at once, each with its node's id and place.
import { parseExpression, referencedPaths, type Expr } from '../expression';
import type { JsonSchema } from '../schema/types';
import { eachNode } from '../tree';
import { defaultProps, propertiesOf, widgetSpec, type ColumnType, type WidgetKind, type WidgetProps, type WidgetSpec } from '../widgets';
import { propertyProblems } from '../widgets/propertyProblems';
import type { FormNode } from './format';
import { orderCalculations, stepName, type CalculationStep } from './order';
import { FormCompileError, ProblemList, type FormProblem } from './problems';
import type { FormProblemCode, FormProblemParams } from './problemTexts';
import { calculationsRead, checkReadings, compiledNames, type ExpressionRole, type ExpressionSite } from './reads';
import { defaultMessages, ruledSchema } from './ruledSchema';

export type { CalculationStep } from './order';

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
  /** No other record may hold the value; the model's table backs it with a unique index. */
  unique: boolean;
  /** What a value another record holds is told (the server fills in the label). */
  uniqueMessage: string;
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
  /**
   * Every calculation in the order it is worked out: each after the calculations
   * it reads, a column's in every row of its sub-table; otherwise sub-table columns first, then the form's, in tree order.
   */
  calculationOrder: CalculationStep[];
  /** The authoring tree the renderer draws. */
  nodes: FormNode[];
}

export interface FormCheck {
  /** The compiled form, or null when there is any problem. */
  form: CompiledForm | null;
  problems: FormProblem[];
}

interface Frame {
  visible: Expr[];
  containers: string[];
}

interface Walk {
  /** Where each node id was first seen. */
  ids: Map<string, string>;
  problems: ProblemList;
  /** Every expression written, checked for the names it reads once every field is known. */
  sites: ExpressionSite[];
}

/** An expression of the node, parsed and kept for the name check; a mistake is reported and the expression left out. */
function parseAt(text: string | undefined, node: FormNode, where: string, role: ExpressionRole, table: string | null, walk: Walk): Expr | undefined {
  if (!text) return undefined;
  try {
    const expr = parseExpression(text);
    walk.sites.push({ node, where, role, expr, table });
    return expr;
  } catch (error) {
    walk.problems.add(node, where, `${role}.parse`, { text, error: (error as Error).message });
    return undefined;
  }
}

type Report = (code: FormProblemCode, params?: FormProblemParams) => void;

/** Reports why the field cannot be unique, if it cannot: the unique index is on a column of the model's own table. */
function reportNotUnique(field: Pick<CompiledField, 'path' | 'kind' | 'columnType' | 'calculation'>, table: string | null, report: Report): void {
  if (table !== null) report('uniqueInTable', { field: field.path, table });
  else if (field.calculation && !field.calculation.stored) report('uniqueNotStored', { field: field.path });
  else if (!field.columnType || field.kind === 'subTable') report('uniqueNoColumn', { field: field.path });
  else if (field.columnType.kind === 'json' || field.columnType.kind === 'text') report('uniqueColumnKind', { field: field.path, kind: field.columnType.kind });
}

function compileField(node: FormNode, spec: WidgetSpec, where: string, frame: Frame, walk: Walk, table: string | null): CompiledField {
  const props = { ...defaultProps(spec), ...(node.props ?? {}) };
  const rules = node.rules ?? {};
  const report: Report = (code, params) => walk.problems.add(node, where, code, params);
  const visibleWhen = parseAt(node.when?.visible, node, where, 'visible', table, walk);
  const requiredWhen = parseAt(node.when?.required, node, where, 'required', table, walk);
  const readOnlyWhen = parseAt(node.when?.readOnly, node, where, 'readOnly', table, walk);
  const visible = visibleWhen ? [...frame.visible, visibleWhen] : frame.visible;
  const conditional = visible.length > 0 || requiredWhen !== undefined;
  const required = rules.required === true && !conditional;
  let calculation: CompiledField['calculation'];
  const declared = spec.calculation?.(props);
  if (declared) {
    const expr = parseAt(declared.expression || '0', node, where, 'calculation', table, walk);
    if (expr) calculation = { expr, precision: declared.precision, stored: declared.stored };
  }
  const base = spec.valueSchema?.(props) ?? {};
  let columns: CompiledField[] | undefined;
  let valueSchema: JsonSchema;
  if (spec.kind === 'subTable') {
    columns = compileColumns(node, where, frame, walk);
    valueSchema = ruledSchema({ ...base, items: objectSchema(columns) }, rules, required, report);
  } else {
    valueSchema = ruledSchema(base, rules, required, report);
  }
  const dependsOn = [...visible, requiredWhen, readOnlyWhen, calculation?.expr].flatMap((expr) => (expr ? referencedPaths(expr) : []));
  const field: CompiledField = {
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
    unique: rules.unique === true,
    uniqueMessage: rules.messages?.unique ?? defaultMessages.unique,
    readOnly: node.readOnly ?? false,
    hidden: takesNoPlace(node),
    conditions: { visible, required: requiredWhen ?? (rules.required && conditional ? { kind: 'literal', value: true } : undefined), readOnly: readOnlyWhen },
    calculation,
    dependsOn,
    containers: frame.containers,
    columns,
    where,
  };
  if (field.unique) reportNotUnique(field, table, report);
  return field;
}

/** A sub-table's columns, each name once. */
function compileColumns(node: FormNode, where: string, frame: Frame, walk: Walk): CompiledField[] {
  const children = node.children ?? [];
  if (children.length === 0) walk.problems.add(node, where, 'subTableNoColumns', { table: node.field ?? '' });
  const columns = children
    .map((child, index) => compileNode(child, `${where}.children[${index}]`, frame, walk, node.field!))
    .filter((column): column is CompiledField => column !== null);
  const seen = new Map<string, string>();
  for (const column of columns) {
    const earlier = seen.get(column.path);
    if (earlier) walk.problems.add({ id: column.id, field: column.path }, column.where, 'columnTwice', { column: column.path, earlier });
    else seen.set(column.path, column.where);
  }
  return columns;
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

/** Records the node's id, reporting one seen before. */
function claimId(node: FormNode, where: string, walk: Walk): void {
  const known = walk.ids.get(node.id);
  if (known) walk.problems.add(node, where, 'idTwice', { id: node.id, earlier: known });
  else walk.ids.set(node.id, where);
}

/** Properties the widget does not declare, or of the wrong type, each on its own (the catalog's check says what is wrong). */
function reportPropertyProblems(spec: WidgetSpec, props: WidgetProps, report: Report): void {
  const declared = new Set(propertiesOf(spec).map((property) => property.name));
  for (const [property, value] of Object.entries(props)) {
    if (!declared.has(property)) report('propertyUnknown', { widget: spec.key, property });
    else {
      // The catalog says `the property <name> must be …`; the problem keeps what follows the name.
      const named = `the property ${property} `;
      for (const problem of propertyProblems(spec, { [property]: value })) {
        report('propertyInvalid', { property, detail: problem.startsWith(named) ? problem.slice(named.length) : problem });
      }
    }
  }
}

/** A field or column compiled; null for layout, for an unknown widget and for a field that cannot be compiled (each reported). */
function compileNode(node: FormNode, where: string, frame: Frame, walk: Walk, table: string | null): CompiledField | null {
  claimId(node, where, walk);
  const spec = widgetSpec(node.widget);
  const report: Report = (code, params) => walk.problems.add(node, where, code, params);
  const widget = node.widget;
  if (!spec) {
    report('widgetUnknown', { widget });
    return null;
  }
  reportPropertyProblems(spec, node.props ?? {}, report);
  if (spec.kind === 'layout') {
    if (node.field) report('layoutTakesNoField', { widget });
    if (table !== null) report('layoutInTable', { table, widget });
    return null;
  }
  if (!node.field) {
    report('fieldNameMissing', { widget });
    return null;
  }
  if (table !== null && (spec.kind !== 'field' || spec.inTable === false)) {
    report('columnNotPlain', { widget });
    return null;
  }
  return compileField(node, spec, where, frame, walk, table);
}

/** The calculations in the order they are worked out; each calculation that reads itself is reported. */
function calculationOrderOf(fields: CompiledField[], problems: ProblemList): CalculationStep[] {
  const names = compiledNames(fields);
  const tables = fields.filter((field) => field.columns);
  // Sub-table columns first, then the form's, as long as nothing they read says otherwise.
  const steps: CalculationStep[] = [
    ...tables.flatMap((table) => table.columns!.filter((column) => column.calculation).map((field) => ({ field, table }))),
    ...fields.filter((field) => field.calculation).map((field) => ({ field })),
  ];
  const reads = new Map(steps.map((step) => [step.field, calculationsRead(step.field, step.table?.path ?? null, names)]));
  const { order, cycles } = orderCalculations(steps, reads);
  const nameOf = new Map(steps.map((step) => [step.field, stepName(step)]));
  for (const { step, through } of cycles) {
    const way = [stepName(step), ...through.map((field) => nameOf.get(field)!)].join(' → ');
    problems.add({ id: step.field.id, field: step.field.path }, step.field.where, 'calculationCycle', { field: stepName(step), way });
  }
  return order;
}

/** Checks and compiles a form: every mistake in it, each naming its node, and the compiled form when there is none. */
export function checkForm(nodes: FormNode[]): FormCheck {
  const walk: Walk = { ids: new Map(), problems: new ProblemList(), sites: [] };
  const fields: CompiledField[] = [];
  const byPath = new Map<string, string>();
  const containerConditions: Record<string, Expr> = {};

  // Depth first with each node's frame (conditions and containers of its ancestors), without recursion.
  type Item = { node: FormNode; where: string; frame: Frame; parent: FormNode | null };
  const stack: Item[] = [...nodes].reverse().map((node, index) => ({ node, where: `form[${nodes.length - 1 - index}]`, frame: { visible: [], containers: [] }, parent: null }));
  while (stack.length) {
    const { node, where, frame, parent } = stack.pop()!;
    const spec = widgetSpec(node.widget);
    if (spec?.onlyInside && parent?.widget !== spec.onlyInside) walk.problems.add(node, where, 'onlyInside', { widget: node.widget, parent: spec.onlyInside });
    if (spec?.childWidgets && (node.children ?? []).some((child) => !spec.childWidgets!.includes(child.widget))) {
      walk.problems.add(node, where, 'childWidgetsOnly', { widget: node.widget, children: spec.childWidgets.join(', ') });
    }
    const field = compileNode(node, where, frame, walk, null);
    if (field) {
      const earlier = byPath.get(field.path);
      if (earlier) walk.problems.add(node, where, 'fieldTwice', { field: field.path, earlier });
      else byPath.set(field.path, where);
      fields.push(field);
      continue;
    }
    // Only containers (and nodes whose widget is unknown, to find the mistakes inside them too) are walked into.
    if (spec && spec.kind !== 'layout') continue;
    const visibleWhen = parseAt(node.when?.visible, node, where, 'visible', null, walk);
    if (visibleWhen) containerConditions[node.id] = visibleWhen;
    const inner: Frame = {
      visible: visibleWhen ? [...frame.visible, visibleWhen] : frame.visible,
      containers: spec?.pane ? [...frame.containers, node.id] : frame.containers,
    };
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index], where: `${where}.children[${index}]`, frame: inner, parent: node });
  }

  checkReadings(walk.sites, compiledNames(fields), walk.problems);
  const calculationOrder = calculationOrderOf(fields, walk.problems);
  if (walk.problems.all.length) return { form: null, problems: walk.problems.all };

  const defaults: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.default !== undefined) defaults[field.path] = structuredClone(field.default);
    else if (field.kind === 'subTable') defaults[field.path] = [];
  }
  return { form: { schema: objectSchema(fields), fields, defaults, containerConditions, calculationOrder, nodes }, problems: [] };
}

/** Compiles a form, or throws a FormCompileError listing every mistake in it (one per line, each with its node). */
export function compileForm(nodes: FormNode[]): CompiledForm {
  const { form, problems } = checkForm(nodes);
  if (!form) throw new FormCompileError(problems);
  return form;
}

/** Every field and sub-table column, in tree order. */
export function allFields(form: CompiledForm): CompiledField[] {
  const all: CompiledField[] = [];
  eachNode(form.fields as (CompiledField & { children?: CompiledField[] })[], (field) => all.push(field), (field) => field.columns as (CompiledField & { children?: CompiledField[] })[] | undefined);
  return all;
}

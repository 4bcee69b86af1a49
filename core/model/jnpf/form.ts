// JNPF's form fields as Kiln's authoring tree. Layouts keep their structure (a
// row, a card, tabs and collapse panels with their panes — 3.1–3.4 panes have
// no jnpfKey), a sub-table keeps its columns, each field its properties, rules
// and default; what has no equivalent is reported by field, never dropped unseen.
import type { FormNode } from '../../form/format';
import { VddError } from './errors';
import { collectNames, kilnKeyOfNode, maxDepth, type FormNames } from './fieldNames';
import { fieldNode, type FieldScope } from './formField';
import { fitsInTable, isKilnKey, keptContainers, kindOf, nearKeys, unmappedKeys } from './keys';
import { NodeIds } from './names';
import { clip, flagOf, integerOf, isTemplateScript, listOf, objOf, textOf, wordsOf } from './raw';
import { rawField, type RawField } from './rawField';
import type { Report } from './report';
import { checkedProps, tableProps } from './formProps';
import { labelOf, propReaders, type PropContext } from './widgets';

/** A stored field of the mapped form: where JNPF kept it, for the table mapping. */
export interface FieldOrigin {
  nodeId: string;
  vModel: string;
  /** JNPF's __config__.tableName: the table holding its column. */
  tableName?: string;
  /** The sub-table node it is a column of. */
  subTable?: string;
  /** false for a calculation that is only shown. */
  stored: boolean;
}

export interface SubTableOrigin {
  nodeId: string;
  vModel: string;
  field: string;
  tableName?: string;
  label?: string;
}

export interface FormMap {
  form: FormNode[];
  fields: FieldOrigin[];
  subTables: SubTableOrigin[];
  names: FormNames;
}

const paneKeys = new Set(['', 'tabItem', 'collapseItem', 'stepItem']);

export class FormReader {
  private readonly ids = new NodeIds();
  private readonly origins: FieldOrigin[] = [];
  private readonly subTables: SubTableOrigin[] = [];
  private readonly written = new Map<string, Set<string>>();

  constructor(
    private readonly names: FormNames,
    private readonly report: Report,
  ) {}

  read(fields: readonly unknown[]): FormMap {
    const form = this.nodes(fields, 1, null);
    return { form, fields: this.origins, subTables: this.subTables, names: this.names };
  }

  private nodes(list: readonly unknown[], depth: number, scope: FieldScope | null): FormNode[] {
    if (depth > maxDepth) throw new VddError('model.vdd.tooDeep', { max: maxDepth });
    return list.flatMap((item) => this.node(rawField(item), depth, scope));
  }

  /** Reports about a node, named by its JNPF name (a sub-table column as 'table-column', as JNPF's lists name it). */
  private problems(raw: RawField, scope: FieldScope | null = null): (reason: string) => void {
    const label = wordsOf(raw.config.label);
    const name = raw.vModel || wordsOf(raw.config.formId) || raw.key || '(node)';
    return (reason) => this.report.add('form', scope ? `${scope.vModel}-${name}` : name, raw.key, reason, label);
  }

  private node(raw: RawField, depth: number, scope: FieldScope | null): FormNode[] {
    const problem = this.problems(raw, scope);
    if (unmappedKeys[raw.key]) {
      problem(`${unmappedKeys[raw.key]}; it was left out`);
      return [];
    }
    const kept = keptContainers[raw.key];
    if (kept) {
      problem(kept.reason);
      return [this.keptContainer(raw, kept.key, depth)];
    }
    const key = kilnKeyOfNode(raw.key, flagOf(raw.attrs.showPassword) === true);
    if (!raw.key || !isKilnKey(key)) {
      problem(raw.key ? `the widget ${raw.key} is unknown to Kiln; it was left out` : 'a node without a widget key was left out');
      return raw.children.length && !scope ? [this.keptContainer(raw, 'card', depth)] : [];
    }
    if (nearKeys[raw.key]) problem(`approximated: ${nearKeys[raw.key].reason}`);
    const kind = kindOf(key);
    if (scope && !fitsInTable(key)) {
      problem(`${key} cannot be a sub-table column in Kiln; it was left out`);
      return [];
    }
    if (kind === 'subTable') return this.table(raw, depth, scope);
    if (kind === 'layout') return [this.layout(raw, key, depth)];
    return this.field(raw, key, scope);
  }

  private context(raw: RawField, scope: FieldScope | null): PropContext {
    return {
      fieldRef: (vModel) => {
        const name = textOf(vModel);
        return name ? (scope?.names.find(name) ?? this.names.main.find(name)) : undefined;
      },
      problem: this.problems(raw, scope),
    };
  }

  private base(raw: RawField, key: string, label = labelOf(raw, key)): FormNode {
    const span = integerOf(raw.config.span);
    return {
      id: this.ids.fromConfig(raw.config.formId, raw.config.renderKey),
      widget: key,
      ...(label ? { label: clip(label, 500) } : {}),
      ...(span !== undefined && span >= 1 && span < 24 ? { span } : {}),
      ...(flagOf(raw.config.noShow) === true ? { visible: false } : {}),
    };
  }

  private field(raw: RawField, key: string, scope: FieldScope | null): FormNode[] {
    const context = this.context(raw, scope);
    const names = scope?.names ?? this.names.main;
    let field = raw.vModel ? names.find(raw.vModel) : undefined;
    if (!field) {
      field = names.fresh(`${key}${textOf(raw.config.formId) ?? ''}`);
      if (key !== 'calculate') context.problem(`it had no field name; it stores as ${field}`);
    } else if (field !== raw.vModel) context.problem(`its name is not a valid Kiln field name; it stores as ${field}`);
    const seen = this.written.get(scope?.nodeId ?? '') ?? new Set<string>();
    this.written.set(scope?.nodeId ?? '', seen);
    if (seen.has(field)) {
      context.problem(`the field ${field} is written twice; the second was left out`);
      return [];
    }
    seen.add(field);
    const node = fieldNode(raw, key, field, this.base(raw, key), scope, this.names, context);
    const stored = !(key === 'calculate' && node.props?.isStorage === false);
    this.origins.push({ nodeId: node.id, vModel: raw.vModel, tableName: wordsOf(raw.config.tableName), subTable: scope?.nodeId, stored });
    this.events(raw, scope);
    return [node];
  }

  private events(raw: RawField, scope: FieldScope | null = null): void {
    for (const [event, code] of Object.entries(objOf(raw.attrs.on))) {
      if (!isTemplateScript(code)) this.problems(raw, scope)(`its ${event} script is not carried over`);
    }
  }

  private layout(raw: RawField, key: string, depth: number): FormNode {
    const node = this.base(raw, key);
    const props = checkedProps(key, propReaders[key]?.(raw, this.context(raw, null)) ?? {}, this.problems(raw));
    if (Object.keys(props).length) node.props = props;
    this.events(raw);
    if (key === 'tab' || key === 'collapse') node.children = this.panes(raw, key, depth);
    else if (key === 'row' || key === 'card') node.children = this.nodes(raw.children, depth + 1, null);
    else if (raw.children.length) this.problems(raw)(`the content of ${key} was left out`);
    return node;
  }

  private panes(raw: RawField, key: 'tab' | 'collapse', depth: number): FormNode[] {
    const active = raw.config.active ?? raw.attrs.value;
    const open = new Set((Array.isArray(active) ? active : [active]).map((name) => textOf(name)));
    return raw.children.map((item, index) => {
      const pane = rawField(item);
      const widget = key === 'tab' ? 'tabPane' : 'collapsePanel';
      const inside = paneKeys.has(pane.key) ? pane.children : [item];
      const label = clip(labelOf(pane, widget) ?? String(index + 1), 500);
      const node: FormNode = { id: this.ids.fromConfig(pane.config.formId, undefined, 'pane'), widget, label };
      if (widget === 'collapsePanel' && !open.has(textOf(pane.attrs.name) ?? String(index + 1))) node.props = { open: false };
      node.children = this.nodes(inside, depth + 1, null);
      return node;
    });
  }

  /** A container Kiln lacks (a table layout, steps, an unknown one): its fields come over in a card or tabs. */
  private keptContainer(raw: RawField, key: 'card' | 'tab', depth: number): FormNode {
    const node = this.base(raw, key, wordsOf(raw.config.label));
    if (key === 'tab') {
      node.children = this.panes(raw, 'tab', depth);
      return node;
    }
    const cells = raw.children.flatMap((row) => rawField(row).children.flatMap((cell) => rawField(cell).children));
    const content = raw.key === 'tableGrid' ? cells : raw.children;
    node.children = this.nodes(content, depth + 2, null);
    return node;
  }

  private table(raw: RawField, depth: number, scope: FieldScope | null): FormNode[] {
    const problem = this.problems(raw);
    const columns = this.names.tables.get(raw.vModel);
    const field = this.names.main.find(raw.vModel);
    if (scope || !columns || !field) {
      problem(scope ? 'a sub-table inside a sub-table was left out' : 'a sub-table without a field name was left out');
      return [];
    }
    const node = this.base(raw, 'table');
    node.field = field;
    if (field !== raw.vModel) problem(`its name is not a valid Kiln field name; it stores as ${field}`);
    const inner: FieldScope = { vModel: raw.vModel, field, nodeId: node.id, names: columns };
    const props = checkedProps('table', tableProps(raw, inner, problem), problem);
    if (Object.keys(props).length) node.props = props;
    if (flagOf(raw.config.required) === true) node.rules = { required: true };
    node.children = this.nodes(raw.children, depth + 1, inner);
    this.subTables.push({ nodeId: node.id, vModel: raw.vModel, field, tableName: wordsOf(raw.config.tableName), label: node.label });
    return [node];
  }
}

/** Reads a JNPF form's fields; form-level scripts (onLoad, beforeSubmit, afterSubmit) are reported. */
export function readForm(formData: Record<string, unknown>, report: Report): FormMap {
  const fields = listOf(formData.fields);
  const map = new FormReader(collectNames(fields), report).read(fields);
  for (const [name, code] of Object.entries(objOf(formData.funcs))) {
    if (!isTemplateScript(code)) report.add('form', `funcs.${name}`, '', `the form's ${name} script is not carried over`);
  }
  return map;
}

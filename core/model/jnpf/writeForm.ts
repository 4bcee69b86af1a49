// Kiln's authoring tree as JNPF 3.4's formData: each node a field with its
// __config__ (key, label, rules, span, the table holding its column), __slot__
// and properties; tab and collapse panes as 3.4 writes them, without a key.
import type { FormNode } from '../../form/format';
import type { TableMapping } from '../design';
import { defaultProps, widgetSpec } from '../../widgets';
import { writeCalculation } from './calc';
import { jnpfTags, kindOf } from './keys';
import type { Obj } from './raw';
import { attrWriters } from './writeWidgets';
import type { Props } from './widgets';

const containers = new Set(['row', 'card', 'tab', 'collapse', 'table']);

/** Defaults that are not text: a text default is a key of Kiln's texts, which JNPF would show as written. */
function propsOf(node: FormNode): Props {
  const spec = widgetSpec(node.widget);
  const defaults = spec ? Object.entries(defaultProps(spec)).filter(([, value]) => typeof value !== 'string') : [];
  return { ...Object.fromEntries(defaults), ...(node.props ?? {}) };
}

const withoutUndefined = (object: Obj): Obj => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** A Kiln pattern as the regular-expression literal JNPF keeps. */
const literal = (pattern: string) => `/${pattern.replace(/\\.|\//g, (part) => (part === '/' ? '\\/' : part))}/`;

export interface WrittenForm {
  formData: Obj;
  /** Each top-level field as written, by name (3.4's search settings copy the field). */
  fields: Map<string, Obj>;
}

class FormWriter {
  private formId = 100;
  readonly fields = new Map<string, Obj>();

  constructor(
    private readonly tables: TableMapping,
    /** Labels of fields and `table.column` paths, as JNPF formulas show them. */
    private readonly labels: ReadonlyMap<string, string>,
  ) {}

  nodes(nodes: readonly FormNode[], table: string, subTable: FormNode | null): Obj[] {
    return nodes.map((node) => this.node(node, table, subTable));
  }

  private node(node: FormNode, table: string, subTable: FormNode | null): Obj {
    this.formId += 1;
    const props = propsOf(node);
    const parts = attrWriters[node.widget]?.(props, node) ?? { attrs: { ...props } };
    const kind = kindOf(node.widget);
    const ownTable = node.widget === 'table' ? (this.tables.subTables[node.id]?.table ?? '') : table;
    const config: Obj = {
      jnpfKey: node.widget,
      label: node.label ?? '',
      showLabel: kind !== 'layout',
      tag: jnpfTags[node.widget] ?? node.widget,
      formId: this.formId,
      renderKey: this.formId,
      layout: containers.has(node.widget) ? 'rowFormItem' : 'colFormItem',
      span: node.span ?? 24,
      required: node.rules?.required === true,
      regList: (node.rules?.patterns ?? []).map((rule) => ({ pattern: literal(rule.pattern), message: rule.message })),
      defaultValue: node.default ?? null,
      tableName: kind === 'layout' ? undefined : ownTable,
      noShow: node.visible === false,
      visibility: Array.isArray(props.visibility) ? props.visibility : ['pc', 'app'],
      columnWidth: subTable && typeof props.width === 'number' ? props.width : undefined,
      ...parts.config,
    };
    const written: Obj = { __config__: withoutUndefined(config), ...(parts.slot ? { __slot__: parts.slot } : {}), ...withoutUndefined(parts.attrs ?? {}) };
    if (node.readOnly === true) written.disabled = true;
    if (node.rules?.maxLength !== undefined && written.maxlength === undefined) written.maxlength = node.rules.maxLength;
    if (node.widget === 'calculate') written.expression = writeCalculation(typeof props.expression === 'string' ? props.expression : '', this.labels);
    if (node.field) written.__vModel__ = node.field;
    if (node.field && !subTable && node.widget !== 'table') this.fields.set(node.field, written);
    if (node.widget === 'tab' || node.widget === 'collapse') {
      const panes = node.children ?? [];
      config.children = panes.map((pane, index) => ({
        title: pane.label ?? String(index + 1),
        name: String(index + 1),
        __config__: { children: this.nodes(pane.children ?? [], table, null) },
      }));
      config.active = node.widget === 'tab' ? 0 : panes.flatMap((pane, index) => (pane.props?.open === false ? [] : [String(index + 1)]));
      written.__config__ = withoutUndefined(config);
    } else if (containers.has(node.widget)) {
      config.children = this.nodes(node.children ?? [], ownTable, node.widget === 'table' ? node : null);
      written.__config__ = withoutUndefined(config);
    }
    return written;
  }

  get idGlobal(): number {
    return this.formId;
  }
}

/** The labels JNPF formulas show: each field's, and each sub-table column's as `table.column`. */
function labelsOf(form: readonly FormNode[]): Map<string, string> {
  const labels = new Map<string, string>();
  const stack = [...form];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.field) labels.set(node.field, node.label ?? node.field);
    if (node.widget === 'table' && node.field) {
      for (const column of node.children ?? []) {
        if (column.field) labels.set(`${node.field}.${column.field}`, `${node.label ?? node.field}.${column.label ?? column.field}`);
      }
      continue;
    }
    stack.push(...(node.children ?? []));
  }
  return labels;
}

export function writeForm(form: readonly FormNode[], tables: TableMapping): WrittenForm {
  const writer = new FormWriter(tables, labelsOf(form));
  const fields = writer.nodes(form, tables.main.table, null);
  const formData = {
    formRef: 'elForm',
    formModel: 'dataForm',
    size: 'small',
    labelPosition: 'right',
    labelWidth: 100,
    formRules: 'rules',
    gutter: 15,
    disabled: false,
    span: 24,
    formBtns: false,
    popupType: 'general',
    idGlobal: writer.idGlobal,
    fields,
  };
  return { formData, fields: writer.fields };
}

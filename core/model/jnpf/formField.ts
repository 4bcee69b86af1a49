// One JNPF field as a Kiln field node: its properties (options and a formula
// included), rules, default, read-only state, and where it shows.
import type { FormNode } from '../../form/format';
import { readCalculation } from './calc';
import { coerced, defaultOf, fits, readRules } from './fieldRules';
import type { FormNames } from './fieldNames';
import { checkedProps, valueSchemaOf } from './formProps';
import { kindOf } from './keys';
import type { FieldNames } from './names';
import { readOptions } from './options';
import { flagOf, integerOf, listOf } from './raw';
import type { RawField } from './rawField';
import { propReaders, type PropContext, type Props } from './widgets';

/** The sub-table whose columns are being read. */
export interface FieldScope {
  /** The sub-table's JNPF name. */
  vModel: string;
  /** Its Kiln field name. */
  field: string;
  nodeId: string;
  names: FieldNames;
}

const choiceKeys = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

interface TreeOption {
  label: string;
  value: string | number;
  children?: TreeOption[];
}

const flat = (options: TreeOption[]): TreeOption[] => options.flatMap(({ children, ...option }) => [option, ...flat(children ?? [])]);

/** Options, and for a calculation its formula: what needs more than the widget's own reader. */
function sourcedProps(raw: RawField, key: string, scope: FieldScope | null, names: FormNames, context: PropContext): Props {
  if (choiceKeys.has(key)) {
    const read = readOptions(raw, key === 'cascader' || key === 'treeSelect', context.fieldRef);
    read.problems.forEach((problem) => context.problem(problem));
    let options = read.options;
    if (key === 'treeSelect' && options.kind === 'static' && options.options.some((option) => (option as TreeOption).children)) {
      context.problem('its options are a tree; Kiln lists them flat');
      options = { kind: 'static', options: flat(options.options as TreeOption[]) };
    }
    return { options, valueType: key === 'treeSelect' ? undefined : read.valueType };
  }
  if (key !== 'calculate') return {};
  const calculation = readCalculation(raw.attrs.expression, scope?.vModel, {
    field: (vModel) => names.main.find(vModel),
    column: (table, column) => {
      const tableField = names.main.find(table);
      const columnField = names.tables.get(table)?.find(column);
      return tableField && columnField ? { table: tableField, column: columnField } : undefined;
    },
  });
  if ('problem' in calculation) {
    context.problem(`${calculation.problem}; it calculates nothing until its formula is written again`);
    return {};
  }
  return { expression: calculation.expression || undefined };
}

/** Where a field shows (JNPF's visibility), when not everywhere, and its width as a sub-table column. */
function placeProps(raw: RawField, scope: FieldScope | null): Props {
  const visibility = listOf(raw.config.visibility).filter((where) => where === 'pc' || where === 'app');
  const width = integerOf(raw.config.columnWidth);
  return {
    visibility: Array.isArray(raw.config.visibility) && visibility.length < 2 ? visibility : undefined,
    width: scope && width !== undefined ? Math.min(2000, Math.max(40, width)) : undefined,
  };
}

export function fieldNode(
  raw: RawField,
  key: string,
  field: string,
  base: FormNode,
  scope: FieldScope | null,
  names: FormNames,
  context: PropContext,
): FormNode {
  const system = kindOf(key) === 'system';
  const read = { ...(propReaders[key]?.(raw, context) ?? {}), ...sourcedProps(raw, key, scope, names, context), ...placeProps(raw, scope) };
  if (key === 'calculate' && raw.attrs.isStorage === undefined && !raw.vModel) read.isStorage = false;
  const props = checkedProps(key, read, context.problem);
  const node: FormNode = { ...base, field };
  if (Object.keys(props).length) node.props = props;
  const schema = valueSchemaOf(key, props);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (!system) {
    const { rules, problems } = readRules(raw, key, type);
    problems.forEach((problem) => context.problem(problem));
    if (rules) node.rules = rules;
    const written = defaultOf(raw, key);
    const value = schema && written !== undefined ? coerced(written, schema) : written;
    if (value !== undefined && schema && !fits(value, schema)) {
      context.problem(`its default ${JSON.stringify(value).slice(0, 60)} does not fit the value it stores; it has none`);
    } else if (value !== undefined) node.default = value;
    if (flagOf(raw.config.defaultCurrent) === true) context.problem('its default (the current user, time or organisation) is not carried over');
    if (key !== 'calculate' && (flagOf(raw.attrs.disabled) === true || flagOf(raw.attrs.readonly) === true)) node.readOnly = true;
  }
  return node;
}

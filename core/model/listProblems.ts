// What a list design may name, read from the form's authoring tree (no compile:
// the designer asks while the form is half made), and what is wrong with a list
// design against it. The list designer shows these problems; the server's design
// check refuses a design that has any; an import repairs them (repairedList). One
// table of rules for all three.
import type { CompiledForm } from '../form/compile';
import type { FormNode } from '../form/format';
import { widgetSpec } from '../widgets/catalog';
import { defaultProps, type WidgetProps } from '../widgets/spec';
import { systemValues } from '../widgets/system';
import { emptyListDesign, systemFields, type ListDesign, type SystemField } from './design';

/** How a field may be searched by range: as moments (a date range) or as numbers; null: not at all. */
export type RangeKind = 'date' | 'number' | null;

/** One name a list may show, search, sort or group by: a top-level form field or a system field. */
export interface ListableField {
  name: string;
  /** The node's label (a text key or the administrator's words), or the system field's text key. */
  label: string;
  /** The catalog key; '' for a system field. */
  widget: string;
  system: boolean;
  /** Holds text the keyword may search. */
  text: boolean;
  range: RangeKind;
}

/** Text keys of the system fields' labels. */
export const systemFieldLabels: Record<SystemField, string> = {
  creatorUserId: 'common.creatorUser',
  creatorTime: 'common.createdAt',
  lastModifyUserId: 'common.lastModifyUser',
  lastModifyTime: 'common.lastModifyTime',
};

/** The node's properties over its widget's defaults, as the compiled form has them. */
function propsOf(node: FormNode): WidgetProps {
  const spec = widgetSpec(node.widget);
  return { ...(spec ? defaultProps(spec) : {}), ...node.props };
}

function rangeOf(node: FormNode): RangeKind {
  const props = propsOf(node);
  const column = widgetSpec(node.widget)?.columnType?.(props, node.rules?.maxLength);
  // Moments are stored as epoch milliseconds and shown through a date format, or filled in by the server as a time
  // (createTime, modifyTime); pages.ts reads them the same way.
  if (column?.kind === 'bigint' && (typeof props.format === 'string' || systemValues.get(node.widget)?.value === 'time')) return 'date';
  if (column?.kind === 'bigint' || column?.kind === 'decimal') return 'number';
  return null;
}

function isText(node: FormNode): boolean {
  const column = widgetSpec(node.widget)?.columnType?.(propsOf(node), node.rules?.maxLength);
  return column?.kind === 'string' || column?.kind === 'text';
}

/** The form's fields outside sub-tables (inside layout containers too), then the system fields. */
export function listableFields(form: readonly FormNode[]): ListableField[] {
  const fields: ListableField[] = [];
  const visit = (nodes: readonly FormNode[]) => {
    for (const node of nodes) {
      const kind = widgetSpec(node.widget)?.kind;
      // A sub-table's columns are its rows' values, not the record's.
      if (kind === 'subTable') continue;
      if (node.field && kind !== 'layout') {
        fields.push({ name: node.field, label: node.label ?? node.field, widget: node.widget, system: false, text: isText(node), range: rangeOf(node) });
      }
      if (node.children) visit(node.children);
    }
  };
  visit(form);
  for (const name of systemFields) {
    const time = name === 'creatorTime' || name === 'lastModifyTime';
    fields.push({ name, label: systemFieldLabels[name], widget: '', system: true, text: false, range: time ? 'date' : null });
  }
  return fields;
}

/** The fields a stored design's list may name: the listable fields its compiled form stores, and the system fields. */
export function storedListableFields(form: readonly FormNode[], compiled: CompiledForm): ListableField[] {
  const stored = new Set(compiled.fields.map((field) => field.path));
  return listableFields(form).filter((field) => field.system || stored.has(field.name));
}

export type ListProblemCode =
  | 'fieldUnknown'
  | 'columnTwice'
  | 'rangeNotAllowed'
  | 'keywordNotText'
  | 'treeMissing'
  | 'treeDictionaryMissing'
  | 'treeInterfaceMissing'
  | 'groupFieldMissing'
  | 'groupFieldNotColumn'
  | 'parentFieldMissing';

/** One thing wrong, at a path of the design (`list.columns.2.field`), with the field it names. */
export interface ListProblem {
  path: string;
  code: ListProblemCode;
  field?: string;
}

/** Everything wrong with a list design against its form's fields (an empty list when nothing is). */
export function listDesignProblems(list: ListDesign, fields: readonly ListableField[]): ListProblem[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const problems: ListProblem[] = [];
  const named = (path: string, field: string | undefined, then?: (found: ListableField) => ListProblemCode | null) => {
    if (field === undefined) return;
    const found = byName.get(field);
    const code = found ? (then?.(found) ?? null) : 'fieldUnknown';
    if (code) problems.push({ path, code, field });
  };
  const seen = new Set<string>();
  list.columns.forEach((column, i) =>
    named(`list.columns.${i}.field`, column.field, () => {
      const twice = seen.has(column.field);
      seen.add(column.field);
      return twice ? 'columnTwice' : null;
    }),
  );
  list.search.forEach((item, i) => named(`list.search.${i}.field`, item.field, (found) => (item.searchType === 3 && !found.range ? 'rangeNotAllowed' : null)));
  list.keywordFields.forEach((field, i) => named(`list.keywordFields.${i}`, field, (found) => (found.text ? null : 'keywordNotText')));
  named('list.sort.field', list.sort.field);
  if (list.type === 2) {
    const tree = list.tree;
    if (!tree) problems.push({ path: 'list.tree', code: 'treeMissing' });
    else {
      named('list.tree.field', tree.field);
      if (tree.source === 'dictionary' && !tree.dictionary) problems.push({ path: 'list.tree.dictionary', code: 'treeDictionaryMissing' });
      if (tree.source === 'dataInterface' && !(tree.interfaceId && tree.labelField && tree.valueField))
        problems.push({ path: 'list.tree.interfaceId', code: 'treeInterfaceMissing' });
    }
  } else if (list.tree) named('list.tree.field', list.tree.field);
  if (list.type === 3) {
    // The rows carry only the listed columns, so the group must be one of them.
    if (!list.groupField) problems.push({ path: 'list.groupField', code: 'groupFieldMissing' });
    else named('list.groupField', list.groupField, () => (seen.has(list.groupField ?? '') ? null : 'groupFieldNotColumn'));
  } else named('list.groupField', list.groupField);
  if (list.type === 5 && !list.treeTable) problems.push({ path: 'list.treeTable.parentField', code: 'parentFieldMissing' });
  named('list.treeTable.parentField', list.treeTable?.parentField);
  return problems;
}

/** What a repair did about a problem: left the setting out, made the list a plain one, added a column, or sorted by default. */
export type ListRemedy = 'leftOut' | 'plainList' | 'columnAdded' | 'defaultSort';

export interface RepairedProblem extends ListProblem {
  remedy: ListRemedy;
}

const kindSettings = { 2: 'list.tree', 3: 'list.groupField', 5: 'list.treeTable' } as const;

/**
 * The list design with every problem taken out (an import's list, which the administrator did not draw in this
 * designer): a column, search or keyword naming a field it may not is left out, a grouped list's group field becomes
 * a column (the rows carry only their columns), an unknown sort field gives way to the default sort, and a kind whose
 * own setting is wrong becomes a plain list. The answer has no problems left; each one met is answered with its remedy.
 */
export function repairedList(list: ListDesign, fields: readonly ListableField[]): { list: ListDesign; repaired: RepairedProblem[] } {
  const problems = listDesignProblems(list, fields);
  if (!problems.length) return { list, repaired: [] };
  const indexesAt = (prefix: string) =>
    new Set(problems.filter((p) => p.path.startsWith(prefix)).map((p) => Number(p.path.slice(prefix.length).split('.')[0])));
  const [columns, search, keywords] = [indexesAt('list.columns.'), indexesAt('list.search.'), indexesAt('list.keywordFields.')];
  const next: ListDesign = {
    ...list,
    columns: list.columns.filter((_, i) => !columns.has(i)),
    search: list.search.filter((_, i) => !search.has(i)),
    keywordFields: list.keywordFields.filter((_, i) => !keywords.has(i)),
  };
  const repaired = problems.map((problem): RepairedProblem => {
    const { path } = problem;
    if (problem.code === 'groupFieldNotColumn' && list.groupField) {
      next.columns = [...next.columns, { field: list.groupField }];
      return { ...problem, remedy: 'columnAdded' };
    }
    if (path === 'list.sort.field') {
      next.sort = { ...emptyListDesign().sort, order: list.sort.order };
      return { ...problem, remedy: 'defaultSort' };
    }
    const setting = (['list.tree', 'list.groupField', 'list.treeTable'] as const).find((prefix) => path === prefix || path.startsWith(`${prefix}.`));
    if (!setting) return { ...problem, remedy: 'leftOut' };
    if (setting === 'list.tree') delete next.tree;
    else if (setting === 'list.groupField') delete next.groupField;
    else delete next.treeTable;
    const ownSetting = list.type === 2 || list.type === 3 || list.type === 5 ? kindSettings[list.type] : undefined;
    if (ownSetting !== setting) return { ...problem, remedy: 'leftOut' };
    next.type = 1;
    return { ...problem, remedy: 'plainList' };
  });
  return { list: next, repaired };
}

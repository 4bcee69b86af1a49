// JNPF's columnData as Kiln's list design: columns, search, buttons, the
// default sort (3.4 sort/defaultSidx, 3.6 / 5.x defaultSortConfig), paging,
// which grants limit the list, and the type's own settings (a left tree, a
// grouping field, a tree table's parent field). Sub-table columns, which JNPF
// lists as 'tableField107-name', cannot be list columns in Kiln and are reported,
// and so is whatever the design check would refuse (validList), which is taken out.
import { compileForm, FormCompileError } from '../../form';
import type { FormNode } from '../../form/format';
import {
  emptyListDesign,
  rowButtons,
  systemFields,
  toolbarButtons,
  type ListColumn,
  type ListDesign,
  type ModelDesign,
  type RowButton,
  type SearchItem,
  type ToolbarButton,
} from '../design';
import { listableFields as treeFields, repairedList, storedListableFields, type ListableField, type ListProblemCode, type ListRemedy } from '../listProblems';
import type { FieldNames } from './names';
import { clip, flagOf, integerOf, isObj, listOf, objOf, textOf, wordsOf, type Obj } from './raw';
import type { Report } from './report';

interface Listable {
  widget: string;
  label?: string;
}

/** The top-level fields of the mapped form (not sub-tables or their columns) and the system fields, by name. */
export function listableFields(form: readonly FormNode[]): Map<string, Listable> {
  const fields = new Map<string, Listable>(systemFields.map((name) => [name, { widget: '' }]));
  const stack = [...form];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.widget === 'table') continue;
    if (node.field) fields.set(node.field, { widget: node.widget, label: node.label });
    stack.push(...(node.children ?? []));
  }
  return fields;
}

class ListReader {
  constructor(
    private readonly listable: Map<string, Listable>,
    private readonly names: FieldNames,
    private readonly report: Report,
  ) {}

  /** The Kiln field a list setting names, or undefined (reported) when it names a sub-table column or no form field. */
  field(entry: Obj, setting: string): string | undefined {
    const config = objOf(entry.__config__);
    const written = wordsOf(entry.prop) ?? wordsOf(entry.__vModel__) ?? wordsOf(entry.id) ?? wordsOf(entry.field) ?? '';
    const label = wordsOf(entry.label) ?? wordsOf(config.label);
    const jnpfKey = wordsOf(entry.jnpfKey) ?? wordsOf(config.jnpfKey) ?? '';
    if (flagOf(config.isSubTable) === true || written.includes('-')) {
      this.report.add('list', written, jnpfKey, `a sub-table column cannot be a ${setting} of a Kiln list; it was left out`, label);
      return undefined;
    }
    const field = this.names.find(written) ?? written;
    if (this.listable.has(field)) return field;
    this.report.add('list', written || '(unnamed)', jnpfKey, `the ${setting} names a field the mapped form does not have; it was left out`, label);
    return undefined;
  }

  columns(list: unknown[]): ListColumn[] {
    return list.filter(isObj).flatMap((entry): ListColumn[] => {
      const field = this.field(entry, 'column');
      if (!field) return [];
      const width = integerOf(entry.width);
      const align = entry.align === 'center' || entry.align === 'right' ? entry.align : undefined;
      const fixed = entry.fixed === 'left' || entry.fixed === 'right' ? entry.fixed : undefined;
      const written = wordsOf(entry.label);
      const label = written !== this.listable.get(field)?.label ? written : undefined;
      return [
        {
          field,
          ...(label ? { label: clip(label, 200) } : {}),
          ...(width !== undefined ? { width: Math.min(2000, Math.max(40, width)) } : {}),
          ...(align ? { align } : {}),
          ...(fixed ? { fixed } : {}),
          ...(flagOf(entry.sortable) === true ? { sortable: true } : {}),
        },
      ];
    });
  }

  search(list: unknown[]): { search: SearchItem[]; keywordFields: string[] } {
    const search: SearchItem[] = [];
    const keywordFields: string[] = [];
    for (const entry of list.filter(isObj)) {
      const field = this.field(entry, 'search field');
      if (!field) continue;
      const type = integerOf(entry.searchType);
      const written = wordsOf(entry.label) ?? wordsOf(objOf(entry.__config__).label);
      const label = written !== this.listable.get(field)?.label ? written : undefined;
      search.push({ field, ...(label ? { label: clip(label, 200) } : {}), searchType: type === 2 || type === 3 ? type : 1 });
      if (flagOf(entry.isKeyword) === true && keywordFields.length < 20) keywordFields.push(field);
    }
    return { search: search.slice(0, 50), keywordFields };
  }

  buttons<T extends string>(list: unknown, known: readonly T[], setting: string): T[] {
    const chosen: T[] = [];
    for (const entry of listOf(list)) {
      const button = objOf(entry);
      const value = wordsOf(button.value) ?? textOf(entry) ?? '';
      if (flagOf(button.show) === false) continue;
      if ((known as readonly string[]).includes(value)) chosen.push(value as T);
      else {
        const reason = `the button ${value || '(unnamed)'} has no equivalent in Kiln's list`;
        this.report.add('list', `${setting}.${value || '?'}`, '', reason, wordsOf(button.label));
      }
    }
    return [...new Set(chosen)];
  }

  sort(columnData: Obj, fallback: ListDesign['sort']): ListDesign['sort'] {
    const configs = listOf(columnData.defaultSortConfig).filter(isObj);
    const first = configs[0] ?? { field: columnData.defaultSidx, sort: columnData.sort };
    for (const entry of configs.slice(1)) {
      this.report.add('list', `defaultSortConfig.${textOf(entry.field) ?? '?'}`, '', 'Kiln lists sort by one field; this further sort was left out');
    }
    const order = first.sort === 'asc' || first.sort === 'desc' ? first.sort : fallback.order;
    const written = wordsOf(first.field);
    const field = written ? this.field({ prop: written }, 'sort field') : undefined;
    return { field: field ?? fallback.field, order };
  }
}

/** The left tree of a type-2 list: from a dictionary, or from an organisation field's tree. */
function treeOf(columnData: Obj, reader: ListReader, listable: Map<string, Listable>, report: Report): ListDesign['tree'] {
  const source = wordsOf(columnData.treeDataSource) ?? 'dictionary';
  const field = wordsOf(columnData.treeRelation) ? reader.field({ prop: columnData.treeRelation }, 'tree field') : undefined;
  const title = wordsOf(columnData.treeTitle);
  const dictionary = wordsOf(columnData.treeDictionary);
  if (!field) return undefined;
  const titled = title ? { title: clip(title, 200) } : {};
  if (source === 'dictionary' && dictionary) return { ...titled, source: 'dictionary', dictionary: clip(dictionary, 100), field };
  if ((source === 'formField' || source === 'organize') && ['comSelect', 'depSelect'].includes(listable.get(field)?.widget ?? '')) {
    return { ...titled, source: 'field', field };
  }
  report.add('list', 'treeDataSource', '', `the left tree's data source ${source} has no equivalent`);
  return undefined;
}

export function readList(value: unknown, form: readonly FormNode[], names: FieldNames, report: Report): ListDesign {
  const design = emptyListDesign();
  if (!isObj(value)) return design;
  const listable = listableFields(form);
  const reader = new ListReader(listable, names, report);
  const type = integerOf(value.type);
  design.type = type === 2 || type === 3 || type === 4 || type === 5 ? type : 1;
  design.columns = reader.columns(listOf(value.columnList)).slice(0, 300);
  Object.assign(design, reader.search(listOf(value.searchList)));
  if (value.btnsList !== undefined) design.toolbar = reader.buttons<ToolbarButton>(value.btnsList, toolbarButtons, 'btnsList');
  if (value.columnBtnsList !== undefined) design.rowActions = reader.buttons<RowButton>(value.columnBtnsList, rowButtons, 'columnBtnsList');
  for (const entry of listOf(value.customBtnsList).map(objOf)) {
    report.add('list', `customBtnsList.${textOf(entry.value) ?? '?'}`, '', 'a custom button has no equivalent', wordsOf(entry.label));
  }
  design.sort = reader.sort(value, design.sort);
  const pageSize = integerOf(value.pageSize);
  design.paging = { hasPage: flagOf(value.hasPage) ?? true, pageSize: pageSize !== undefined && pageSize >= 1 && pageSize <= 500 ? pageSize : 20 };
  design.permissions = {
    column: flagOf(value.useColumnPermission) ?? false,
    form: flagOf(value.useFormPermission) ?? false,
    button: flagOf(value.useBtnPermission) ?? false,
    data: flagOf(value.useDataPermission) ?? false,
  };
  if (listOf(objOf(value.ruleList).conditionList).length) report.add('list', 'ruleList', '', "the list's filter rules (过滤规则) are not carried over");
  const typed = typeSettings(design.type, value, reader, listable, report);
  if (!typed) {
    report.add('list', 'type', '', `the list type ${design.type} lacks its settings here; the list is a plain one`);
    design.type = 1;
  } else Object.assign(design, typed);
  return design;
}

/** A type's own settings, or undefined when the type cannot be kept. */
function typeSettings(
  type: ListDesign['type'],
  value: Obj,
  reader: ListReader,
  listable: Map<string, Listable>,
  report: Report,
): Partial<ListDesign> | undefined {
  if (type === 2) {
    const tree = treeOf(value, reader, listable, report);
    return tree ? { tree } : undefined;
  }
  if (type === 3) {
    const field = wordsOf(value.groupField) ? reader.field({ prop: value.groupField }, 'grouping field') : undefined;
    return field ? { groupField: field } : undefined;
  }
  if (type === 5) {
    const field = wordsOf(value.parentField) ? reader.field({ prop: value.parentField }, 'parent field') : undefined;
    return field ? { treeTable: { parentField: field } } : undefined;
  }
  return {};
}

/** Why the design check would refuse a setting, in the report's words. */
const problemReasons: Record<ListProblemCode, string> = {
  fieldUnknown: 'the list names a field the form does not store',
  columnTwice: 'the field is listed twice as a column',
  rangeNotAllowed: 'a range search needs a date or number field',
  keywordNotText: 'the keyword searches text fields only',
  treeMissing: 'the left tree is not set up',
  treeDictionaryMissing: "the left tree's dictionary is missing",
  treeInterfaceMissing: "the left tree's data interface, value or label field is missing",
  groupFieldMissing: 'a grouped list needs its group field',
  groupFieldNotColumn: 'a grouped list groups by one of its columns',
  parentFieldMissing: 'a tree table needs its parent field',
};

const remedyWords: Record<ListRemedy, string> = {
  leftOut: 'it was left out',
  plainList: 'the list is a plain one',
  columnAdded: 'the group field was added as a column (shown as the group rows, not as a column of its own)',
  defaultSort: 'the list sorts by creation time instead',
};

/**
 * The design with a list Kiln's design check takes (the rules of core/model/listProblems.ts, against the fields the
 * compiled form stores): what it would refuse is taken out and reported, setting by setting. A form that does not
 * compile is refused for itself, so its list is judged against the tree's fields.
 */
export function validList(design: ModelDesign, report: Report): ModelDesign {
  let fields: ListableField[];
  try {
    fields = storedListableFields(design.form, compileForm(design.form));
  } catch (error) {
    if (!(error instanceof FormCompileError)) throw error;
    fields = treeFields(design.form);
  }
  const { list, repaired } = repairedList(design.list, fields);
  if (!repaired.length) return design;
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  for (const problem of repaired) {
    const label = problem.field ? labels.get(problem.field) : undefined;
    report.add('list', problem.field ?? problem.path.replace(/^list\./, ''), '', `${problemReasons[problem.code]}; ${remedyWords[problem.remedy]}`, label);
  }
  return { ...design, list };
}

// What the widgets reading a data interface share (popup picker, popup table
// picker, autocomplete, and the dynamic options of choice widgets): the
// interface they call, the row field stored and the one shown, the popup's
// columns, and the parameters filled from the form's fields or fixed values
// (JNPF's templateJson), turned into the paramList every call carries.
import type { ParamValue } from '../api/dataInterface';
import type { JsonSchema, OptionSource } from '../schema/types';
import { callPlaceholders } from '../schema/placeholders';
import type { PropertySpec, WidgetProps } from './spec';

/** Values a multiple pick may hold. */
export const maxPickedValues = 500;
/** A stored pick: the row's value field as text (JNPF keeps it in a varchar). */
export const maxPickedLength = 255;
/** Columns a popup may show. */
export const maxInterfaceColumns = 20;
/** Parameters a widget may fill. */
export const maxInterfaceParams = 50;
/** Spec 03 §9: without paging, a picker asks for 10000 rows. */
export const unpagedPickerSize = 10_000;
/** Spec 03 §9: autocomplete asks for 50 rows. */
export const autoCompletePageSize = 50;

/** A row field name as interfaces write them (SQL columns, JSON keys). */
const rowField = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;
/** An interface id (the server's generated ids), or '' until one is picked. */
const interfaceIdPattern = /^[A-Za-z0-9_.-]{0,64}$/;

/** A popup column: a field of the interface's rows and its heading. */
export interface InterfaceColumn {
  value: string;
  label: string;
}

/**
 * One parameter a widget fills (JNPF's templateJson element): `relationField`
 * names a field of the form whose value it takes (`@keyword`: what an
 * autocomplete's user typed); without one, `defaultValue` is sent as written.
 */
export interface InterfaceParamBinding {
  field: string;
  relationField?: string;
  defaultValue?: string;
}

/** The relation an autocomplete fills with the typed text. */
export const keywordRelation = '@keyword';

export const isColumnList = (value: unknown): value is InterfaceColumn[] =>
  Array.isArray(value) &&
  value.length <= maxInterfaceColumns &&
  value.every((column: unknown) => {
    const { value: field, label } = (column ?? {}) as Partial<InterfaceColumn>;
    return typeof field === 'string' && rowField.test(field) && typeof label === 'string' && label.length <= 100;
  });

export const isParamList = (value: unknown): value is InterfaceParamBinding[] =>
  Array.isArray(value) &&
  value.length <= maxInterfaceParams &&
  value.every((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { field, relationField, defaultValue } = entry as Record<string, unknown>;
    return (
      typeof field === 'string' &&
      /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(field) &&
      (relationField === undefined || (typeof relationField === 'string' && relationField.length <= 128)) &&
      (defaultValue === undefined || (typeof defaultValue === 'string' && defaultValue.length <= 500))
    );
  });

/** The interface a widget calls (picked from GET DataInterface/Selector). */
export const interfaceId: PropertySpec = {
  name: 'interfaceId',
  label: 'designer.interface.interfaceId',
  editor: 'dataInterface',
  type: 'string',
  default: '',
  check: (value) => (typeof value === 'string' && interfaceIdPattern.test(value) ? undefined : 'must be an interface id'),
};

const fieldOfRows = (name: string, label: string, fallback: string): PropertySpec => ({
  name,
  label,
  // A select of the chosen interface's fields; free text while none is chosen.
  editor: 'interfaceField',
  type: 'string',
  default: fallback,
  check: (value) => (typeof value === 'string' && rowField.test(value) ? undefined : 'must be a field of the interface’s rows'),
});

/** The row field stored (JNPF's propsValue). */
export const propsValue = fieldOfRows('propsValue', 'designer.interface.propsValue', 'id');
/** The row field shown and searched (JNPF's relationField on these widgets: not a form field). */
export const displayField = fieldOfRows('relationField', 'designer.interface.relationField', 'fullName');

export const columnOptions: PropertySpec = {
  name: 'columnOptions',
  label: 'designer.interface.columnOptions',
  editor: 'interfaceColumns',
  type: 'array',
  default: [],
  check: (value) => (isColumnList(value) ? undefined : `must be a list of at most ${maxInterfaceColumns} columns {value: field, label}`),
};

export const templateJson: PropertySpec = {
  name: 'templateJson',
  label: 'designer.interface.templateJson',
  editor: 'interfaceParams',
  type: 'array',
  default: [],
  check: (value) => (isParamList(value) ? undefined : `must be a list of at most ${maxInterfaceParams} parameters {field, relationField?, defaultValue?}`),
};

export const hasPage: PropertySpec = { name: 'hasPage', label: 'designer.interface.hasPage', editor: 'switch', type: 'boolean', default: false };
export const pageSize: PropertySpec = {
  name: 'pageSize',
  label: 'designer.interface.pageSize',
  editor: 'number',
  type: 'integer',
  default: 20,
  min: 1,
  max: 500,
};

export const popupType: PropertySpec = {
  name: 'popupType',
  label: 'designer.interface.popupType',
  editor: 'select',
  type: 'string',
  default: 'dialog',
  choices: [
    { label: 'designer.interface.popupType.dialog', value: 'dialog' },
    { label: 'designer.interface.popupType.drawer', value: 'drawer' },
  ],
};
/** Empty: 选择数据 (spec 03 §3). */
export const popupTitle: PropertySpec = { name: 'popupTitle', label: 'designer.interface.popupTitle', editor: 'text', type: 'string', default: '' };
export const popupWidth: PropertySpec = {
  name: 'popupWidth',
  label: 'designer.interface.popupWidth',
  editor: 'text',
  type: 'string',
  default: '800px',
  check: (value) => (typeof value === 'string' && /^\d{2,4}(px|%)$/.test(value) ? undefined : "must be a width such as '800px' or '60%'"),
};

/** Where a pick's rows come from and how they are named: what every call about them carries. */
export interface InterfaceSource {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  params: InterfaceParamBinding[];
}

/** What a picker needs of a node's properties, each with its default where the node has none. */
export interface InterfacePickerConfig extends InterfaceSource {
  columns: InterfaceColumn[];
  hasPage: boolean;
  pageSize: number;
  multiple: boolean;
  popupType: 'dialog' | 'drawer';
  popupTitle: string;
  popupWidth: string;
}

const stringOf = (value: unknown, fallback = '') => (typeof value === 'string' && value ? value : fallback);

export const interfaceSourceOf = (props: WidgetProps): InterfaceSource => ({
  interfaceId: stringOf(props.interfaceId),
  propsValue: stringOf(props.propsValue, 'id'),
  relationField: stringOf(props.relationField, 'fullName'),
  params: isParamList(props.templateJson) ? props.templateJson : [],
});

export function interfacePickerConfigOf(props: WidgetProps): InterfacePickerConfig {
  return {
    ...interfaceSourceOf(props),
    columns: isColumnList(props.columnOptions) ? props.columnOptions : [],
    hasPage: props.hasPage === true,
    pageSize: typeof props.pageSize === 'number' && props.pageSize > 0 ? props.pageSize : 20,
    multiple: props.multiple === true,
    popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupTitle: stringOf(props.popupTitle),
    popupWidth: stringOf(props.popupWidth, '800px'),
  };
}

/** The form fields a widget's parameters read (they re-ask the interface when one changes). */
export const paramFieldsOf = (params: readonly InterfaceParamBinding[]): string[] => [
  ...new Set(params.map((param) => param.relationField ?? '').filter((name) => name !== '' && !name.startsWith('@'))),
];

/** A data-interface option source's params as the pickers' bindings write them (a fixed `value` is their defaultValue). */
export const optionSourceParams = (source: Extract<OptionSource, { kind: 'dataInterface' }>): InterfaceParamBinding[] =>
  (source.params ?? []).map((param) => ({ field: param.field, relationField: param.relationField, defaultValue: param.value }));

/** The form fields an option source reads: `{name}` in an API call, a data interface's parameters' fields. */
export function optionSourceReads(source: OptionSource | undefined): string[] {
  if (source?.kind === 'api') return callPlaceholders(source.call);
  if (source?.kind === 'dataInterface') return paramFieldsOf(optionSourceParams(source));
  return [];
}

/** A form value as a parameter's text: lists joined by commas, nothing as ''. */
const paramText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(paramText).join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * The paramList of a call: each parameter with its form field's value (read by
 * `read`), the typed keyword for `@keyword`, or its fixed value.
 */
export function paramListOf(params: readonly InterfaceParamBinding[], read: (field: string) => unknown, keyword = ''): ParamValue[] {
  return params.map((param) => {
    const relation = param.relationField ?? '';
    if (relation === keywordRelation) return { field: param.field, defaultValue: keyword };
    if (relation && !relation.startsWith('@')) return { field: param.field, defaultValue: paramText(read(relation)) };
    // A system variable (`@user`) is the server's to fill: it travels as written, as JNPF sends it.
    return { field: param.field, defaultValue: relation || (param.defaultValue ?? '') };
  });
}

/** A row's value as stored: text (a number id becomes its digits). */
export const storedValueOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The values a stored pick holds, one or several. */
export const pickedValues = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : typeof value === 'string' && value ? [value] : [];

/** What to store for the picked values: a list when multiple, else the one value ('' for none, as JNPF clears it). */
export const pickValue = (values: readonly string[], multiple: boolean): string | string[] => (multiple ? [...values] : (values[0] ?? ''));

const pickedValue: JsonSchema = { type: 'string', minLength: 1, maxLength: maxPickedLength };

/** One value, or several when multiple. */
export const pickValueSchema = (props: WidgetProps): JsonSchema =>
  props.multiple === true
    ? { type: 'array', maxItems: maxPickedValues, uniqueItems: true, items: pickedValue }
    : { type: 'string', maxLength: maxPickedLength };

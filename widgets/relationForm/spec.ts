// A record of another released model, chosen in a popup (JNPF's relationForm,
// 关联表单): stored as the record's id, shown by its name field (relationField),
// picked from the model's rows (GET Base/{modelId}/FieldDataSelect) with the
// columns the node names. The server takes only records the saver may read
// (the readableRecords save hook).
import type { JsonSchema } from '@core/schema/types';
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';
import type { PropertySpec, WidgetProps } from '@core/widgets/spec';

/** Record ids are generated strings; 64 is what the runtime's routes take. */
export const maxRecordIdLength = 64;
/** Columns a picker may show. */
export const maxPickerColumns = 20;
/** Spec 03 §9: without paging, a picker asks for 10000 rows. */
export const unpagedSize = 10_000;

/** A popup column: a field of the linked model and its heading. */
export interface PickerColumn {
  value: string;
  label: string;
}

const fieldName = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const isColumnList = (value: unknown): value is PickerColumn[] =>
  Array.isArray(value) &&
  value.length <= maxPickerColumns &&
  value.every((column: unknown) => {
    const { value: field, label } = (column ?? {}) as Partial<PickerColumn>;
    return typeof field === 'string' && fieldName.test(field) && typeof label === 'string' && label.length <= 100;
  });

const text = (name: string, label: string, fallback = ''): PropertySpec => ({ name, label, editor: 'text', type: 'string', default: fallback });

const relationFormProperties: readonly PropertySpec[] = [
  // The linked model by id (GET Base/Selector lists the released ones); empty until the designer picks one.
  {
    ...text('modelId', 'designer.relationForm.modelId'),
    check: (value) => (typeof value === 'string' && value.length > 64 ? 'must be at most 64 characters' : undefined),
  },
  // A field of the linked model, not of this form: a text until the designer lists the model's fields.
  {
    ...text('relationField', 'designer.relationForm.relationField'),
    check: (value) => (value === '' || (typeof value === 'string' && fieldName.test(value)) ? undefined : 'must be a field name'),
  },
  {
    name: 'columnOptions',
    label: 'designer.relationForm.columnOptions',
    editor: 'json',
    type: 'array',
    default: [],
    check: (value) => (isColumnList(value) ? undefined : `must be a list of at most ${maxPickerColumns} columns {value: field, label}`),
  },
  { name: 'hasPage', label: 'designer.relationForm.hasPage', editor: 'switch', type: 'boolean', default: true },
  { name: 'pageSize', label: 'designer.relationForm.pageSize', editor: 'number', type: 'integer', default: 20, min: 1, max: 500 },
  {
    name: 'popupType',
    label: 'designer.relationForm.popupType',
    editor: 'select',
    type: 'string',
    default: 'dialog',
    choices: [
      { label: 'designer.relationForm.popupType.dialog', value: 'dialog' },
      { label: 'designer.relationForm.popupType.drawer', value: 'drawer' },
    ],
  },
  // Empty: 选择数据 (spec 03 §3).
  text('popupTitle', 'designer.relationForm.popupTitle'),
  {
    ...text('popupWidth', 'designer.relationForm.popupWidth', '800px'),
    check: (value) => (typeof value === 'string' && /^\d{2,4}(px|%)$/.test(value) ? undefined : "must be a width such as '800px' or '60%'"),
  },
  { ...placeholder, default: 'widget.relationForm.placeholder' },
  clearable,
];

/** What the picker and the names need of a node's properties, each with its default where the node has none. */
export interface RelationConfig {
  modelId: string;
  relationField: string;
  columns: PickerColumn[];
  hasPage: boolean;
  pageSize: number;
  popupType: 'dialog' | 'drawer';
  popupTitle: string;
  popupWidth: string;
}

const stringOf = (value: unknown, fallback = '') => (typeof value === 'string' && value ? value : fallback);

export function relationConfigOf(props: WidgetProps): RelationConfig {
  return {
    modelId: stringOf(props.modelId),
    relationField: stringOf(props.relationField),
    columns: isColumnList(props.columnOptions) ? props.columnOptions : [],
    hasPage: props.hasPage !== false,
    pageSize: typeof props.pageSize === 'number' && props.pageSize > 0 ? props.pageSize : 20,
    popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupTitle: stringOf(props.popupTitle),
    popupWidth: stringOf(props.popupWidth, '800px'),
  };
}

/** The stored id of a value ('' for none). */
export const recordIdOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const valueSchema: JsonSchema = { type: 'string', maxLength: maxRecordIdLength };

export const relationForm = defineWidget({
  key: 'relationForm',
  order: 420,
  kind: 'field',
  group: 'advanced',
  label: 'widget.relationForm',
  properties: relationFormProperties,
  valueSchema: () => valueSchema,
  columnType: () => ({ kind: 'string', length: maxRecordIdLength }),
  // Without the linked model at hand, the text of a value is its id; the bindings show the name.
  format: (value) => recordIdOf(value),
  serverHook: 'readableRecords',
});

// A pick from a data interface's rows in a popup (JNPF's popupSelect, 弹窗选择):
// stored as the row's value field (propsValue, several when multiple), shown
// by its display field (relationField), picked in a dialog or drawer listing
// the interface's rows (POST {interfaceId}/Actions/List) with the columns the
// node names, the interface's parameters filled from the form (templateJson).
import { defineWidget } from '@core/widgets/catalog';
import {
  columnOptions,
  displayField,
  hasPage,
  interfaceId,
  maxPickedLength,
  pageSize,
  pickedValues,
  pickValueSchema,
  popupTitle,
  popupType,
  popupWidth,
  propsValue,
  templateJson,
} from '@core/widgets/interfacePicks';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import type { ColumnType, PropertySpec, WidgetProps } from '@core/widgets/spec';

/** What both data-interface pickers (this and popupTableSelect) are told: the interface, its fields, parameters, paging, multiple. */
export const interfaceRowsProperties: PropertySpec[] = [interfaceId, propsValue, displayField, columnOptions, templateJson, hasPage, pageSize, multiple];

/** Both pickers' value: one row's value, several when multiple; its text without the interface at hand is the value (the bindings show names). */
export const interfacePickValue = {
  valueSchema: pickValueSchema,
  columnType: (props: WidgetProps): ColumnType => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: maxPickedLength }),
  format: (value: unknown) => pickedValues(value).join(','),
};

export const popupSelect = defineWidget({
  key: 'popupSelect',
  order: 440,
  kind: 'field',
  group: 'advanced',
  label: 'widget.popupSelect',
  properties: [...interfaceRowsProperties, popupType, popupTitle, popupWidth, { ...placeholder, default: 'widget.popupSelect.placeholder' }, clearable],
  ...interfacePickValue,
});

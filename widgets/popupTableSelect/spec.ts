// A pick from a data interface's rows in a dropdown table (JNPF's
// popupTableSelect, 下拉表格): the same configuration and calls as the popup
// picker, drawn as a panel under the field with an optional keyword filter,
// the chosen rows as tags (optionally the first and a '+N'), cancel and confirm.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';
import { interfacePickValue, interfaceRowsProperties } from '../popupSelect/spec';

export const popupTableSelect = defineWidget({
  key: 'popupTableSelect',
  order: 390,
  kind: 'field',
  group: 'advanced',
  label: 'widget.popupTableSelect',
  properties: [
    ...interfaceRowsProperties,
    { name: 'filterable', label: 'designer.popupTableSelect.filterable', editor: 'switch', type: 'boolean', default: true },
    { name: 'collapseTags', label: 'designer.popupTableSelect.collapseTags', editor: 'switch', type: 'boolean', default: false },
    { ...placeholder, default: 'widget.popupSelect.placeholder' },
    clearable,
  ],
  ...interfacePickValue,
});

// A department (JNPF's depSelect): stored as its id, or a list of ids when
// multiple; shown as the departments' names. Companies are not chosen.
import { defineWidget } from '@core/widgets/catalog';
import { ableIdList, idNames, idValueSchema, selectType } from '@core/widgets/directoryPicks';
import { clearable, multiple, placeholder } from '@core/widgets/properties';

export const depSelect = defineWidget({
  key: 'depSelect',
  order: 310,
  kind: 'field',
  group: 'advanced',
  label: 'widget.depSelect',
  // A custom picker's departments are those allowed and the ones below them (the server knows the tree; the value holds ids only).
  properties: [selectType, ableIdList, multiple, clearable, { ...placeholder, default: 'widget.orgPicker.placeholder' }],
  valueSchema: idValueSchema,
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: 40 }),
  format: idNames('organize'),
});

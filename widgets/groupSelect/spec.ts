// A group (JNPF's groupSelect): stored as its id, or a list of ids when
// multiple; shown as the groups' names. The picker offers the groups under
// their types, or a custom list (selectType custom, ableIds).
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import { ableIdList, idValueSchema, selectType } from '@core/widgets/directoryPicks';
import { outsideAllowed, storedIdText } from '../roleSelect/spec';

export const groupSelect = defineWidget({
  key: 'groupSelect',
  order: 350,
  kind: 'field',
  group: 'advanced',
  label: 'widget.groupSelect',
  properties: [selectType, ableIdList, multiple, clearable, { ...placeholder, default: 'widget.orgPicker.placeholder' }],
  valueSchema: idValueSchema,
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: 40 }),
  format: storedIdText,
  valueCheck: outsideAllowed,
});

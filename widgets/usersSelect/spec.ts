// Users, or the departments, positions, roles and groups that stand for them
// (JNPF's usersSelect): stored as typed ids ('id--user', 'id--department',
// 'id--company', 'id--position', 'id--role', 'id--group'); a single pick is a
// user ('id--user', '' for none). Shown by name.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import { ableIds, maxIdLength, modalTitle, namesText, selectTypeProperty, storedValueSchema } from '../userSelect/spec';

/** The longest kind a typed id ends with: '--department'. */
const longestKind = '--department'.length;

export const usersSelect = defineWidget({
  key: 'usersSelect',
  order: 360,
  kind: 'field',
  group: 'advanced',
  label: 'widget.usersSelect',
  properties: [selectTypeProperty(['all', 'custom']), ableIds, multiple, clearable, { ...placeholder, default: 'widget.userSelect.placeholder' }, modalTitle],
  valueSchema: (props) => storedValueSchema(props, true),
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: maxIdLength + longestKind }),
  format: namesText,
});

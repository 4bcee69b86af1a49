// A position (JNPF's posSelect): stored as its id, or a list of ids when
// multiple; shown as the positions' names.
import type { MessageRef } from '@core/i18n/text';
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import { ableIdList, ableIdsOf, idNames, idValueSchema, isCustom, selectType, storedIds } from '@core/widgets/directoryPicks';

export const posSelect = defineWidget({
  key: 'posSelect',
  order: 320,
  kind: 'field',
  group: 'advanced',
  label: 'widget.posSelect',
  properties: [
    selectType,
    ableIdList,
    // The field holding organisations (a department picker): only their positions are offered.
    { name: 'organizeField', label: 'designer.posSelect.organizeField', editor: 'field', type: 'string', default: '' },
    multiple,
    clearable,
    { ...placeholder, default: 'widget.orgPicker.placeholder' },
  ],
  valueSchema: idValueSchema,
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: 40 }),
  format: idNames('position'),
  // A custom picker offers only the allowed positions.
  valueCheck: (value, props): MessageRef | undefined => {
    if (!isCustom(props)) return undefined;
    const allowed = new Set(ableIdsOf(props));
    return storedIds(value).every((id) => allowed.has(id)) ? undefined : { key: 'widget.orgPicker.notAllowed' };
  },
});

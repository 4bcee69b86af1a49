// A role (JNPF's roleSelect): stored as its id, or a list of ids when multiple;
// shown as the roles' names. The picker offers organisation and global roles
// (tabs 组织 and 全局), or a custom list (selectType custom, ableIds).
import type { MessageRef } from '@core/i18n/text';
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import type { WidgetProps } from '@core/widgets/spec';
import { ableIdList, ableIdsOf, idValueSchema, isCustom, selectType, storedIds } from '@core/widgets/directoryPicks';

/** A custom picker offers only the allowed ids: a value outside them is refused on both sides. */
export function outsideAllowed(value: unknown, props: WidgetProps): MessageRef | undefined {
  if (!isCustom(props)) return undefined;
  const allowed = new Set(ableIdsOf(props));
  return storedIds(value).every((id) => allowed.has(id)) ? undefined : { key: 'widget.orgPicker.notAllowed' };
}

/**
 * Stored ids joined by commas. The catalog knows no names of roles or groups:
 * the form, its read-only view and list cells name them through their bindings,
 * in one batched request per moment.
 */
export const storedIdText = (value: unknown) => storedIds(value).join(',');

export const roleSelect = defineWidget({
  key: 'roleSelect',
  order: 340,
  kind: 'field',
  group: 'advanced',
  label: 'widget.roleSelect',
  properties: [selectType, ableIdList, multiple, clearable, { ...placeholder, default: 'widget.orgPicker.placeholder' }],
  valueSchema: idValueSchema,
  columnType: (props) => (props.multiple === true ? { kind: 'json' } : { kind: 'string', length: 40 }),
  format: storedIdText,
  valueCheck: outsideAllowed,
});

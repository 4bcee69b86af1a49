// An organisation (JNPF's comSelect / organizeSelect): stored as its path of
// ids from the root company down (JNPF's organizeIds), or a list of such paths
// when multiple; shown as the names along the path joined by '/'.
import type { MessageRef } from '@core/i18n/text';
import type { JsonSchema } from '@core/schema/types';
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder } from '@core/widgets/properties';
import type { FormatContext, WidgetProps } from '@core/widgets/spec';
import { ablePathList, ableIdsOf, directoryId, isCustom, isPath, maxPathLength, maxPickedIds, selectType } from '@core/widgets/directoryPicks';

/** The stored value as a list of id paths: one path (or none) when single, each path when multiple. */
export function organizePaths(value: unknown, props: WidgetProps): string[][] {
  if (!Array.isArray(value)) return [];
  if (props.multiple === true) return value.filter(isPath);
  return isPath(value) ? [value] : [];
}

/** Id paths as stored: one path ([] when none) or the list of paths. */
export const storedPaths = (paths: readonly (readonly string[])[], props: WidgetProps): string[] | string[][] =>
  props.multiple === true ? paths.map((path) => [...path]) : [...(paths[0] ?? [])];

/** A path's names joined by '/' (an id nobody named shows as itself). */
export const pathText = (path: readonly string[], context: FormatContext) => path.map((id) => context.entityName?.('organize', id) ?? id).join('/');

const path: JsonSchema = { type: 'array', minItems: 1, maxItems: maxPathLength, items: directoryId, errorMessage: 'form.invalidValue' };

export const comSelect = defineWidget({
  key: 'comSelect',
  order: 300,
  kind: 'field',
  group: 'advanced',
  label: 'widget.comSelect',
  properties: [
    selectType,
    ablePathList,
    multiple,
    clearable,
    { ...placeholder, default: 'widget.orgPicker.placeholder' },
    // Only the caller's organisations and below (JNPF's auth); with isOnlyOrg, companies only.
    { name: 'auth', label: 'designer.comSelect.auth', editor: 'switch', type: 'boolean', default: false },
    { name: 'isOnlyOrg', label: 'designer.comSelect.isOnlyOrg', editor: 'switch', type: 'boolean', default: false },
  ],
  valueSchema: (props) =>
    props.multiple === true ? { type: 'array', maxItems: maxPickedIds, uniqueItems: true, items: path } : { type: 'array', maxItems: maxPathLength, items: directoryId },
  columnType: () => ({ kind: 'json' }),
  format: (value, props, context) => organizePaths(value, props).map((ids) => pathText(ids, context)).join(','),
  // A custom picker's organisation lies at or below an allowed one: its path passes through it.
  valueCheck: (value, props): MessageRef | undefined => {
    if (!isCustom(props)) return undefined;
    const allowed = new Set(ableIdsOf(props));
    return organizePaths(value, props).every((ids) => ids.some((id) => allowed.has(id))) ? undefined : { key: 'widget.orgPicker.notAllowed' };
  },
});

// A path through a tree of options (JNPF's cascader): the chosen values level by
// level, or several such paths; shown as labels joined by the separator.
import { defineWidget } from '@core/widgets/catalog';
import { clearable, multiple, placeholder, valueType } from '@core/widgets/properties';
import { maxOptionDepth, optionTreeSource, optionTreeValue, pathLabels } from '@core/widgets/optionTree';
import type { FormatContext, WidgetProps } from '@core/widgets/spec';

/** Paths a multiple cascader may hold. */
export const maxCascaderPaths = 500;

/** One chosen path as text: every level joined by the separator, or the last level alone. */
export function cascaderPathText(path: unknown, props: WidgetProps, context: FormatContext): string {
  const labels = pathLabels(path, props, context);
  if (props.showAllLevels === false) return labels[labels.length - 1] ?? '';
  return labels.join(typeof props.separator === 'string' ? props.separator : '/');
}

const isPathList = (value: unknown): value is unknown[][] => Array.isArray(value) && value.every(Array.isArray);

export const cascader = defineWidget({
  key: 'cascader',
  order: 80,
  kind: 'field',
  group: 'basic',
  label: 'widget.cascader',
  properties: [
    optionTreeSource,
    valueType,
    multiple,
    { name: 'showAllLevels', label: 'designer.cascader.showAllLevels', editor: 'switch', type: 'boolean', default: true },
    { name: 'separator', label: 'designer.cascader.separator', editor: 'text', type: 'string', default: '/', check: (value) => (typeof value === 'string' && value.length > 5 ? 'must be at most 5 characters' : undefined) },
    { name: 'filterable', label: 'designer.cascader.filterable', editor: 'switch', type: 'boolean', default: false },
    clearable,
    placeholder,
  ],
  valueSchema: (props) => {
    const path = { type: 'array', maxItems: maxOptionDepth, items: optionTreeValue(props) };
    return props.multiple === true ? { type: 'array', maxItems: maxCascaderPaths, uniqueItems: true, items: { ...path, minItems: 1 } } : path;
  },
  columnType: () => ({ kind: 'json' }),
  format: (value, props, context) =>
    props.multiple === true && isPathList(value) ? value.map((path) => cascaderPathText(path, props, context)).join(',') : cascaderPathText(value, props, context),
});

// What the choice widgets (radio, select, checkbox, treeSelect) share: the
// schema of one chosen value, its column, and chosen values as labels.
import type { JsonSchema } from '../schema/types';
import type { ColumnType, FormatContext, WidgetProps } from './spec';
import { choiceLabel, optionSourceOf } from './text';

/** One option's value: numbers when the options say so, else text; static options also bound the values. */
export function optionValue(props: WidgetProps): JsonSchema {
  const type = props.valueType === 'number' ? 'integer' : 'string';
  const options = optionSourceOf(props);
  if (options?.kind === 'static' && options.options?.length) return { type, enum: options.options.map((o) => o.value) };
  return { type };
}

/** The column one option's value needs. */
export const optionColumn = (props: WidgetProps): ColumnType => (props.valueType === 'number' ? { kind: 'integer' } : { kind: 'string', length: 100 });

/** Several stored choices as their labels, joined by commas. */
export const choiceLabels = (value: unknown, props: WidgetProps, context: FormatContext) => (Array.isArray(value) ? value.map((v) => choiceLabel(v, props, context)).join(',') : '');

// Star rating (JNPF's rate): a number from 0 to its count of stars, in halves when allowed.
import { defineWidget } from '@core/widgets/catalog';
import type { WidgetProps } from '@core/widgets/spec';

/** JNPF's defaults: five stars, whole stars only. */
export const rateDefaults = { count: 5, allowHalf: false } as const;

export const starCount = (props: WidgetProps) => (typeof props.count === 'number' && Number.isInteger(props.count) && props.count > 0 ? props.count : rateDefaults.count);

export const rate = defineWidget({
  key: 'rate',
  order: 140,
  kind: 'field',
  group: 'basic',
  label: 'widget.rate',
  properties: [
    // JNPF's designer offers 1 to 50 stars.
    { name: 'count', label: 'designer.rate.count', editor: 'number', type: 'integer', default: rateDefaults.count, min: 1, max: 50 },
    { name: 'allowHalf', label: 'designer.allowHalf', editor: 'switch', type: 'boolean', default: rateDefaults.allowHalf },
  ],
  valueSchema: (props) =>
    props.allowHalf === true ? { type: 'number', minimum: 0, maximum: starCount(props), multipleOf: 0.5 } : { type: 'integer', minimum: 0, maximum: starCount(props) },
  columnType: () => ({ kind: 'decimal', precision: 4, scale: 1 }),
  format: (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : ''),
});

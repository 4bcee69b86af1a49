// A date stored as epoch milliseconds (JNPF's date), optionally bounded: each
// bound a fixed time or another field's date (type 2, JNPF's relation) — in a
// sub-table the row's own cell — so bounds are worked out per row.
import { defineWidget } from '@core/widgets/catalog';
import { dateFormat, placeholder } from '@core/widgets/properties';
import { formatEpoch } from '@core/widgets/text';
import type { MessageRef } from '@core/i18n/text';
import type { PropertySpec, WidgetProps } from '@core/widgets/spec';

/** 1: a fixed time; 2: the date another field holds. */
const boundType = (name: string, label: string): PropertySpec => ({
  name,
  label,
  editor: 'select',
  type: 'integer',
  default: 1,
  choices: [
    { label: 'designer.date.fixed', value: 1 },
    { label: 'designer.date.relation', value: 2 },
  ],
});

export interface DateBounds {
  min?: number;
  max?: number;
}

const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A date field's bounds; `read` gives another field's value (the row's cell first, in a sub-table). */
export function dateBounds(props: WidgetProps, read: (field: string) => unknown = () => undefined): DateBounds {
  const bound = (type: unknown, fixed: unknown, field: unknown) => (type === 2 ? (typeof field === 'string' && field ? time(read(field)) : undefined) : time(fixed));
  return { min: bound(props.startTimeType, props.startTime, props.startRelationField), max: bound(props.endTimeType, props.endTime, props.endRelationField) };
}

const formatOf = (props: WidgetProps) => (typeof props.format === 'string' ? props.format : 'YYYY-MM-DD');

export const date = defineWidget({
  key: 'date',
  order: 90,
  kind: 'field',
  group: 'basic',
  label: 'widget.date',
  properties: [
    dateFormat,
    placeholder,
    boundType('startTimeType', 'designer.date.startType'),
    { name: 'startTime', label: 'designer.date.startTime', editor: 'number', type: 'integer' },
    { name: 'startRelationField', label: 'designer.date.startField', editor: 'field', type: 'string' },
    boundType('endTimeType', 'designer.date.endType'),
    { name: 'endTime', label: 'designer.date.endTime', editor: 'number', type: 'integer' },
    { name: 'endRelationField', label: 'designer.date.endField', editor: 'field', type: 'string' },
  ],
  valueSchema: () => ({ type: 'integer' }),
  columnType: () => ({ kind: 'bigint' }),
  format: (value, props) => formatEpoch(value, formatOf(props)),
  // Fixed bounds are checked on both sides; a bound from another field guides the picker.
  valueCheck: (value, props): MessageRef | undefined => {
    const { min, max } = dateBounds(props);
    if (typeof value !== 'number') return undefined;
    if (min !== undefined && value < min) return { key: 'widget.date.beforeStart', params: { start: formatEpoch(min, formatOf(props)) } };
    if (max !== undefined && value > max) return { key: 'widget.date.afterEnd', params: { end: formatEpoch(max, formatOf(props)) } };
    return undefined;
  },
});

// A span of time of day (JNPF's timeRange): two 'HH:mm:ss' times within the
// widget's bounds (00:00:00 to 23:59:59 unless set, spec 03 §5, §9).
import { defineWidget } from '@core/widgets/catalog';
import { clearable } from '@core/widgets/properties';
import { dayEnd, dayStart, orderProblem, padTime, pairSchema, timeBounds, timeOfDayPattern } from '@core/widgets/ranges';
import type { MessageRef } from '@core/i18n/text';
import type { PropertySpec } from '@core/widgets/spec';

const timeProperty = (name: string, fallback: string): PropertySpec => ({
  name,
  label: `designer.timeRange.${name}`,
  editor: 'text',
  type: 'string',
  default: fallback,
  check: (value) => (padTime(value) ? undefined : 'must be a time of day as HH:mm or HH:mm:ss'),
});

export const timeRange = defineWidget({
  key: 'timeRange',
  order: 104,
  kind: 'field',
  group: 'basic',
  label: 'widget.timeRange',
  properties: [
    { name: 'format', label: 'designer.dateFormat', editor: 'select', type: 'string', default: 'HH:mm:ss', choices: ['HH:mm:ss', 'HH:mm'].map((value) => ({ label: value, value })) },
    timeProperty('startTime', dayStart),
    timeProperty('endTime', dayEnd),
    { name: 'startPlaceholder', label: 'designer.timeRange.startPlaceholder', editor: 'text', type: 'string', default: 'widget.timeRange.start' },
    { name: 'endPlaceholder', label: 'designer.timeRange.endPlaceholder', editor: 'text', type: 'string', default: 'widget.timeRange.end' },
    clearable,
  ],
  valueSchema: () => pairSchema({ type: 'string', pattern: timeOfDayPattern, errorMessage: 'form.invalidValue' }),
  columnType: () => ({ kind: 'json' }),
  format: (value, props) => {
    if (!Array.isArray(value) || value.length !== 2) return '';
    const shown = props.format === 'HH:mm' ? (time: unknown) => String(time).slice(0, 5) : String;
    return value.map(shown).join(' ~ ');
  },
  valueCheck: (value, props): MessageRef | undefined => {
    const { start, end } = timeBounds(props);
    if (Array.isArray(value) && value.some((time) => typeof time === 'string' && (time < start || time > end))) return { key: 'widget.timeRange.outOfBounds', params: { start, end } };
    return orderProblem(value, 'widget.timeRange.order');
  },
});

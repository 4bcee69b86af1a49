// A span of dates (JNPF's dateRange): a pair of epoch-millisecond times cut to
// the format's unit (a year format keeps January 1st, a month format the 1st).
import { defineWidget } from '@core/widgets/catalog';
import { clearable, dateFormat } from '@core/widgets/properties';
import { epochEnd, pairSchema, orderProblem } from '@core/widgets/ranges';
import { formatEpoch } from '@core/widgets/text';
import type { WidgetProps } from '@core/widgets/spec';

const formatOf = (props: WidgetProps) => (typeof props.format === 'string' ? props.format : 'YYYY-MM-DD');

export const dateRange = defineWidget({
  key: 'dateRange',
  order: 102,
  kind: 'field',
  group: 'basic',
  label: 'widget.dateRange',
  properties: [
    dateFormat,
    { name: 'startPlaceholder', label: 'designer.dateRange.startPlaceholder', editor: 'text', type: 'string', default: 'widget.dateRange.start' },
    { name: 'endPlaceholder', label: 'designer.dateRange.endPlaceholder', editor: 'text', type: 'string', default: 'widget.dateRange.end' },
    clearable,
  ],
  valueSchema: () => pairSchema(epochEnd),
  columnType: () => ({ kind: 'json' }),
  format: (value, props) => (Array.isArray(value) && value.length === 2 ? value.map((end) => formatEpoch(end, formatOf(props))).join(' ~ ') : ''),
  valueCheck: (value) => orderProblem(value, 'widget.dateRange.order'),
});

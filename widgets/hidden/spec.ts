// A value the form carries without showing it (ids a page hands in).
import { defineWidget } from '@core/widgets/catalog';
import { valueType } from '@core/widgets/properties';
import type { WidgetProps } from '@core/widgets/spec';

const storedType = (props: WidgetProps) => (props.valueType === 'number' ? 'number' : 'string');

export const hidden = defineWidget({
  key: 'hidden',
  order: 490,
  kind: 'field',
  group: 'advanced',
  label: 'widget.hidden',
  gallery: false,
  drawsNothing: true,
  properties: [valueType],
  valueSchema: (props) => ({ type: storedType(props) }),
  columnType: (props) => (storedType(props) === 'number' ? { kind: 'decimal', precision: 18, scale: 4 } : { kind: 'string', length: 255 }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});

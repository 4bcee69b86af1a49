// Typed-in values: single-line and multi-line text, numbers, hidden values.
import { defineWidget } from '../catalog';
import type { WidgetProps } from '../spec';
import { formatDecimal } from '../../format/amount';
import { valueType as valueTypeProperty } from './properties';

const valueType = (props: WidgetProps) => (props.valueType === 'number' ? 'number' : 'string');
const placeholder = { name: 'placeholder', label: 'designer.placeholder', editor: 'text' } as const;

export const comInput = defineWidget({
  key: 'comInput',
  kind: 'field',
  group: 'basic',
  label: 'widget.comInput',
  properties: [placeholder, { name: 'clearable', label: 'designer.clearable', editor: 'switch', default: true }, { name: 'prefix', label: 'designer.prefix', editor: 'text' }, { name: 'suffix', label: 'designer.suffix', editor: 'text' }],
  valueSchema: () => ({ type: 'string' }),
  columnType: (_props, maxLength) => ({ kind: 'string', length: maxLength ?? 255 }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});

export const textarea = defineWidget({
  key: 'textarea',
  kind: 'field',
  group: 'basic',
  label: 'widget.textarea',
  properties: [placeholder, { name: 'rows', label: 'designer.rows', editor: 'number', default: 3 }],
  valueSchema: () => ({ type: 'string' }),
  columnType: () => ({ kind: 'text' }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});

export const numInput = defineWidget({
  key: 'numInput',
  kind: 'field',
  group: 'basic',
  label: 'widget.numInput',
  properties: [
    placeholder,
    { name: 'precision', label: 'designer.precision', editor: 'number' },
    { name: 'step', label: 'designer.step', editor: 'number', default: 1 },
    { name: 'thousands', label: 'designer.thousands', editor: 'switch', default: false },
  ],
  valueSchema: (props) => ({ type: props.precision === 0 ? 'integer' : 'number' }),
  columnType: (props) => (props.precision === 0 ? { kind: 'bigint' } : { kind: 'decimal', precision: 18, scale: typeof props.precision === 'number' ? props.precision : 4 }),
  format: (value, props) => formatDecimal(value, props),
});

export const hidden = defineWidget({
  key: 'hidden',
  kind: 'field',
  group: 'advanced',
  label: 'widget.hidden',
  properties: [valueTypeProperty],
  valueSchema: (props) => ({ type: valueType(props) }),
  columnType: (props) => (valueType(props) === 'number' ? { kind: 'decimal', precision: 18, scale: 4 } : { kind: 'string', length: 255 }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});

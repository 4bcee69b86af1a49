// A span of numbers (JNPF's number range): [min, max], either end may be left
// empty, and an empty list when both are (spec 03 §5).
import { defineWidget } from '@core/widgets/catalog';
import { precision } from '@core/widgets/properties';
import { pairSchema, orderProblem } from '@core/widgets/ranges';
import { formatDecimal } from '@core/format/amount';
import type { JsonSchema } from '@core/schema/types';

/** The largest magnitude an end may have: fifteen digits, as amounts keep. */
export const numRangeLimit = 999_999_999_999_999;

const endSchema = (integer: boolean): JsonSchema => ({ type: [integer ? 'integer' : 'number', 'null'], minimum: -numRangeLimit, maximum: numRangeLimit, errorMessage: 'form.invalidValue' });

export const numRange = defineWidget({
  key: 'numRange',
  order: 35,
  kind: 'field',
  group: 'basic',
  label: 'widget.numRange',
  properties: [
    precision(),
    { name: 'minPlaceholder', label: 'designer.numRange.minPlaceholder', editor: 'text', type: 'string', default: 'widget.numRange.min' },
    { name: 'maxPlaceholder', label: 'designer.numRange.maxPlaceholder', editor: 'text', type: 'string', default: 'widget.numRange.max' },
  ],
  // Both ends empty is stored as [], never as [null, null]; `const` rather than a type test, so ajv's coercion cannot rewrite an end.
  valueSchema: (props) => ({ ...pairSchema(endSchema(props.precision === 0)), not: { const: [null, null] } }),
  columnType: () => ({ kind: 'json' }),
  format: (value, props) => {
    if (!Array.isArray(value) || value.length !== 2) return '';
    return value.map((end) => (typeof end === 'number' ? formatDecimal(end, props) : '')).join(' ~ ');
  },
  valueCheck: (value) => orderProblem(value, 'widget.numRange.order'),
});

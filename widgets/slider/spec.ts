// Slider (JNPF's slider): a number between its minimum and maximum in steps, or
// a [low, high] pair when it selects a range (JNPF 3.4's `range`).
import { defineWidget } from '@core/widgets/catalog';
import type { WidgetProps } from '@core/widgets/spec';

/** JNPF's defaults: 0 to 100 in steps of 1, one value. */
export const sliderDefaults = { min: 0, max: 100, step: 1, range: false } as const;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The node's bounds and step, JNPF's defaults for what it leaves out. */
export function sliderBounds(props: WidgetProps): { min: number; max: number; step: number } {
  return { min: numberOr(props.min, sliderDefaults.min), max: numberOr(props.max, sliderDefaults.max), step: numberOr(props.step, sliderDefaults.step) };
}

const formatNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

export const slider = defineWidget({
  key: 'slider',
  order: 150,
  kind: 'field',
  group: 'basic',
  label: 'widget.slider',
  properties: [
    { name: 'min', label: 'designer.slider.min', editor: 'number', type: 'number', default: sliderDefaults.min },
    { name: 'max', label: 'designer.slider.max', editor: 'number', type: 'number', default: sliderDefaults.max },
    { name: 'step', label: 'designer.slider.step', editor: 'number', type: 'number', default: sliderDefaults.step, check: (value) => (typeof value === 'number' && value > 0 ? undefined : 'must be above 0') },
    { name: 'range', label: 'designer.slider.range', editor: 'switch', type: 'boolean', default: sliderDefaults.range },
  ],
  valueSchema: (props) => {
    const { min, max } = sliderBounds(props);
    const point = { type: 'number', minimum: min, maximum: max };
    // The pair's length sits in allOf: the compiler sets minItems itself when the field is required.
    return props.range === true ? { type: 'array', items: point, maxItems: 2, allOf: [{ minItems: 2 }] } : point;
  },
  columnType: (props) => (props.range === true ? { kind: 'json' } : { kind: 'decimal', precision: 18, scale: 4 }),
  format: (value) => (Array.isArray(value) ? (value.length === 2 ? `${formatNumber(value[0])} ~ ${formatNumber(value[1])}` : '') : formatNumber(value)),
});

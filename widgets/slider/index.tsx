// Slider: antd's Slider within the node's bounds, one value or a [low, high]
// range; the read-only view draws the same slider, disabled, beside its number.
import { SlidersOutlined } from '@ant-design/icons';
import { Slider } from 'antd';
import type { FieldProps, ViewProps } from '../contract';
import { registerWidget } from '../registry';
import { slider, sliderBounds } from './spec';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored pair, or undefined when the value is not one. */
const pairOf = (value: unknown): [number, number] | undefined => (Array.isArray(value) && value.length === 2 && value.every(isNumber) ? [value[0], value[1]] : undefined);

export function SliderField(props: FieldProps) {
  const bounds = sliderBounds(props.props);
  const common = { id: props.id, ...bounds, disabled: props.disabled, style: { margin: '6px 8px' } };
  return (
    <div data-testid={`field-${props.name}`} aria-invalid={props.invalid || undefined} onBlur={props.onBlur}>
      {props.props.range === true ? (
        <Slider range {...common} value={pairOf(props.value) ?? [bounds.min, bounds.min]} onChange={(value) => props.onChange(value)} />
      ) : (
        <Slider {...common} value={isNumber(props.value) ? props.value : bounds.min} onChange={(value) => props.onChange(value)} />
      )}
    </div>
  );
}

function SliderView({ value, props, text }: ViewProps) {
  const bounds = sliderBounds(props);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <div style={{ flex: 1 }}>{props.range === true ? <Slider range disabled {...bounds} value={pairOf(value) ?? [bounds.min, bounds.min]} /> : <Slider disabled {...bounds} value={isNumber(value) ? value : bounds.min} />}</div>
      <span>{text}</span>
    </div>
  );
}

registerWidget({ spec: slider, icon: SlidersOutlined, edit: SliderField, view: SliderView });

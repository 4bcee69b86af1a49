// Number input (numInput), within its rule's minimum and maximum, at its precision.
import { FieldNumberOutlined } from '@ant-design/icons';
import { InputNumber } from 'antd';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { numInput } from './spec';

export function NumInput(props: FieldProps) {
  const { schema } = props;
  const precision = typeof props.props.precision === 'number' ? props.props.precision : undefined;
  const thousands = props.props.thousands === true;
  return (
    <InputNumber<number>
      id={props.id}
      value={typeof props.value === 'number' ? props.value : null}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      precision={precision}
      step={typeof props.props.step === 'number' ? props.props.step : 1}
      formatter={thousands ? (value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : undefined}
      parser={thousands ? (value) => Number((value ?? '').replace(/,/g, '')) : undefined}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(value) => props.onChange(value ?? undefined)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ spec: numInput, icon: FieldNumberOutlined, edit: NumInput });

// Single-line text input, its length counted against the rule's maximum.
import { FontSizeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { maxLengthOf, textOf } from '../runtime/values';
import { comInput } from './spec';

export function ComInput(props: FieldProps) {
  return (
    <Input
      id={props.id}
      value={textOf(props.value)}
      disabled={props.disabled}
      placeholder={props.placeholder}
      maxLength={maxLengthOf(props)}
      allowClear={props.props.clearable !== false}
      prefix={typeof props.props.prefix === 'string' && props.props.prefix ? props.props.prefix : undefined}
      suffix={typeof props.props.suffix === 'string' && props.props.suffix ? props.props.suffix : undefined}
      status={props.invalid ? 'error' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ spec: comInput, icon: FontSizeOutlined, edit: ComInput });

// Text widgets: single-line input (comInput) and multi-line (textarea).
import { Input } from 'antd';
import { comInput, textarea } from '@core/widgets/builtin/inputs';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';

const maxLengthOf = (props: FieldProps) => (typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

export function ComInput(props: FieldProps) {
  return (
    <Input
      id={props.id}
      value={text(props.value)}
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

export function TextArea(props: FieldProps) {
  const rows = typeof props.props.rows === 'number' ? props.props.rows : 3;
  return (
    <Input.TextArea
      id={props.id}
      value={text(props.value)}
      disabled={props.disabled}
      placeholder={props.placeholder}
      maxLength={maxLengthOf(props)}
      autoSize={{ minRows: rows, maxRows: Math.max(rows, 8) }}
      status={props.invalid ? 'error' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ spec: comInput, edit: ComInput });
registerWidget({ spec: textarea, edit: TextArea });

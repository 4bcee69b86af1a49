// Multi-line text that grows with its content up to eight rows.
import { FileTextOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { maxLengthOf, textOf } from '../runtime/values';
import { textarea } from './spec';

export function TextArea(props: FieldProps) {
  const rows = typeof props.props.rows === 'number' ? props.props.rows : 3;
  return (
    <Input.TextArea
      id={props.id}
      value={textOf(props.value)}
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

registerWidget({ spec: textarea, icon: FileTextOutlined, edit: TextArea, view: ({ text }) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span> });

// Password input: antd's Input.Password, its eye shown when the node allows it;
// the browser is asked not to fill it with the user's own password. Read-only,
// it shows the mask and never the value.
import { KeyOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { maxLengthOf, textOf } from '../runtime/values';
import { psdInput } from './spec';

export function PasswordInput(props: FieldProps) {
  return (
    <Input.Password
      id={props.id}
      value={textOf(props.value)}
      disabled={props.disabled}
      placeholder={props.placeholder}
      maxLength={maxLengthOf(props)}
      allowClear={props.props.clearable !== false}
      visibilityToggle={props.props.showPassword !== false}
      autoComplete="new-password"
      status={props.invalid ? 'error' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ spec: psdInput, icon: KeyOutlined, edit: PasswordInput, view: ({ text }) => <span>{text}</span> });

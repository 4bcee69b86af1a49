// Text widgets: single-line input (comInput) and multi-line (textarea).
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { registerWidget } from '../registry';

const maxLengthOf = (props: WidgetProps) => (typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined);

export function ComInput(props: WidgetProps) {
  return (
    <Input
      id={props.id}
      value={(props.value as string | undefined) ?? ''}
      disabled={props.disabled || props.readonly}
      placeholder={props.placeholder}
      maxLength={maxLengthOf(props)}
      allowClear
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      data-testid={`field-${props.name}`}
    />
  );
}

export function TextArea(props: WidgetProps) {
  return (
    <Input.TextArea
      id={props.id}
      value={(props.value as string | undefined) ?? ''}
      disabled={props.disabled || props.readonly}
      placeholder={props.placeholder}
      maxLength={maxLengthOf(props)}
      autoSize={{ minRows: 3, maxRows: 8 }}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ key: 'comInput', component: ComInput, designer: { label: 'widget.comInput', group: 'basic' }, valueSchema: { type: 'string' } });
registerWidget({ key: 'textarea', component: TextArea, designer: { label: 'widget.textarea', group: 'basic' }, valueSchema: { type: 'string' } });

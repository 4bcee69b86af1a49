// Number input (numInput), within the schema's minimum and maximum.
import { InputNumber } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { registerWidget } from '../registry';

export function NumInput(props: WidgetProps) {
  const { schema } = props;
  return (
    <InputNumber
      id={props.id}
      value={props.value as number | undefined}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      precision={schema.type === 'integer' ? 0 : undefined}
      disabled={props.disabled || props.readonly}
      style={{ width: '100%' }}
      onChange={(value) => props.onChange(value ?? undefined)}
      onBlur={() => props.onBlur(props.id, props.value)}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ key: 'numInput', component: NumInput, designer: { label: 'widget.numInput', group: 'basic' }, valueSchema: { type: 'number' } });

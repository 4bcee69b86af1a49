// A time of day stored as 'HH:mm:ss'.
import { ClockCircleOutlined } from '@ant-design/icons';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { time } from './spec';

const timeFormat = 'HH:mm:ss';

export function TimeField(props: FieldProps) {
  return (
    <TimePicker
      id={props.id}
      value={typeof props.value === 'string' && props.value ? dayjs(props.value, timeFormat) : null}
      format={timeFormat}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(value) => props.onChange(value ? value.format(timeFormat) : null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

registerWidget({ spec: time, icon: ClockCircleOutlined, edit: TimeField });

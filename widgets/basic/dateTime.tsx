// Date (stored as epoch milliseconds) and time (stored as 'HH:mm:ss'), JNPF's conventions.
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { date, time } from '@core/widgets/builtin/dates';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';

const timeFormat = 'HH:mm:ss';

export function DateField(props: FieldProps) {
  const format = typeof props.props.format === 'string' ? props.props.format : 'YYYY-MM-DD';
  const picker = format === 'YYYY' ? 'year' : format === 'YYYY-MM' ? 'month' : undefined;
  return (
    <DatePicker
      id={props.id}
      value={typeof props.value === 'number' ? dayjs(props.value) : null}
      format={format}
      picker={picker}
      showTime={format.includes('HH')}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(value) => props.onChange(value ? value.valueOf() : null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
}

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

registerWidget({ spec: date, edit: DateField });
registerWidget({ spec: time, edit: TimeField });

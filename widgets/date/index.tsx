// A date (or date and time) stored as epoch milliseconds; year and month formats pick a year or a month.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { date } from './spec';

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

registerWidget({ spec: date, edit: DateField });

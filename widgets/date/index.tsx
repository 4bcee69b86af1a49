// A date (or date and time) stored as epoch milliseconds; year and month formats
// pick a year or a month. Dates outside the bounds cannot be picked; a bound from
// another field follows that field (in a sub-table, the row's own cell).
import { CalendarOutlined } from '@ant-design/icons';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { date, dateBounds } from './spec';

const unitOf = (picker: 'year' | 'month' | undefined) => picker ?? 'day';

export const DateField = observer(function DateField(props: FieldProps) {
  const format = typeof props.props.format === 'string' ? props.props.format : 'YYYY-MM-DD';
  const picker = format === 'YYYY' ? 'year' : format === 'YYYY-MM' ? 'month' : undefined;
  const { min, max } = dateBounds(props.props, (field) => props.form.value(field));
  const unit = unitOf(picker);
  const outside = min === undefined && max === undefined ? undefined : (day: Dayjs) => (min !== undefined && day.endOf(unit).valueOf() < min) || (max !== undefined && day.startOf(unit).valueOf() > max);
  return (
    <DatePicker
      id={props.id}
      value={typeof props.value === 'number' ? dayjs(props.value) : null}
      format={format}
      picker={picker}
      showTime={format.includes('HH')}
      disabledDate={outside}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.invalid ? 'error' : undefined}
      style={{ width: '100%' }}
      onChange={(value) => props.onChange(value ? value.valueOf() : null)}
      onBlur={props.onBlur}
      data-testid={`field-${props.name}`}
    />
  );
});

registerWidget({ spec: date, icon: CalendarOutlined, edit: DateField });

// A span of dates in antd's RangePicker, stored as two epoch milliseconds cut to
// the format's unit; the picker keeps the start before the end, and a pair that
// arrives out of order is put in order before it is stored.
import { CalendarOutlined } from '@ant-design/icons';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@widgets/runtime/i18n';
import { truncateToFormat } from '@core/widgets/ranges';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { dateRange } from './spec';

const pickerOf = (format: string) => (format === 'YYYY' ? 'year' : format === 'YYYY-MM' ? 'month' : undefined);

/** The stored pair as the picker's, or null when there is none. */
function pickerValue(value: unknown): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((end) => typeof end === 'number')) return null;
  return [dayjs(value[0] as number), dayjs(value[1] as number)];
}

/** The picker's pair as stored: each end cut to the format's unit, the earlier first; [] when cleared. */
export function storedRange(dates: readonly (Dayjs | null)[] | null, format: string): number[] {
  if (!dates || !dates[0] || !dates[1]) return [];
  const ends = [truncateToFormat(dates[0].valueOf(), format), truncateToFormat(dates[1].valueOf(), format)];
  return ends[0] > ends[1] ? [ends[1], ends[0]] : ends;
}

export function DateRangeField(props: FieldProps) {
  const { t } = useTranslation();
  const format = typeof props.props.format === 'string' ? props.props.format : 'YYYY-MM-DD';
  const word = (name: string, fallback: string) => t(typeof props.props[name] === 'string' ? (props.props[name] as string) : fallback);
  // The picker hands a test id to both of its inputs; the field's id marks the whole control.
  return (
    <div data-testid={`field-${props.name}`}>
      <DatePicker.RangePicker
        id={props.id}
        value={pickerValue(props.value)}
        format={format}
        picker={pickerOf(format)}
        showTime={format.includes('HH')}
        allowClear={props.props.clearable !== false}
        disabled={props.disabled}
        placeholder={[word('startPlaceholder', 'widget.dateRange.start'), word('endPlaceholder', 'widget.dateRange.end')]}
        status={props.invalid ? 'error' : undefined}
        style={{ width: '100%' }}
        onChange={(dates) => props.onChange(storedRange(dates, format))}
        onBlur={props.onBlur}
      />
    </div>
  );
}

registerWidget({ spec: dateRange, icon: CalendarOutlined, edit: DateRangeField });

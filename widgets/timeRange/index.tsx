// A span of time of day in antd's time RangePicker, stored as two 'HH:mm:ss'
// times: what lies outside the widget's bounds cannot be picked, an end typed
// outside them is brought back inside, and the earlier time comes first.
import { FieldTimeOutlined } from '@ant-design/icons';
import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@widgets/runtime/i18n';
import { timeBounds } from '@core/widgets/ranges';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { timeRange } from './spec';

const stored = 'HH:mm:ss';

const secondsOf = (time: string) => {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

const range = (count: number, disabled: (n: number) => boolean) => Array.from({ length: count }, (_, n) => n).filter(disabled);

/** The hours, minutes and seconds outside [start, end] (times as HH:mm:ss). */
export function disabledTimes(start: string, end: string) {
  const [low, high] = [secondsOf(start), secondsOf(end)];
  return {
    disabledHours: () => range(24, (hour) => hour * 3600 + 3599 < low || hour * 3600 > high),
    disabledMinutes: (hour: number) => range(60, (minute) => hour * 3600 + minute * 60 + 59 < low || hour * 3600 + minute * 60 > high),
    disabledSeconds: (hour: number, minute: number) => range(60, (second) => hour * 3600 + minute * 60 + second < low || hour * 3600 + minute * 60 + second > high),
  };
}

/** The picker's pair as stored: HH:mm:ss, each end within the bounds, the earlier first; [] when cleared. */
export function storedTimes(times: readonly (Dayjs | null)[] | null, start: string, end: string): string[] {
  if (!times || !times[0] || !times[1]) return [];
  const clamp = (time: string) => (time < start ? start : time > end ? end : time);
  const ends = [clamp(times[0].format(stored)), clamp(times[1].format(stored))];
  return ends[0] > ends[1] ? [ends[1], ends[0]] : ends;
}

function pickerValue(value: unknown): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((time) => typeof time === 'string' && time)) return null;
  return [dayjs(value[0] as string, stored), dayjs(value[1] as string, stored)];
}

export function TimeRangeField(props: FieldProps) {
  const { t } = useTranslation();
  const format = props.props.format === 'HH:mm' ? 'HH:mm' : stored;
  const { start, end } = timeBounds(props.props);
  const word = (name: string, fallback: string) => t(typeof props.props[name] === 'string' ? (props.props[name] as string) : fallback);
  // The picker hands a test id to both of its inputs; the field's id marks the whole control.
  return (
    <div data-testid={`field-${props.name}`}>
      <TimePicker.RangePicker
        id={props.id}
        value={pickerValue(props.value)}
        format={format}
        disabledTime={() => disabledTimes(start, end)}
        allowClear={props.props.clearable !== false}
        disabled={props.disabled}
        placeholder={[word('startPlaceholder', 'widget.timeRange.start'), word('endPlaceholder', 'widget.timeRange.end')]}
        status={props.invalid ? 'error' : undefined}
        style={{ width: '100%' }}
        onChange={(times) => props.onChange(storedTimes(times, start, end))}
        onBlur={props.onBlur}
      />
    </div>
  );
}

registerWidget({ spec: timeRange, icon: FieldTimeOutlined, edit: TimeRangeField });

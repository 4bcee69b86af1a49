// Date (stored as epoch milliseconds) and time (stored as 'HH:mm:ss'), JNPF's conventions.
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '@rjsf/utils';
import { registerWidget } from '../registry';

const timeFormat = 'HH:mm:ss';

export function DateWidget(props: WidgetProps) {
  const value = typeof props.value === 'number' ? dayjs(props.value) : null;
  const format = (props.options.format as string | undefined) ?? 'YYYY-MM-DD';
  return (
    <DatePicker
      id={props.id}
      value={value}
      format={format}
      showTime={format.includes('HH')}
      disabled={props.disabled || props.readonly}
      style={{ width: '100%' }}
      onChange={(date) => props.onChange(date ? date.valueOf() : undefined)}
    />
  );
}

export function TimeWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' && props.value ? dayjs(props.value, timeFormat) : null;
  return (
    <TimePicker
      id={props.id}
      value={value}
      format={timeFormat}
      disabled={props.disabled || props.readonly}
      style={{ width: '100%' }}
      onChange={(time) => props.onChange(time ? time.format(timeFormat) : undefined)}
    />
  );
}

registerWidget({
  key: 'date',
  component: DateWidget,
  cell: (value) => (typeof value === 'number' ? dayjs(value).format('YYYY-MM-DD HH:mm') : ''),
  designer: { label: 'widget.date', group: 'basic' },
  valueSchema: { type: 'integer' },
});
registerWidget({ key: 'time', component: TimeWidget, designer: { label: 'widget.time', group: 'basic' }, valueSchema: { type: 'string' } });

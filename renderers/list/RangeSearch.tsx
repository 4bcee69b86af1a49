// A range search field (sent as [from, to]): the date range's picker for moments,
// two numbers otherwise. Its own module, as the pickers load only with a list that
// searches a range.
import { DatePicker, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@widgets/runtime/i18n';
import type { SearchField } from '@core/schema/types';

type Range = [number | null, number | null];

/** A range of moments is searched with the date range's picker; any other range with two numbers. */
const holdsTime = (field: SearchField) => field.widget === 'dateRange';

export default function RangeSearch({ field, value, onChange }: { field: SearchField; value: unknown; onChange(value: unknown): void }) {
  const { t } = useTranslation();
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as Range;
  const set = (next: Range) => onChange(next[0] === null && next[1] === null ? undefined : next);
  if (holdsTime(field)) {
    return (
      <DatePicker.RangePicker
        style={{ width: 260 }}
        placeholder={[t(field.label), t(field.label)]}
        value={[from === null ? null : dayjs(from), to === null ? null : dayjs(to)]}
        onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
          set([dates?.[0] ? dates[0].startOf('day').valueOf() : null, dates?.[1] ? dates[1].endOf('day').valueOf() : null])
        }
        data-testid={`search-${field.field}`}
      />
    );
  }
  return (
    <Space.Compact data-testid={`search-${field.field}`}>
      <InputNumber style={{ width: 100 }} placeholder={t(field.label)} value={from} onChange={(next) => set([next ?? null, to])} />
      <InputNumber style={{ width: 100 }} value={to} onChange={(next) => set([from, next ?? null])} />
    </Space.Compact>
  );
}

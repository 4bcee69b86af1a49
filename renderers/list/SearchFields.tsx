// The search fields a list schema names, beside the keyword box: a choice for
// fields with options, a range of dates or numbers for range searches (sent as
// [from, to]), text otherwise.
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@widgets/runtime/i18n';
import type { SearchField } from '@core/schema/types';
import { useChoices } from '@widgets/runtime/options';

type Range = [number | null, number | null];

/** A range of moments is searched with the date range's picker; any other range with two numbers. */
const holdsTime = (field: SearchField) => field.widget === 'dateRange';

function RangeControl({ field, value, onChange }: { field: SearchField; value: unknown; onChange(value: unknown): void }) {
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

function SearchControl({ field, value, onChange }: { field: SearchField; value: unknown; onChange(value: unknown): void }) {
  const { t } = useTranslation();
  const choices = useChoices(field.options);
  if (field.options) {
    return (
      <Select
        allowClear
        style={{ width: 180 }}
        placeholder={t(field.label)}
        value={value ?? undefined}
        options={choices}
        onChange={(next) => onChange(next ?? undefined)}
        data-testid={`search-${field.field}`}
      />
    );
  }
  if (field.searchType === 'range') return <RangeControl field={field} value={value} onChange={onChange} />;
  return (
    <Input
      allowClear
      style={{ width: 180 }}
      placeholder={t(field.label)}
      value={(value as string | undefined) ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      data-testid={`search-${field.field}`}
    />
  );
}

export function SearchFields({ fields, values, onChange }: { fields: SearchField[]; values: Record<string, unknown>; onChange(values: Record<string, unknown>): void }) {
  return (
    <>
      {fields.map((field) => (
        <SearchControl key={field.field} field={field} value={values[field.field]} onChange={(value) => onChange({ ...values, [field.field]: value })} />
      ))}
    </>
  );
}

// The search fields a list schema names, beside the keyword box: a choice for
// fields with options, a range of dates or numbers for range searches (sent as
// [from, to]), text otherwise.
import { lazy, Suspense } from 'react';
import { Input, Select, Space } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { SearchField } from '@core/schema/types';
import { useChoices } from '@widgets/runtime/options';

const RangeSearch = lazy(() => import('./RangeSearch'));

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
  if (field.searchType === 'range') {
    return (
      <Suspense fallback={null}>
        <RangeSearch field={field} value={value} onChange={onChange} />
      </Suspense>
    );
  }
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
  // Spaced here: the list's toolbar sees this component as one item.
  return (
    <Space wrap>
      {fields.map((field) => (
        <SearchControl key={field.field} field={field} value={values[field.field]} onChange={(value) => onChange({ ...values, [field.field]: value })} />
      ))}
    </Space>
  );
}

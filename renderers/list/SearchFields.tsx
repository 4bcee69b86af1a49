// The search fields a list schema names, beside the keyword box.
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchField } from '@core/schema/types';
import { useChoices } from '@widgets/runtime/options';

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
  return <Input allowClear style={{ width: 180 }} placeholder={t(field.label)} value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.target.value || undefined)} />;
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

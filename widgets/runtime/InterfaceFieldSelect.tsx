// The `interfaceField` editor: a field of an interface's rows (the field a
// picker stores, the one it shows, the one a popup attribute shows) picked
// from the interface's fieldJson once an interface is chosen; typed freely
// while none is, or when the interface declares no fields.
import { Input, Select } from 'antd';
import { useInterfaceFields } from './interfaceChoices';

export interface InterfaceFieldSelectProps {
  /** The interface whose rows the field belongs to ('' when none is chosen). */
  interfaceId: string;
  value: unknown;
  onChange(field: string | undefined): void;
  testId: string;
}

export function InterfaceFieldSelect({ interfaceId, value, onChange, testId }: InterfaceFieldSelectProps) {
  const fields = useInterfaceFields(interfaceId);
  const current = typeof value === 'string' ? value : '';
  if (!interfaceId || (fields !== null && fields.length === 0)) {
    return <Input value={current} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId} />;
  }
  const options = (fields ?? []).map((field) => ({ value: field.field, label: field.defaultValue ? `${field.defaultValue} (${field.field})` : field.field }));
  return (
    <Select
      value={current || undefined}
      loading={fields === null}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      options={options}
      onChange={(next: string | undefined) => onChange(next || undefined)}
      data-testid={testId}
    />
  );
}

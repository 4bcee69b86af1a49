// Picks a data interface for a property panel (the `dataInterface` editor):
// the enabled interfaces grouped by category, as GET DataInterface/Selector
// lists them, searchable by name or code. The gallery's property editor, the
// form designer's panel and the option source editor draw it alike.
import { Select } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { useInterfaceCategories } from './interfaceChoices';

export interface DataInterfaceSelectProps {
  value: string | undefined;
  onChange(id: string | undefined): void;
  testId?: string;
  size?: 'small' | 'middle';
}

export function DataInterfaceSelect({ value, onChange, testId, size }: DataInterfaceSelectProps) {
  const { t } = useTranslation();
  const categories = useInterfaceCategories();
  return (
    <Select
      value={value || undefined}
      size={size}
      allowClear
      loading={categories === null}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('designer.interface.choose')}
      style={{ width: '100%' }}
      options={(categories ?? []).map((category) => ({
        label: category.fullName,
        title: category.fullName,
        options: category.children.map((choice) => ({ label: `${choice.fullName} (${choice.enCode})`, value: choice.id })),
      }))}
      onChange={(next: string | undefined) => onChange(next || undefined)}
      data-testid={testId}
    />
  );
}

// A design's fields as a small table: label, name, widget, and the table and
// column a release gave each.
import { Table } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { widgetSpec } from '@core/widgets';
// A design names any widget: the whole catalog, as the form compiler has it.
import '@widgets/catalog';
import type { DesignField } from './designFields';

export function useFieldWords() {
  const { t } = useTranslation();
  return {
    label: (field: DesignField) => t(field.label, { defaultValue: field.label }),
    widget: (field: DesignField) => {
      const label = widgetSpec(field.widget)?.label;
      return label ? t(label) : field.widget;
    },
  };
}

export function FieldList({ fields, testId }: { fields: readonly DesignField[]; testId: string }) {
  const { t } = useTranslation();
  const words = useFieldWords();
  return (
    <Table<DesignField>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={[...fields]}
      data-testid={testId}
      columns={[
        { key: 'label', title: t('webDesign.fieldLabel'), render: (_, field) => words.label(field) },
        { key: 'path', title: t('webDesign.fieldName'), dataIndex: 'path' },
        { key: 'widget', title: t('webDesign.fieldWidget'), render: (_, field) => words.widget(field) },
        { key: 'table', title: t('webDesign.changeTable'), render: (_, field) => field.table || '—' },
        { key: 'column', title: t('webDesign.changeColumn'), render: (_, field) => field.column || '—' },
      ]}
    />
  );
}

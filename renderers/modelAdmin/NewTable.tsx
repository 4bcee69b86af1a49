// A table a release creates, opened under its row: its columns (type, the field
// each holds) and its indexes.
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { typeText } from '@core/model/tableDifference';
import type { PlannedColumn, PlannedTable } from '@core/model/tables';

export function NewTable({ table }: { table: PlannedTable }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`new-table-${table.name}`}>
      <Table<PlannedColumn>
        size="small"
        pagination={false}
        rowKey="name"
        scroll={{ y: 240 }}
        dataSource={table.columns}
        columns={[
          { key: 'name', title: t('webDesign.changeColumn'), dataIndex: 'name' },
          { key: 'type', title: t('webDesign.changeType'), render: (_, column) => typeText(column.type) },
          {
            key: 'field',
            title: t('webDesign.changeField'),
            render: (_, column) => (column.fieldPath ? `${column.label ?? column.fieldPath}（${column.fieldPath}）` : t('webDesign.systemColumn')),
          },
        ]}
      />
      {table.indexes.length > 0 && (
        <Space wrap size={4} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{t('webDesign.indexes')}</Typography.Text>
          {table.indexes.map((index) => (
            <Tag key={index.name} color={index.unique ? 'purple' : 'default'}>
              {index.columns.join(', ')}
              {index.unique ? ` · ${t('webDesign.uniqueIndex')}` : ''}
            </Tag>
          ))}
        </Space>
      )}
    </div>
  );
}

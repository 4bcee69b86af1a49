// A table difference as a release, a rollback or a comparison answers it: each
// change named (table, column, the field it is for, the type before and after),
// every change that loses data in red, listed again above the table, and a new
// table open to its columns and indexes.
import { useMemo } from 'react';
import { Alert, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import type { TableChange } from '@core/api/visualdev';
import type { ModelDesign } from '@core/model/design';
import { NewTable } from './NewTable';
import { plannedTablesOf } from './plannedTables';

const kindColors: Record<TableChange['kind'], string> = {
  createTable: 'green',
  addColumn: 'green',
  widenColumn: 'blue',
  dropTable: 'red',
  dropColumn: 'red',
  narrowColumn: 'red',
  retypeColumn: 'red',
};

/** What a losing change is for, as the server's refusal names it: label (name), or the table. */
export const losingName = (change: TableChange): string => (change.field ? `${change.label ?? change.field}（${change.field}）` : change.table);

export const losingChangesOf = (changes: readonly TableChange[]) => changes.filter((change) => change.losesData);

interface Props {
  changes: readonly TableChange[];
  /** The design the change leads to: a table it creates opens to its columns and indexes. */
  design?: ModelDesign | null;
  testId?: string;
}

export function TableChanges({ changes, design, testId = 'table-changes' }: Props) {
  const { t } = useTranslation();
  const planned = useMemo(() => plannedTablesOf(design), [design]);
  const opens = (change: TableChange) => change.kind === 'createTable' && planned.has(change.table);
  const losing = losingChangesOf(changes);
  if (changes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webDesign.noChanges')} data-testid={`${testId}-none`} />;
  const danger = (change: TableChange, text: string | undefined) => (change.losesData ? <Typography.Text type="danger">{text}</Typography.Text> : text);
  return (
    <div data-testid={testId}>
      {losing.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('webDesign.losingWarning', { fields: losing.map(losingName).join('、') })}
          data-testid={`${testId}-losing`}
        />
      )}
      <Table<TableChange>
        size="small"
        pagination={false}
        rowKey={(change) => `${change.kind}-${change.table}-${change.column ?? ''}`}
        dataSource={[...changes]}
        expandable={changes.some(opens) ? { rowExpandable: opens, expandedRowRender: (change) => <NewTable table={planned.get(change.table)!} /> } : undefined}
        onRow={(change) => ({ 'data-testid': `change-${change.kind}-${change.table}${change.column ? `-${change.column}` : ''}` }) as Record<string, string>}
        columns={[
          {
            key: 'kind',
            title: t('webDesign.changeKind'),
            width: 110,
            render: (_, change) => <Tag color={kindColors[change.kind] ?? 'default'}>{t(`webDesign.change.${change.kind}`)}</Tag>,
          },
          { key: 'table', title: t('webDesign.changeTable'), render: (_, change) => danger(change, change.table) },
          { key: 'column', title: t('webDesign.changeColumn'), render: (_, change) => danger(change, change.column ?? '—') },
          {
            key: 'field',
            title: t('webDesign.changeField'),
            render: (_, change) => danger(change, change.field ? `${change.label ?? change.field}（${change.field}）` : '—'),
          },
          {
            key: 'type',
            title: t('webDesign.changeType'),
            render: (_, change) => danger(change, change.from || change.to ? [change.from, change.to].filter(Boolean).join(' → ') : '—'),
          },
        ]}
      />
    </div>
  );
}

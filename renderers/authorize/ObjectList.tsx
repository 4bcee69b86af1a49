// One kind's objects (roles, positions, groups or users): a paged list searched
// on the server, each row opening its permissions.
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '@widgets/runtime/i18n';
import { paging, ResultCode } from '@core/api/envelope';
import { useApi } from '@widgets/runtime/ApiContext';
import type { GrantObjectRow, ObjectKind } from './objectKinds';

interface Props {
  kind: ObjectKind;
  canEdit: boolean;
  onOpen(row: GrantObjectRow): void;
}

const pageSizes = [20, 50, 100];

function StateTag({ mark }: { mark: number }) {
  const { t } = useTranslation();
  if (mark === 2) return <Tag color="warning">{t('authorize.locked')}</Tag>;
  return mark === 1 ? <Tag color="success">{t('common.enabled')}</Tag> : <Tag color="error">{t('common.disabled')}</Tag>;
}

export function ObjectList({ kind, canEdit, onOpen }: Props) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<{ keyword: string; currentPage: number; pageSize: number }>({ keyword: '', currentPage: paging.firstPage, pageSize: pageSizes[0] });
  const [reloads, setReloads] = useState(0);
  // The rows of the last answer, and which request it answered: loading until the current one's arrives.
  const [shown, setShown] = useState<{ request: unknown; rows: GrantObjectRow[]; total: number }>({ request: null, rows: [], total: 0 });
  const request = useMemo(() => ({ ...query, reloads }), [query, reloads]);
  const loading = shown.request !== request;
  const { rows, total } = shown;

  useEffect(() => {
    let live = true;
    void kind.list(transport, { keyword: request.keyword, currentPage: request.currentPage, pageSize: request.pageSize }).then((answer) => {
      if (!live) return;
      // A refusal's msg is shown by the transport; the list then stays as it was.
      setShown((before) => (answer.code === ResultCode.ok ? { request, rows: answer.data.list, total: answer.data.pagination.total } : { ...before, request }));
    });
    return () => {
      live = false;
    };
  }, [kind, transport, request]);

  const columns = useMemo<ColumnsType<GrantObjectRow>>(
    () => [
      { key: 'name', title: t(kind.nameLabel), dataIndex: 'name', width: 200 },
      { key: 'code', title: t(kind.codeLabel), dataIndex: 'code', width: 200 },
      { key: 'detail', title: t(kind.detailLabel), dataIndex: 'detail', render: (detail: string, row) => (row.detailKey ? t(row.detailKey) : detail) },
      { key: 'state', title: t('common.status'), dataIndex: 'enabledMark', width: 90, align: 'center', render: (mark: number) => <StateTag mark={mark} /> },
      {
        key: 'actions',
        title: t('list.actions'),
        width: 120,
        fixed: 'right',
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => onOpen(row)} data-testid={`authorize-open-${row.code}`}>
            {canEdit ? t('authorize.open') : t('authorize.view')}
          </Button>
        ),
      },
    ],
    [t, kind, canEdit, onOpen],
  );

  const search = (keyword: string) => setQuery((current) => ({ ...current, keyword: keyword.trim(), currentPage: paging.firstPage }));

  return (
    <div data-testid={`authorize-list-${kind.type}`}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input allowClear placeholder={t('list.keyword')} value={draft} onChange={(event) => setDraft(event.target.value)} onPressEnter={() => search(draft)} style={{ width: 220 }} data-testid="authorize-keyword" />
        <Button type="primary" onClick={() => search(draft)} data-testid="authorize-search">
          {t('list.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft('');
            search('');
          }}
        >
          {t('list.reset')}
        </Button>
        <Button onClick={() => setReloads((count) => count + 1)}>{t('list.refresh')}</Button>
      </Space>
      <Table<GrantObjectRow>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('list.empty') }}
        onRow={(row) => ({ onDoubleClick: () => onOpen(row) })}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total,
          pageSizeOptions: pageSizes,
          showSizeChanger: true,
          showTotal: (count) => t('list.total', { total: count }),
          onChange: (currentPage, pageSize) => setQuery((current) => ({ ...current, currentPage: pageSize === current.pageSize ? currentPage : paging.firstPage, pageSize })),
        }}
      />
    </div>
  );
}

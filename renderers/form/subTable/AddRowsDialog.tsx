// Rows added through a selection dialog (JNPF's addType 1): the rows of an API
// list (searched and paged on the server) or of a dictionary, several picked at
// once; each picked row becomes a sub-table row, its cells filled by `fill`.
import { useEffect, useState } from 'react';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useTranslation } from '@widgets/runtime/i18n';
import { Value } from '@sinclair/typebox/value';
import type { Static } from '@sinclair/typebox';
import type { FormValues } from '@core/form';
import { resolveCall } from '@core/schema/placeholders';
import { AddDialogSchema } from '@widgets/table/spec';
import { useApi } from '@widgets/runtime/ApiContext';
import { useMessageText } from '@widgets/runtime/messages';

export type AddDialog = Static<typeof AddDialogSchema>;

/** The table's dialog settings when they are well formed (the compiler has checked them already). */
export const addDialogOf = (value: unknown): AddDialog | undefined => (Value.Check(AddDialogSchema, value) ? value : undefined);

type Row = Record<string, unknown>;

/** The picked row's cells: each cell from the field `fill` names. */
export const filledRow = (config: AddDialog, picked: Row): FormValues => Object.fromEntries(Object.entries(config.fill).map(([cell, from]) => [cell, picked[from] ?? null]));

function useDialogRows(config: AddDialog, keyword: string, page: number) {
  const api = useApi();
  // Loading while the rows shown answer another request than the one asked.
  const request = JSON.stringify([keyword, page]);
  const [state, setState] = useState<{ request: string; rows: Row[]; total: number }>({ request: '', rows: [], total: 0 });
  const pageSize = config.pageSize ?? 20;
  const { source } = config;
  useEffect(() => {
    let live = true;
    if (source.kind === 'dictionary') {
      void api.dictionaries.ensure().then(() => {
        if (!live) return;
        const wanted = keyword.trim();
        const items = api.dictionaries.items(source.dictionary).filter((item) => !wanted || item.fullName.includes(wanted) || item.enCode.includes(wanted));
        setState({ request, rows: items as unknown as Row[], total: items.length });
      });
    } else {
      const call = resolveCall(source.call, {});
      const paging = source.paged === false ? {} : { currentPage: page, pageSize, keyword };
      void api.transport<{ list: Row[]; pagination?: { total: number } }>(call.method, call.url, { ...call.params, ...paging }).then((result) => {
        // A failed load ends quietly (spec 03 §8); the transport has shown its message.
        if (live) setState({ request, rows: result.code === 200 ? result.data.list : [], total: result.code === 200 ? (result.data.pagination?.total ?? result.data.list.length) : 0 });
      });
    }
    return () => {
      live = false;
    };
  }, [api, source, keyword, page, pageSize, request]);
  return { rows: state.rows, total: state.total, loading: state.request !== request, pageSize };
}

export function AddRowsDialog({ config, onPicked, onClose }: { config: AddDialog; onPicked(rows: FormValues[]): void; onClose(): void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Row[]>([]);
  const { rows, total, loading, pageSize } = useDialogRows(config, keyword, page);
  const rowKey = config.rowKey ?? 'id';
  const search = () => (setPage(1), setKeyword(typed));
  const confirm = () => {
    // Confirm does nothing until a row is picked (spec 03 §5).
    if (!picked.length) return;
    onPicked(picked.map((row) => filledRow(config, row)));
    onClose();
  };
  return (
    <Modal open width={800} title={t(config.title ?? 'table.pickTitle')} maskClosable={false} onCancel={onClose} onOk={confirm} okText={t('common.ok')} cancelText={t('common.cancel')} okButtonProps={{ 'data-testid': 'pick-confirm' } as Record<string, string>} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Input value={typed} onChange={(event) => setTyped(event.target.value)} onPressEnter={search} placeholder={t('list.keyword')} allowClear data-testid="pick-keyword" />
        <Button type="primary" onClick={search}>
          {t('list.search')}
        </Button>
        <Button onClick={() => (setTyped(''), setPage(1), setKeyword(''))}>{t('list.reset')}</Button>
      </Space>
      <Table<Row>
        size="small"
        rowKey={(row) => String(row[rowKey])}
        loading={loading}
        dataSource={rows}
        columns={config.columns.map((column) => ({ key: column.field, dataIndex: column.field, title: text(column.label) }))}
        rowSelection={{ type: 'checkbox', preserveSelectedRowKeys: true, selectedRowKeys: picked.map((row) => String(row[rowKey])), onChange: (_keys, selected) => setPicked(selected) }}
        pagination={config.source.kind === 'api' && config.source.paged !== false ? { current: page, pageSize, total, onChange: setPage, showSizeChanger: false } : false}
        scroll={{ y: 300 }}
        data-testid="pick-table"
      />
    </Modal>
  );
}

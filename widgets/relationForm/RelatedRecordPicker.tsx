// The related-form picker (spec 03 §2 Popup data picker): a dialog or a side
// drawer, as the node says, holding a keyword search with search and reset, a
// refresh link, and a table of the linked model's rows (FieldDataSelect) with a
// single-choice radio column and an index column, paged when the node says so.
// The list loads each time it opens; confirm hands back the row picked and
// does nothing until one is (spec 03 §5); cancel changes nothing.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Input, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { visualDevApi, type RelatedRow } from '@core/api/visualdev';
import { useApi } from '../runtime/ApiContext';
import { useMessageText } from '../runtime/messages';
import { rememberRows } from './relatedRecords';
import { unpagedSize, type RelationConfig } from './spec';

interface Loaded {
  /** The request the rows answer. */
  request: string;
  rows: RelatedRow[];
  total: number;
}

/** One page of the linked model's rows for a keyword; `reload` asks again for the same page. */
function useRelatedRows(config: RelationConfig, keyword: string, page: number, reload: number) {
  const api = useApi();
  const request = JSON.stringify([keyword, page, reload]);
  const [loaded, setLoaded] = useState<Loaded>({ request: '', rows: [], total: 0 });
  const pageSize = config.hasPage ? config.pageSize : unpagedSize;
  const { modelId, relationField } = config;
  // The columns' fields, as one value: the config is made afresh on every draw.
  const columnOptions = config.columns.map((column) => column.value).join(',');
  useEffect(() => {
    let live = true;
    void visualDevApi(api.transport)
      .fieldDataSelect(modelId, { relationField, columnOptions: columnOptions ? columnOptions.split(',') : [], keyword, currentPage: page, pageSize })
      .then((result) => {
        if (!live) return;
        // A failed load ends quietly (spec 03 §8); the transport has shown its message.
        const rows = result.code === 200 ? result.data.list : [];
        rememberRows(api.transport, modelId, rows);
        setLoaded({ request, rows, total: result.code === 200 ? result.data.pagination.total : 0 });
      });
    return () => {
      live = false;
    };
  }, [api, modelId, relationField, columnOptions, keyword, page, pageSize, request]);
  return { rows: loaded.rows, total: loaded.total, loading: loaded.request !== request, pageSize };
}

/** A width as the node writes it ('800px', '60%'): pixels as a number, as antd's dialogs and drawers take them. */
const widthOf = (width: string): number | string => (/^\d+px$/.test(width) ? Number.parseInt(width, 10) : width);

export interface RelatedRecordPickerProps {
  config: RelationConfig;
  /** The record held now ('' for none): shown as picked until another is. */
  chosen: string;
  onConfirm(row: RelatedRow): void;
  onCancel(): void;
}

export function RelatedRecordPicker({ config, chosen, onConfirm, onCancel }: RelatedRecordPickerProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [picked, setPicked] = useState<RelatedRow | null>(null);
  const { rows, total, loading, pageSize } = useRelatedRows(config, keyword, page, reload);
  const pickedKey = picked?.id ?? chosen;

  const search = () => (setPage(1), setKeyword(typed.trim()));
  const reset = () => (setTyped(''), setPage(1), setKeyword(''));
  const confirm = () => {
    // Nothing picked: confirm does nothing (spec 03 §5); the record held still: nothing changes.
    if (picked) onConfirm(picked);
    else if (chosen) onCancel();
  };

  const columns = config.columns.length
    ? config.columns.map((column) => ({ field: column.value, title: text(column.label) }))
    : [{ field: config.relationField, title: t('widget.relationForm.nameColumn') }];
  const width = widthOf(config.popupWidth);
  const title = config.popupTitle ? text(config.popupTitle) : t('widget.relationForm.title');
  const body: ReactNode = (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={search}
            placeholder={t('widget.relationForm.keyword')}
            allowClear
            data-testid="relation-keyword"
          />
          <Button type="primary" onClick={search} data-testid="relation-search">
            {t('widget.relationForm.search')}
          </Button>
          <Button onClick={reset} data-testid="relation-reset">
            {t('widget.relationForm.reset')}
          </Button>
        </Space>
        <Button type="link" onClick={() => setReload((count) => count + 1)} data-testid="relation-refresh">
          {t('widget.relationForm.refresh')}
        </Button>
      </Space>
      <Table<RelatedRow>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        columns={[
          {
            key: '#index',
            title: t('widget.relationForm.index'),
            width: 60,
            render: (_value, _row, index) => (config.hasPage ? (page - 1) * pageSize : 0) + index + 1,
          },
          ...columns.map((column) => ({ key: column.field, dataIndex: column.field, title: column.title })),
        ]}
        rowSelection={{ type: 'radio', selectedRowKeys: pickedKey ? [pickedKey] : [], onChange: (_keys, selected) => setPicked(selected[0] ?? null) }}
        onRow={(row) => ({ onClick: () => setPicked(row) })}
        pagination={config.hasPage ? { current: page, pageSize, total, onChange: setPage, showSizeChanger: false } : false}
        scroll={{ y: 360 }}
        data-testid="relation-table"
      />
    </>
  );
  const footer = (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} data-testid="relation-cancel">
        {t('common.cancel')}
      </Button>
      <Button type="primary" onClick={confirm} data-testid="relation-confirm">
        {t('common.ok')}
      </Button>
    </Space>
  );
  return config.popupType === 'drawer' ? (
    <Drawer open size={width} title={title} footer={footer} onClose={onCancel} destroyOnHidden data-testid="relation-picker">
      {body}
    </Drawer>
  ) : (
    <Modal open width={width} title={title} footer={footer} mask={{ closable: false }} onCancel={onCancel} destroyOnHidden data-testid="relation-picker">
      {body}
    </Modal>
  );
}

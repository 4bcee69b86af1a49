// /messageRecord, the full message centre (JNPF's basic/messageRecord): keyword,
// type and read-state filters, paging, read-all, deleting the caller's own
// records, and the same detail dialog as the drawer. The bell follows reads and deletes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App as AntApp, Button, type ButtonProps, Card, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CheckOutlined, DeleteOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { paging } from '@core/api/envelope';
import type { MessageRow } from '@core/api/message';
import { formatDateTime } from '../../format/time';
import { MessageDetail } from '../../realtime/messages/MessageDetail';
import { typeLabel, useMessageApi, useMessageTypes } from '../../realtime/messages/messageQueries';
import { MessageRecords } from './messageRecords';
import { useOpenMessage } from '../../realtime/messages/useOpenMessage';
import { useReadAllConfirm } from '../../realtime/messages/useReadAllConfirm';

export default observer(function MessageRecordPage() {
  const { t } = useTranslation();
  const api = useMessageApi();
  const { modal, message } = AntApp.useApp();
  const typeChoices = useMessageTypes();
  const [records] = useState(() => new MessageRecords(api));
  const query = records.query;

  useEffect(() => {
    void records.load();
  }, [records]);

  const markRead = useCallback((row: MessageRow) => records.markRead(row.id), [records]);
  const detail = useOpenMessage(api, markRead);

  const readAll = useReadAllConfirm(() => records.readAll());

  const remove = () => {
    if (records.selected.length === 0) return void message.error(t('messageRecord.selectOne'));
    modal.confirm({
      title: t('common.tip'),
      content: t('messageRecord.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'record-delete-confirm' } as ButtonProps,
      onOk: async () => {
        const msg = await records.removeSelected();
        if (msg) void message.success(msg);
      },
    });
  };

  const columns = useMemo<TableColumnsType<MessageRow>>(
    () => [
      {
        title: t('messageRecord.title'),
        dataIndex: 'title',
        ellipsis: true,
        render: (_: unknown, row) => (
          <Typography.Link onClick={() => void detail.open(row)} data-testid="record-title">
            {row.title}
          </Typography.Link>
        ),
      },
      { title: t('messageRecord.type'), dataIndex: 'type', width: 120, render: (_: unknown, row) => typeLabel(typeChoices, row.type) },
      { title: t('messageRecord.releaseUser'), dataIndex: 'releaseUser', width: 160, ellipsis: true },
      { title: t('messageRecord.releaseTime'), dataIndex: 'releaseTime', width: 170, render: (_: unknown, row) => formatDateTime(row.releaseTime) },
      {
        title: t('messageRecord.state'),
        dataIndex: 'isRead',
        width: 90,
        render: (_: unknown, row) =>
          Number(row.isRead) === 1 ? <Tag color="success">{t('messageRecord.read')}</Tag> : <Tag data-testid="record-unread">{t('messageRecord.unread')}</Tag>,
      },
    ],
    [t, typeChoices, detail],
  );

  return (
    <Card data-testid="message-record">
      <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
        <Input
          allowClear
          value={records.keywordInput}
          placeholder={t('messages.searchPlaceholder')}
          onChange={(event) => records.setKeywordInput(event.target.value)}
          onPressEnter={() => void records.filter({ keyword: records.keywordInput.trim() })}
          style={{ width: 220 }}
          data-testid="record-keyword"
        />
        <Select
          value={query.type}
          options={typeChoices}
          onChange={(type) => void records.filter({ type })}
          style={{ width: 140 }}
          aria-label={t('messageRecord.type')}
          data-testid="record-type"
        />
        <Select
          value={query.isRead}
          options={[
            { value: '', label: t('messageRecord.allStates') },
            { value: '0', label: t('messageRecord.unread') },
            { value: '1', label: t('messageRecord.read') },
          ]}
          onChange={(isRead) => void records.filter({ isRead })}
          style={{ width: 120 }}
          aria-label={t('messageRecord.state')}
          data-testid="record-state"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => void records.filter({ keyword: records.keywordInput.trim() })}>
          {t('list.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void records.reset()}>
          {t('list.reset')}
        </Button>
      </Space>
      <Space style={{ display: 'flex', marginBottom: 12 }}>
        <Button icon={<CheckOutlined />} onClick={readAll} data-testid="record-read-all">
          {t('messages.readAll')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={remove} data-testid="record-delete">
          {t('common.delete')}
        </Button>
      </Space>
      <Table<MessageRow>
        rowKey="id"
        size="middle"
        loading={records.loading}
        columns={columns}
        dataSource={records.rows}
        rowSelection={{ selectedRowKeys: records.selected, onChange: (keys) => records.setSelected(keys.map(String)) }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: records.total,
          showSizeChanger: true,
          pageSizeOptions: paging.pageSizes.map(String),
          onChange: (currentPage, pageSize) => void records.turnPage(currentPage, pageSize),
        }}
      />
      <MessageDetail message={detail.opened} onClose={detail.close} />
    </Card>
  );
});

// The message drawer (spec 01 §2.8; JNPF's MessageDrawer): keyword, type from the
// msgSourceType dictionary, only-unread on by default, 20 a page loaded as the list
// scrolls within 200px of its end, read-all, the detail dialog, and 'more' to
// /messageRecord. A push while it is open reloads the list.
import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Badge, Drawer, Dropdown, Empty, Input, Spin, Switch, Typography } from 'antd';
import { ApartmentOutlined, CalendarOutlined, DownOutlined, NotificationOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { MessageType, type MessageRow, type MessageTypeValue } from '@core/api/message';
import { formatDateTime } from '../../format/time';
import { useRealtimeSocket } from '../RealtimeProvider';
import { MessageDetail } from './MessageDetail';
import { useMessageApi, useMessageTypes } from './messageQueries';
import { useOpenMessage } from './useOpenMessage';
import { MessageFeed } from './drawerPaging';
import { useReadAllConfirm } from './useReadAllConfirm';

export const drawerWidth = 280;

const typeIcons: Record<MessageTypeValue, { icon: typeof SettingOutlined; color: string }> = {
  [MessageType.system]: { icon: SettingOutlined, color: '#1890ff' },
  [MessageType.workflow]: { icon: ApartmentOutlined, color: '#33cc51' },
  [MessageType.notice]: { icon: NotificationOutlined, color: '#e09f0c' },
  [MessageType.schedule]: { icon: CalendarOutlined, color: '#7777ff' },
};

export default observer(function MessageDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const api = useMessageApi();
  const socket = useRealtimeSocket();
  const navigate = useNavigate();
  const typeChoices = useMessageTypes();
  const [feed] = useState(() => new MessageFeed(api));
  const query = feed.query;

  useEffect(() => {
    if (open) void feed.restart();
  }, [open, feed]);

  useEffect(
    () =>
      socket.subscribe((event) => {
        if (open && event.method === 'messagePush') void feed.reload();
      }),
    [socket, open, feed],
  );

  const markRead = useCallback((row: MessageRow) => feed.markRead(row.id), [feed]);
  const detail = useOpenMessage(api, markRead, onClose);

  const readAll = useReadAllConfirm(() => feed.readAll());

  const gotoRecord = () => {
    onClose();
    navigate('/messageRecord');
  };

  const typeName = typeChoices.find((choice) => choice.value === query.type)?.label ?? '';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={drawerWidth}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{t('messages.bell')}</span>
          <Typography.Link onClick={gotoRecord} data-testid="message-more" style={{ fontWeight: 'normal' }}>
            {t('messages.more')}
          </Typography.Link>
        </div>
      }
      data-testid="message-drawer"
    >
      <Input.Search
        allowClear
        value={feed.keywordInput}
        placeholder={t('messages.searchPlaceholder')}
        onChange={(event) => feed.setKeywordInput(event.target.value)}
        onSearch={(value) => void feed.search({ keyword: value.trim() })}
        variant="borderless"
        style={{ borderBottom: '1px solid #f0f0f0' }}
        data-testid="message-keyword"
      />
      <div style={{ height: 36, display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 10px', borderBottom: '1px solid #f0f0f0' }}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: typeChoices.map((choice) => ({ key: choice.value || 'all', label: choice.label })),
            onClick: ({ key }) => void feed.search({ type: key === 'all' ? '' : key }),
          }}
        >
          <Typography.Text style={{ cursor: 'pointer' }} data-testid="message-type">
            {typeName} <DownOutlined style={{ fontSize: 10 }} />
          </Typography.Text>
        </Dropdown>
        <Typography.Text type="secondary" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {t('messages.onlyUnread')}
          <Switch size="small" checked={query.onlyUnread} onChange={(onlyUnread) => void feed.search({ onlyUnread })} data-testid="message-only-unread" />
        </Typography.Text>
      </div>
      <div style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} onScroll={(event) => feed.scrolled(event.currentTarget)} data-testid="message-list">
        {feed.rows.map((row) => (
          <MessageItem key={row.id} row={row} onOpen={() => void detail.open(row)} />
        ))}
        {feed.rows.length === 0 && !feed.loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} style={{ marginTop: 40 }} />}
        {feed.loading && (
          <div style={{ textAlign: 'center', padding: 12 }}>
            <Spin size="small" />
          </div>
        )}
      </div>
      <div
        role="button"
        tabIndex={0}
        onClick={readAll}
        onKeyDown={(event) => event.key === 'Enter' && readAll()}
        style={{ height: 50, display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer', borderTop: '1px solid #f0f0f0' }}
        data-testid="message-read-all"
      >
        {t('messages.readAll')}
      </div>
      <MessageDetail message={detail.opened} onClose={detail.close} />
    </Drawer>
  );
});

function MessageItem({ row, onOpen }: { row: MessageRow; onOpen(): void }) {
  const look = typeIcons[row.type] ?? typeIcons[MessageType.workflow];
  const Icon = look.icon;
  const unread = Number(row.isRead) === 0;
  return (
    <div
      role="button"
      tabIndex={0}
      title={row.title}
      onClick={onOpen}
      onKeyDown={(event) => event.key === 'Enter' && onOpen()}
      className="kiln-message-item"
      data-testid="message-item"
      data-unread={unread ? '1' : '0'}
      style={{ height: 60, display: 'flex', alignItems: 'center', padding: '0 10px', borderBottom: '1px solid #f0f0f0', cursor: 'pointer' }}
    >
      <Badge dot={unread} status="warning">
        <span
          style={{ width: 36, height: 36, borderRadius: '50%', background: look.color, color: '#fff', display: 'grid', placeItems: 'center', fontSize: 18 }}
        >
          <Icon />
        </span>
      </Badge>
      <div style={{ marginLeft: 14, flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis style={{ display: 'block' }}>
          {row.title}
        </Typography.Text>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, gap: 5 }}>
          <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0, fontSize: 12 }}>
            {row.releaseUser}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>
            {formatDateTime(row.releaseTime)}
          </Typography.Text>
        </div>
      </div>
    </div>
  );
}

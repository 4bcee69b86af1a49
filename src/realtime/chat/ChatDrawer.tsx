// The chat drawer (spec 01 §2.9; JNPF's ChatDrawer): 280px, tabs Messages (the
// caller's conversations) and Contacts (Users/ImUser, searched, 20 a page, the
// next page within 300px of the bottom); a conversation's context menu removes it
// or deletes its records; a click opens the chat window and reads it.
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { createPortal } from 'react-dom';
import { App as AntApp, Avatar, Badge, Drawer, Dropdown, Empty, Input, Spin, Tabs } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import { chatContactLoadDistance, chatContactPageSize, imApi, type ChatConversation } from '@core/api/im';
import type { ContactNode } from '@core/api/userPickers';
import { userPickersApi } from '@core/api/userPickers';
import { useApi } from '@widgets/runtime/ApiContext';
import { formatDateTime } from '../../format/time';
import { useRealtimeSocket } from '../RealtimeProvider';
import { afterClear, afterRead, afterReceive, afterRemove, afterSend, anyUnread, isReceiveEvent, isSendEvent, nearBottom, previewOf } from './chatState';
import { ChatWindow, type ChatPartner } from './ChatWindow';

export const chatDrawerWidth = 280;

interface ChatDrawerProps {
  open: boolean;
  onClose(): void;
  /** Whether anything is unread, after each change of the list (the header icon blinks). */
  onUnreadChange(unread: boolean): void;
  /** The partner whose window is open, or null. */
  onViewing(partnerId: string | null): void;
}

export default function ChatDrawer({ open, onClose, onUnreadChange, onViewing }: ChatDrawerProps) {
  const { t } = useTranslation();
  const { transport } = useApi();
  const [api] = useState(() => ({ im: imApi(transport), users: userPickersApi(transport) }));
  const socket = useRealtimeSocket();
  const { modal } = AntApp.useApp();
  const [activeKey, setActiveKey] = useState('reply');
  const [conversations, setConversations] = useState<ChatConversation[] | null>(null);
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  // Read by the socket listener, which outlives renders; changed with the state, in choose().
  const partnerRef = useRef<ChatPartner | null>(null);
  const choose = (next: ChatPartner | null) => {
    partnerRef.current = next;
    setPartner(next);
  };

  // Each opening reads the list afresh, as JNPF's drawer does.
  useEffect(() => {
    if (!open) return;
    void api.im.conversations().then((answer) => {
      if (answer.code === ResultCode.ok) setConversations(answer.data.list);
    });
  }, [open, api]);

  useEffect(() => {
    if (conversations) onUnreadChange(anyUnread(conversations));
  }, [conversations, onUnreadChange]);

  useEffect(() => onViewing(partner?.id ?? null), [partner, onViewing]);

  useEffect(
    () =>
      socket.subscribe((event) => {
        if (isReceiveEvent(event)) {
          const viewing = partnerRef.current?.id === event.formUserId;
          setConversations((list) => (list ? afterReceive(list, event, viewing) : list));
        } else if (isSendEvent(event)) {
          setConversations((list) => (list ? afterSend(list, event) : list));
        }
      }),
    [socket],
  );

  const openConversation = (target: ChatPartner) => {
    socket.send('UpdateReadMessage', { formUserId: target.id });
    setConversations((list) => (list ? afterRead(list, target.id) : list));
    choose({ id: target.id, realName: target.realName, account: target.account, headIcon: target.headIcon });
  };

  const remove = async (conversation: ChatConversation) => {
    choose(null);
    const answer = await api.im.removeConversation(conversation.id);
    if (answer.code === ResultCode.ok) setConversations((list) => (list ? afterRemove(list, conversation.id) : list));
  };

  const clearRecords = (conversation: ChatConversation) => {
    choose(null);
    modal.confirm({
      title: t('chat.tip'),
      content: t('chat.deleteConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const answer = await api.im.deleteChatRecord(conversation.id);
        if (answer.code === ResultCode.ok) setConversations((list) => (list ? afterClear(list, conversation.id) : list));
      },
    });
  };

  const close = () => {
    choose(null);
    // JNPF's drawer opens on its Messages tab each time.
    setActiveKey('reply');
    onClose();
  };

  const preview = (conversation: ChatConversation) => {
    const shown = previewOf(conversation);
    return 'key' in shown ? t(shown.key) : shown.text;
  };

  const replies = (
    <div className="kiln-chat-list" data-testid="chat-conversations">
      {conversations === null && <Spin style={{ display: 'block', marginTop: 40 }} />}
      {conversations?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} style={{ marginTop: 40 }} />}
      {conversations?.map((conversation) => (
        <Dropdown
          key={conversation.id}
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'remove', label: t('chat.remove'), onClick: () => void remove(conversation) },
              { key: 'clear', label: t('chat.deleteRecords'), onClick: () => clearRecords(conversation) },
            ],
          }}
        >
          <div className="kiln-chat-item" data-testid="chat-conversation" data-user={conversation.id} onClick={() => openConversation(conversation)}>
            <Avatar size={36} src={conversation.headIcon || undefined} icon={<UserOutlined />} />
            <div className="kiln-chat-item-text">
              <div className="kiln-chat-item-title">
                <span>
                  {conversation.realName}/{conversation.account}
                </span>
                {conversation.unreadMessage > 0 && <Badge count={conversation.unreadMessage} data-testid="chat-unread" />}
              </div>
              <div className="kiln-chat-item-sub">
                <span>{preview(conversation)}</span>
                <span>{conversation.latestDate ? formatDateTime(conversation.latestDate) : ''}</span>
              </div>
            </div>
          </div>
        </Dropdown>
      ))}
    </div>
  );

  return (
    <>
      <Drawer
        title={t('chat.title')}
        open={open}
        onClose={close}
        size={chatDrawerWidth}
        rootClassName="kiln-chat-drawer"
        data-testid="chat-drawer"
        // The chat window sits beside the drawer, outside it: focus must be free to go there.
        focusable={{ trap: false }}
      >
        <Tabs
          size="small"
          activeKey={activeKey}
          onChange={setActiveKey}
          items={[
            { key: 'reply', label: t('chat.messages'), children: replies },
            { key: 'contacts', label: t('chat.contacts'), children: <Contacts api={api.users} active={activeKey === 'contacts'} onPick={openConversation} /> },
          ]}
        />
      </Drawer>
      {open && partner && createPortal(<ChatWindow key={partner.id} partner={partner} onClose={() => choose(null)} />, document.body)}
    </>
  );
}

/** The Contacts tab: loaded when first shown, searched, paged by 20 as it scrolls. */
function Contacts({ api, active, onPick }: { api: ReturnType<typeof userPickersApi>; active: boolean; onPick(contact: ChatPartner): void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ContactNode[]>([]);
  const [loading, setLoading] = useState(false);
  const paging = useRef({ page: 0, keyword: '', finished: false, busy: false, generation: 0, started: false });

  const load = useCallback(
    async (reset: boolean) => {
      const state = paging.current;
      if (reset) {
        state.generation += 1;
        state.page = 0;
        state.finished = false;
      } else if (state.busy || state.finished) return;
      const generation = state.generation;
      state.busy = true;
      setLoading(true);
      const answer = await api.contacts({ keyword: state.keyword, currentPage: state.page + 1, pageSize: chatContactPageSize });
      if (generation !== state.generation) return;
      state.busy = false;
      setLoading(false);
      if (answer.code !== ResultCode.ok) return;
      state.page += 1;
      state.finished = answer.data.list.length < chatContactPageSize;
      setRows((before) => (reset ? answer.data.list : [...before, ...answer.data.list]));
    },
    [api],
  );

  useEffect(() => {
    if (!active || paging.current.started) return;
    paging.current.started = true;
    void load(true);
  }, [active, load]);

  const search = (keyword: string) => {
    paging.current.keyword = keyword.trim();
    void load(true);
  };

  const scrolled = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget, chatContactLoadDistance)) void load(false);
  };

  return (
    <div className="kiln-chat-contacts">
      <Input.Search placeholder={t('chat.search')} allowClear onSearch={search} data-testid="chat-contact-search" />
      <div className="kiln-chat-list" onScroll={scrolled} data-testid="chat-contacts">
        {rows.map((row) => (
          <div
            key={row.id}
            className="kiln-chat-item"
            data-testid="chat-contact"
            data-user={row.id}
            onClick={() => onPick({ id: row.id, realName: row.realName, account: row.account ?? '', headIcon: row.headIcon ?? '' })}
          >
            <Avatar size={36} src={row.headIcon || undefined} icon={<UserOutlined />} />
            <div className="kiln-chat-item-text">
              <div className="kiln-chat-item-title">
                <span>
                  {row.realName}/{row.account}
                </span>
              </div>
              <div className="kiln-chat-item-sub">
                <span>{row.department}</span>
              </div>
            </div>
          </div>
        ))}
        {loading && <Spin style={{ display: 'block', margin: 12 }} />}
        {!loading && rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} style={{ marginTop: 40 }} />}
      </div>
    </div>
  );
}

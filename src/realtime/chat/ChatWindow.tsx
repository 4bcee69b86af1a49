// The chat window (spec 01 §2.9, §5.3; JNPF's Im): the latest 30 messages, new ones
// as they arrive (read at once), the emoji picker, one image upload at a time under
// 5 MB through the file service, Enter sends and empty text is not sent; the
// history panel pages by 50 with a keyword, the next page within 100px of its bottom.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { App as AntApp, Avatar, Button, Image, Input, Popover, Tooltip } from 'antd';
import { CloseOutlined, HistoryOutlined, PictureOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { ResultCode } from '@core/api/envelope';
import { chatFirstPageSize, chatHistoryLoadDistance, chatHistoryPageSize, chatUploadType, type MessageListEvent } from '@core/api/im';
import { useApi } from '@widgets/runtime/ApiContext';
import { useStores } from '../../stores';
import { formatDateTime } from '../../format/time';
import { useRealtimeSocket } from '../RealtimeProvider';
import { imageRefusal, isReceiveEvent, isSendEvent, lineOfReceive, lineOfRecord, lineOfSent, nearBottom, sendableText, type ChatLine } from './chatState';
import { chatEmoji } from './emoji';

export interface ChatPartner {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/** An image's size in pixels, as the message carries it. */
async function pixelSizeOf(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new window.Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve({ width: 0, height: 0 });
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

const isMessageList = (event: { method: string }): event is MessageListEvent =>
  event.method === 'messageList' && Array.isArray((event as Partial<MessageListEvent>).list);

export function ChatWindow({ partner, onClose }: { partner: ChatPartner; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const socket = useRealtimeSocket();
  const { session } = useStores();
  const { message } = AntApp.useApp();
  const me = session.userInfo;
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyLines, setHistoryLines] = useState<ChatLine[]>([]);
  const history = useRef({ keyword: '', page: 0, loading: false, finished: false, open: false });
  const linesBox = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const askHistory = (reset: boolean) => {
    const state = history.current;
    if (reset) {
      state.page = 0;
      state.finished = false;
      setHistoryLines([]);
    } else if (state.loading || state.finished) return;
    state.loading = true;
    socket.send('MessageList', {
      toUserId: partner.id,
      formUserId: me?.userId,
      currentPage: state.page + 1,
      pageSize: chatHistoryPageSize,
      sord: 'asc',
      keyword: state.keyword,
    });
  };

  useEffect(() => {
    const stop = socket.subscribe((event) => {
      if (isReceiveEvent(event) && event.formUserId === partner.id) {
        // Seen as it arrives: the sender's messages are read.
        socket.send('UpdateReadMessage', { formUserId: partner.id });
        setLines((before) => [...before, lineOfReceive(event)]);
        if (history.current.open) setHistoryLines((before) => [...before, lineOfReceive(event)]);
      } else if (isSendEvent(event) && event.toUserId === partner.id) {
        setLines((before) => [...before, lineOfSent(event)]);
        if (history.current.open) setHistoryLines((before) => [...before, lineOfSent(event)]);
      } else if (isMessageList(event) && event.toUserId === partner.id) {
        const page = event.list.map(lineOfRecord);
        if (event.sord === 'desc') return setLines(page);
        const state = history.current;
        if (event.keyword !== state.keyword) return;
        state.loading = false;
        state.page = event.pagination.currentPage;
        state.finished = page.length < event.pagination.pageSize;
        setHistoryLines((before) => (event.pagination.currentPage === 1 ? page : [...before, ...page]));
      }
    });
    socket.send('MessageList', { toUserId: partner.id, formUserId: me?.userId, currentPage: 1, pageSize: chatFirstPageSize, sord: 'desc' });
    return stop;
  }, [socket, partner.id, me?.userId]);

  // The newest message in view.
  useLayoutEffect(() => {
    const box = linesBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines]);

  const send = () => {
    const sendable = sendableText(text);
    if (!sendable) return;
    socket.send('SendMessage', { toUserId: partner.id, messageType: 'text', messageContent: sendable });
    setText('');
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const sendImage = async (file: File) => {
    const refusal = imageRefusal(file);
    if (refusal) return void message.error(t(refusal));
    setUploading(true);
    try {
      // A refusal's msg is shown by the transport (spec 01 §8: the server message).
      const uploaded = await api.file.upload(chatUploadType, file, file.name);
      if (uploaded.code !== ResultCode.ok) return;
      const size = await pixelSizeOf(file);
      socket.send('SendMessage', { toUserId: partner.id, messageType: 'image', messageContent: { name: uploaded.data.name, ...size } });
    } catch {
      void message.error(t('chat.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const toggleHistory = () => {
    const opening = !historyOpen;
    history.current.open = opening;
    setHistoryOpen(opening);
    if (opening) {
      history.current.keyword = '';
      askHistory(true);
    }
  };

  const searchHistory = (keyword: string) => {
    history.current.keyword = keyword.trim();
    history.current.loading = false;
    askHistory(true);
  };

  const historyScrolled = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget, chatHistoryLoadDistance)) askHistory(false);
  };

  const lineView = (line: ChatLine) => {
    const mine = line.userId === me?.userId;
    return (
      <div
        key={line.key}
        className={mine ? 'kiln-chat-line kiln-chat-line-mine' : 'kiln-chat-line'}
        data-testid="chat-line"
        data-mine={mine ? 'true' : 'false'}
      >
        <Avatar size={40} src={(mine ? me?.headIcon : partner.headIcon) || undefined} icon={<UserOutlined />} />
        <div className="kiln-chat-line-who">
          {mine ? t('chat.me') : partner.realName}
          <i>{formatDateTime(line.dateTime)}</i>
        </div>
        <div className="kiln-chat-bubble">
          {line.messageType === 'text' && line.text}
          {line.image && <Image src={line.image.path} width={Math.min(200, line.image.width || 200)} data-testid="chat-image" />}
        </div>
      </div>
    );
  };

  return (
    <div className="kiln-chat-window" data-testid="chat-window" data-partner={partner.id}>
      <div className="kiln-chat-window-header">
        <Avatar size={30} src={partner.headIcon || undefined} icon={<UserOutlined />} />
        <span className="kiln-chat-window-name">
          {partner.realName}/{partner.account}
        </span>
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={t('chat.close')} data-testid="chat-window-close" />
      </div>
      <div className="kiln-chat-window-main">
        <div className="kiln-chat-box">
          <div className="kiln-chat-lines" ref={linesBox} data-testid="chat-lines">
            {lines.map(lineView)}
          </div>
          <div className="kiln-chat-tools">
            <div>
              <Popover
                trigger="click"
                placement="topLeft"
                open={emojiOpen}
                onOpenChange={setEmojiOpen}
                content={
                  <div className="kiln-chat-emoji" data-testid="chat-emoji-list">
                    {chatEmoji.map((emoji) => (
                      <button
                        key={emoji}
                        type="button"
                        onClick={() => {
                          setText((before) => before + emoji);
                          setEmojiOpen(false);
                        }}
                      >
                        {emoji}
                      </button>
                    ))}
                  </div>
                }
              >
                <Tooltip title={t('chat.emoji')}>
                  <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoji')} data-testid="chat-emoji" />
                </Tooltip>
              </Popover>
              <Tooltip title={t('chat.image')}>
                <Button
                  type="text"
                  icon={<PictureOutlined />}
                  loading={uploading}
                  disabled={uploading}
                  onClick={() => fileInput.current?.click()}
                  aria-label={t('chat.image')}
                  data-testid="chat-image-button"
                />
              </Tooltip>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                hidden
                data-testid="chat-image-input"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file && !uploading) void sendImage(file);
                }}
              />
            </div>
            <Button type="text" icon={<HistoryOutlined />} onClick={toggleHistory} data-testid="chat-history-toggle">
              {t('chat.history')}
            </Button>
          </div>
          <div className="kiln-chat-write">
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={keyDown}
              placeholder={t('chat.placeholder')}
              data-testid="chat-input"
            />
            <div>
              <Button type="primary" onClick={send} data-testid="chat-send">
                {t('chat.send')}
              </Button>
            </div>
          </div>
        </div>
        {historyOpen && (
          <div className="kiln-chat-history" data-testid="chat-history">
            <Input.Search placeholder={t('chat.search')} allowClear onSearch={searchHistory} data-testid="chat-history-search" />
            <div className="kiln-chat-lines" onScroll={historyScrolled} data-testid="chat-history-lines">
              {historyLines.map(lineView)}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

// The header's chat icon (spec 01 §2.9, §4): it blinks while anything is unread —
// as initMessage's unreadNums say at connect, then as messages arrive and are
// read — and opens the chat drawer, whose code loads with the first click.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { useRealtimeSocket } from '../RealtimeProvider';
import { isReceiveEvent } from './chatState';
import './chat.css';

const ChatDrawer = lazy(() => import('./ChatDrawer'));

export function ChatButton() {
  const socket = useRealtimeSocket();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [unread, setUnread] = useState(false);
  // The partner whose window is open: their messages are read as they arrive, so they do not blink.
  const viewing = useRef<string | null>(null);

  useEffect(
    () =>
      socket.subscribe((event) => {
        if (event.method === 'initMessage' && Array.isArray(event.unreadNums)) setUnread(event.unreadNums.length > 0);
        else if (isReceiveEvent(event) && viewing.current !== event.formUserId) setUnread(true);
      }),
    [socket],
  );

  const onViewing = useCallback((partnerId: string | null) => {
    viewing.current = partnerId;
  }, []);

  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Tooltip title={t('chat.button')}>
        <Button type="text" onClick={show} data-testid="chat-button" data-unread={unread ? 'true' : 'false'} aria-label={t('chat.button')}>
          <MessageOutlined className={unread ? 'kiln-chat-twinkle' : undefined} style={{ fontSize: 16 }} />
        </Button>
      </Tooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <ChatDrawer open={open} onClose={() => setOpen(false)} onUnreadChange={setUnread} onViewing={onViewing} />
        </Suspense>
      )}
    </>
  );
}

// The signed-in shell's one socket, handed down by context (spec 01 §4): opened
// while a token is held, closed on sign-out or when this provider leaves the page.
// The session kinds end up here: logout signs out with a toast, refresh reloads.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../stores';
import { useMessages } from '../router/messages';
import { feedback } from '../http/feedback';
import { RealtimeConnection, type RealtimeSocket } from './socket';

const SocketContext = createContext<RealtimeSocket | null>(null);

/** Seconds the session-end toast stays, long enough to read after the sign-in page has drawn. */
const sessionEndToastSeconds = 3;

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const messages = useMessages();
  const { t } = useTranslation();
  const [connection] = useState(() => new RealtimeConnection());

  // What the session kinds do needs the current toasts and words, so the hooks follow them.
  useEffect(() => {
    connection.setHooks({
      onSessionEnded(msg) {
        // Our own sign-out also ends the session on the server, which tells this socket: nothing to announce then.
        if (session.endingSession || !session.token) return;
        messages.error(msg ?? t('common.loginExpired'), sessionEndToastSeconds);
        feedback.sessionEnded();
      },
      onReload(msg, delayMs) {
        if (msg) messages.error(msg);
        setTimeout(() => window.location.reload(), delayMs);
      },
    });
  }, [connection, session, messages, t]);

  useEffect(() => {
    const stop = reaction(
      () => [session.token, session.userInfo?.systemId] as const,
      ([token, systemId]) => (token ? connection.open(token, systemId) : connection.close()),
      { fireImmediately: true },
    );
    const online = () => connection.retryNow();
    window.addEventListener('online', online);
    return () => {
      stop();
      window.removeEventListener('online', online);
      connection.close();
    };
  }, [connection, session]);

  return <SocketContext.Provider value={connection}>{children}</SocketContext.Provider>;
}

/** The shell's socket; only inside <RealtimeProvider> (the header's realtime items). */
export function useRealtimeSocket(): RealtimeSocket {
  const socket = useContext(SocketContext);
  if (!socket) throw new Error('useRealtimeSocket() needs a <RealtimeProvider> above it');
  return socket;
}

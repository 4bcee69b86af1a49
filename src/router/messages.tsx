// Toasts on every screen. antd's message code loads with the first toast (the
// sign-in page shows none until a request fails), and antd's App, which also
// carries the modal and notification code, wraps only the signed-in layout.
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { feedback } from '../http/feedback';
import type { ShowToast, ToastKind } from './Toaster';

export type Messages = Record<ToastKind, (content: string, seconds?: number) => void>;

const Toaster = lazy(() => import('./Toaster'));
const toastSeconds = 1.5;
const kinds: ToastKind[] = ['error', 'warning', 'success', 'info'];

const messagesOf = (show: ShowToast): Messages =>
  Object.fromEntries(kinds.map((kind) => [kind, (content: string, seconds?: number) => show(kind, content, seconds)])) as Messages;

const MessagesContext = createContext<Messages | null>(null);

/** Toasts asked for before antd's message has arrived wait here, and are shown when it has. */
class ToastQueue {
  private show: ShowToast | null = null;
  private readonly waiting: Parameters<ShowToast>[] = [];

  constructor(private readonly wanted: () => void) {}

  readonly push: ShowToast = (...toast) => {
    if (this.show) return this.show(...toast);
    this.waiting.push(toast);
    this.wanted();
  };

  readonly ready = (show: ShowToast) => {
    this.show = show;
    for (const toast of this.waiting.splice(0)) show(...toast);
  };
}

/** Holds the toasts, asked for before antd's message has arrived, and routes the HTTP client's failures to them. */
export function MessagesProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [queue] = useState(() => new ToastQueue(() => setWanted(true)));
  const messages = useMemo(() => messagesOf(queue.push), [queue]);
  useEffect(() => {
    feedback.setToast((text) => messages.error(text, toastSeconds));
  }, [messages]);
  return (
    <MessagesContext.Provider value={messages}>
      {wanted && (
        <Suspense fallback={null}>
          <Toaster onReady={queue.ready} />
        </Suspense>
      )}
      {children}
    </MessagesContext.Provider>
  );
}

const staticMessages = messagesOf((...toast) => void import('./Toaster').then((module) => module.staticToast(...toast)));

/** The toasts; outside a provider (a page rendered alone in a test) antd's static ones. */
export function useMessages(): Messages {
  return useContext(MessagesContext) ?? staticMessages;
}

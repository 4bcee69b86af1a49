// antd's message, loaded with the first toast: the holder that draws toasts in
// the app's theme, and the static functions for a page rendered alone.
import { useEffect } from 'react';
import { message } from 'antd';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';
export type ShowToast = (kind: ToastKind, content: string, seconds?: number) => void;

export default function Toaster({ onReady }: { onReady(show: ShowToast): void }) {
  const [messages, holder] = message.useMessage();
  useEffect(() => {
    onReady((kind, content, seconds) => void messages[kind]({ content, duration: seconds }));
  }, [messages, onReady]);
  return holder;
}

/** Outside the app's frame (a page rendered alone in a test) toasts use antd's static functions. */
export const staticToast: ShowToast = (kind, content, seconds) => void message[kind]({ content, duration: seconds });

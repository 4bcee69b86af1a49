// The browser's WebSocket as the drawn-shell tests drive it: opened at once on a
// microtask, every frame sent kept as JSON, pushes delivered inside act().
import { act } from '@testing-library/react';

export class FakeBrowserSocket {
  static all: FakeBrowserSocket[] = [];
  readyState = 0;
  bufferedAmount = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeBrowserSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  push(event: Record<string, unknown>) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
  sentOf(method: string) {
    return this.sent.filter((message) => message.method === method);
  }
}

/** The socket opened last. */
export const lastSocket = () => FakeBrowserSocket.all[FakeBrowserSocket.all.length - 1];

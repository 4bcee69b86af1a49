// Every widget's catalog entry, as the app has them.
import '@widgets/catalog';
// Every word in the three languages at once: a screen under test draws without fetching its language's words.
import { addTexts } from '@app/i18n/instance';
import { signedInTexts } from '@app/i18n/tables';
// jsdom lacks matchMedia, which antd's responsive parts read.
import { vi } from 'vitest';

if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

// jsdom lacks ResizeObserver, which antd's tables and overflow lists observe with.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

addTexts(signedInTexts);

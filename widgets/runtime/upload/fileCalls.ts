// The file endpoints bound to one request's abort signal and progress callback,
// so an upload can be paused or cancelled and show its bar without the endpoint
// functions taking options of their own.
import type { Transport, TransportOptions } from '@core/api/envelope';
import { fileApi } from '@core/api/file';

export type FileCalls = ReturnType<typeof fileApi>;

/** fileApi over a transport that adds `options` to every call. */
export function fileCallsWith(transport: Transport, options: Pick<TransportOptions, 'signal' | 'onUploadProgress'>): FileCalls {
  const withOptions: Transport = (method, url, payload, own) => transport(method, url, payload, { ...own, ...options });
  return fileApi(withOptions);
}

/** Whether a call failed because it was aborted (the transport rejects then, as fetch does). */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

// A file's md5 (the chunked upload's identifier) computed in a Web Worker, so
// the page never freezes, or — only where Worker is missing (jsdom) — on the
// main thread, yielding between slices. Aborting stops the work at once.
import type { HashReply } from './md5Slices';

/** The file could not be read (removed or changed since it was chosen). */
export class FileReadError extends Error {}

const aborted = () => new DOMException('Hashing was aborted', 'AbortError');

function inWorker(file: Blob, signal?: AbortSignal, onProgress?: (done: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(aborted());
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') return onProgress?.(reply.done);
      finish();
      if (reply.kind === 'done') resolve(reply.md5);
      else reject(new FileReadError(reply.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new FileReadError(event.message));
    };
    worker.postMessage({ file });
  });
}

async function onMainThread(file: Blob, signal?: AbortSignal, onProgress?: (done: number) => void): Promise<string> {
  const { md5InSlices } = await import('./md5Slices');
  const between = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw aborted();
  };
  try {
    return await md5InSlices(file, { progress: onProgress, between });
  } catch (error) {
    if (signal?.aborted) throw aborted();
    throw new FileReadError(error instanceof Error ? error.message : String(error));
  }
}

/** The md5 of `file` as lowercase hex; rejects with FileReadError when it cannot be read, with an AbortError when aborted. */
export function md5Of(file: Blob, signal?: AbortSignal, onProgress?: (done: number) => void): Promise<string> {
  if (signal?.aborted) return Promise.reject(aborted());
  return typeof Worker === 'undefined' ? onMainThread(file, signal, onProgress) : inWorker(file, signal, onProgress);
}

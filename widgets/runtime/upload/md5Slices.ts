// The md5 of a file read in slices of chunkUpload.hashSlice bytes (spec 03 §9),
// so memory holds one slice at a time; the worker and the main-thread fallback
// run this same loop.
import SparkMD5 from 'spark-md5';
import { chunkUpload } from '@core/api/file';

/** What the worker is sent, and what it answers. */
export interface HashRequest {
  file: Blob;
}

export type HashReply = { kind: 'progress'; done: number } | { kind: 'done'; md5: string } | { kind: 'error'; message: string };

function readSlice(slice: Blob): Promise<ArrayBuffer> {
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(slice);
  });
}

export interface SliceHooks {
  /** Bytes hashed so far. */
  progress?(done: number): void;
  /** Awaited between slices (the main thread yields there); throws to stop. */
  between?(): Promise<void>;
}

/** The file's md5 as lowercase hex. */
export async function md5InSlices(file: Blob, hooks: SliceHooks = {}, sliceSize: number = chunkUpload.hashSlice): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  const read = (start: number) => {
    const reading = readSlice(file.slice(start, Math.min(file.size, start + sliceSize)));
    // Awaited in the next turn; until then a failure must not count as unhandled.
    reading.catch(() => undefined);
    return reading;
  };
  // The next slice is read while this one is hashed: the disk and the hashing overlap.
  let next = file.size > 0 ? read(0) : null;
  for (let start = 0; next; start += sliceSize) {
    const bytes = await next;
    const end = Math.min(file.size, start + sliceSize);
    next = end < file.size ? read(end) : null;
    spark.append(bytes);
    hooks.progress?.(end);
    await hooks.between?.();
  }
  return spark.end();
}

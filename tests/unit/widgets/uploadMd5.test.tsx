// The chunked upload's identifier: the file's md5, read in slices so memory
// holds one slice at a time; jsdom has no Worker, so this is the main-thread
// path (the worker runs the same slice loop; bench/md5.ts times it in Chromium).
import { describe, expect, it } from 'vitest';
import SparkMD5 from 'spark-md5';
import { chunkUpload } from '@core/api/file';
import { FileReadError, md5Of } from '@widgets/runtime/upload/md5';
import { md5InSlices } from '@widgets/runtime/upload/md5Slices';

describe('the md5 of a file', () => {
  it('is the lowercase hex md5 of its bytes', async () => {
    expect(await md5Of(new Blob(['hello']))).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(await md5Of(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('is the same read in slices as read whole, and reports each slice', async () => {
    const bytes = new Uint8Array(2_500).map((_, i) => (i * 7) % 256);
    const done: number[] = [];
    const sliced = await md5InSlices(new Blob([bytes]), { progress: (at) => done.push(at) }, 1_000);
    expect(sliced).toBe(SparkMD5.ArrayBuffer.hash(bytes.buffer));
    expect(done).toEqual([1_000, 2_000, 2_500]);
    expect(chunkUpload.hashSlice).toBe(10_240_000);
  });

  it('stops when aborted, and names an unreadable file a read error', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(md5Of(new Blob(['x']), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    const unreadable = new Blob(['x']);
    unreadable.slice = () => {
      throw new Error('NotReadableError');
    };
    await expect(md5Of(unreadable)).rejects.toBeInstanceOf(FileReadError);
  });
});

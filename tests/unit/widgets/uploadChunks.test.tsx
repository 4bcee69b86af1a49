// The chunked uploader as spec 03 §4, §8 and ARCHITECTURE §8 "Files" state it,
// over a fake file service: md5 first (文件校验中), then waiting, uploading,
// paused, error and success; held chunks skipped; a chunk retried 5 times before
// 上传失败; 99% until the merge answered; the merge 300 ms after the last chunk.
import { describe, expect, it } from 'vitest';
import type { Envelope } from '@core/api/envelope';
import { chunkUpload, type ChunkFields, type ChunkStatus, type MergeRequest, type UploadedFile } from '@core/api/file';
import { ChunkedUpload, chunkCountOf, retryDelay, type ChunkCalls, type ChunkUploadState } from '@widgets/runtime/upload/chunkedUpload';
import { UploadSlots } from '@widgets/runtime/upload/uploadSlots';

const md5 = '0123456789abcdef0123456789abcdef';
const { chunkSize } = chunkUpload;

/** A promise settled from outside. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

type Gate = ReturnType<typeof gate<void>>;

const flush = async (times = 20) => {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
};

const abortError = () => new DOMException('aborted', 'AbortError');

/** The server's side of simple-uploader's protocol, with knobs for failures and held chunks. */
class FakeFileService {
  held = new Set<number>();
  wholeFileStored = false;
  statusAsked: number[] = [];
  sent: ChunkFields[] = [];
  merges: MergeRequest[] = [];
  /** Chunk posts answered with this code before one succeeds (500: a failed try; others: a refusal). */
  failures: { code: number; count: number } = { code: 500, count: 0 };
  /** Never answer merge:true (a server that lost the plan). */
  neverMerge = false;
  /** Chunks whose post waits until released. */
  gates = new Map<number, Gate>();
  mergeGate: Gate | null = null;

  private status(total: number): ChunkStatus {
    return { uploaded: this.wholeFileStored, chunkNumbers: [...this.held].sort((a, b) => a - b), merge: !this.neverMerge && this.held.size === total };
  }

  calls = (signal: AbortSignal, progress: (loaded: number) => void): ChunkCalls => ({
    chunkStatus: async (fields) => {
      this.statusAsked.push(fields.chunkNumber);
      return ok(this.status(fields.totalChunks));
    },
    uploadChunk: async (fields, bytes) => {
      this.sent.push(fields);
      const waiting = this.gates.get(fields.chunkNumber);
      if (waiting) {
        await new Promise<void>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(abortError()));
          void waiting.promise.then(() => resolve());
        });
      }
      if (this.failures.count > 0) {
        this.failures.count -= 1;
        return { code: this.failures.code, msg: 'refused', data: null as unknown as ChunkStatus };
      }
      progress(bytes.size);
      this.held.add(fields.chunkNumber);
      return ok(this.status(fields.totalChunks));
    },
    merge: async (request) => {
      this.merges.push(request);
      if (this.mergeGate) await this.mergeGate.promise;
      const answer: UploadedFile = {
        name: '501',
        fileId: '501',
        fileName: request.fileName,
        url: '/api/file/Download/annex/501',
        fileSize: request.fileSize,
        fileExtension: 'bin',
        fileVersionId: '501',
      };
      return ok(answer);
    },
  });
}

const ok = <T,>(data: T): Envelope<T> => ({ code: 200, msg: '', data });

function fileOf(size: number, name = 'report.bin') {
  return new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });
}

interface Harness {
  upload: ChunkedUpload;
  server: FakeFileService;
  states: ChunkUploadState[];
  notices: string[];
  entries: unknown[];
  waits: number[];
}

function harness(size: number, options: { server?: FakeFileService; hash?: () => Promise<string>; slots?: UploadSlots; name?: string } = {}): Harness {
  const server = options.server ?? new FakeFileService();
  const states: ChunkUploadState[] = [];
  const notices: string[] = [];
  const entries: unknown[] = [];
  const waits: number[] = [];
  const upload = new ChunkedUpload(
    fileOf(size, options.name),
    { type: 'annex', query: { pathType: 'defaultPath', isAccount: 0 } },
    { calls: server.calls, hash: options.hash ?? (async () => md5), wait: async (ms) => void waits.push(ms), slots: options.slots },
    { succeeded: (entry) => entries.push(entry), notice: (message) => notices.push(message) },
  );
  upload.subscribe(() => {
    if (states[states.length - 1] !== upload.state) states.push(upload.state);
  });
  return { upload, server, states, notices, entries, waits };
}

const threeChunks = 3 * chunkSize + 100;

describe('the chunked uploader', () => {
  it('checks the file (文件校验中) first, then waits for a place, uploads and succeeds', async () => {
    const hashing = gate<string>();
    const { upload, states, entries, server } = harness(threeChunks, { hash: () => hashing.promise });
    const started = upload.start();
    expect(upload.state).toBe('checking');
    hashing.open(md5);
    await started;
    await flush(50);
    expect(states).toEqual(['waiting', 'uploading', 'success']);
    expect(upload.identifier).toBe(md5);
    expect(server.sent.map((fields) => fields.chunkNumber)).toEqual([1, 2, 3]);
    expect(entries).toEqual([
      { name: 'report.bin', fileId: '501', url: '/api/file/Download/annex/501', fileSize: threeChunks, fileExtension: 'bin', fileVersionId: '501' },
    ]);
  });

  it("sends simple-uploader's fields: whole chunks, the last one taking the rest, the md5 as identifier", async () => {
    const { upload, server } = harness(threeChunks);
    await upload.start();
    await flush(50);
    expect(chunkCountOf(threeChunks)).toBe(3);
    expect(
      server.sent.map(({ chunkNumber, chunkSize: size, currentChunkSize, totalChunks, totalSize, identifier, extension }) => ({
        chunkNumber,
        size,
        currentChunkSize,
        totalChunks,
        totalSize,
        identifier,
        extension,
      })),
    ).toEqual([
      { chunkNumber: 1, size: chunkSize, currentChunkSize: chunkSize, totalChunks: 3, totalSize: threeChunks, identifier: md5, extension: 'bin' },
      { chunkNumber: 2, size: chunkSize, currentChunkSize: chunkSize, totalChunks: 3, totalSize: threeChunks, identifier: md5, extension: 'bin' },
      { chunkNumber: 3, size: chunkSize, currentChunkSize: chunkSize + 100, totalChunks: 3, totalSize: threeChunks, identifier: md5, extension: 'bin' },
    ]);
    expect(server.merges).toEqual([
      {
        identifier: md5,
        fileName: 'report.bin',
        fileSize: threeChunks,
        fileType: 'application/octet-stream',
        extension: 'bin',
        type: 'annex',
        pathType: 'defaultPath',
        isAccount: 0,
      },
    ]);
  });

  it('asks before each chunk and skips those the server holds, so an upload resumes after a restart', async () => {
    const server = new FakeFileService();
    server.held = new Set([1, 2]);
    const { upload } = harness(threeChunks, { server });
    await upload.start();
    await flush(50);
    expect(server.statusAsked).toEqual([1, 2, 3]);
    expect(server.sent.map((fields) => fields.chunkNumber)).toEqual([3]);
    expect(upload.state).toBe('success');
  });

  it('sends nothing when the server has the whole file already, and merges', async () => {
    const server = new FakeFileService();
    server.wholeFileStored = true;
    const { upload } = harness(threeChunks, { server });
    await upload.start();
    await flush(50);
    expect(server.sent).toEqual([]);
    expect(server.merges).toHaveLength(1);
    expect(upload.state).toBe('success');
  });

  it('merges 300 ms after the last chunk', async () => {
    const { upload, waits, server } = harness(threeChunks);
    await upload.start();
    await flush(50);
    expect(waits).toEqual([chunkUpload.mergeDelay]);
    expect(chunkUpload.mergeDelay).toBe(300);
    expect(server.merges).toHaveLength(1);
  });

  it('shows at most 99% until the merge answered, then 100% and 上传成功', async () => {
    const server = new FakeFileService();
    server.mergeGate = gate<void>();
    const { upload } = harness(threeChunks, { server });
    await upload.start();
    await flush(50);
    expect(upload.progress).toBe(1);
    expect(upload.percent).toBe(99);
    expect(upload.state).toBe('uploading');
    server.mergeGate.open();
    await flush();
    expect(upload.state).toBe('success');
    expect(upload.percent).toBe(100);
  });

  it('pauses (暂停中) by stopping the chunk in flight, and resumes from what the server holds', async () => {
    const server = new FakeFileService();
    const second = gate<void>();
    server.gates.set(2, second);
    const { upload, states } = harness(threeChunks, { server });
    await upload.start();
    await flush();
    expect(upload.state).toBe('uploading');
    expect(upload.percent).toBe(33);
    upload.pause();
    expect(upload.state).toBe('paused');
    await flush();
    expect(server.held).toEqual(new Set([1]));
    server.gates.clear();
    upload.resume();
    await flush(80);
    expect(states).toEqual(['waiting', 'uploading', 'paused', 'waiting', 'uploading', 'success']);
    expect(server.statusAsked).toEqual([1, 2, 2, 3]);
    expect(server.sent.map((fields) => fields.chunkNumber)).toEqual([1, 2, 2, 3]);
  });

  it('tries a failing chunk again up to 5 times, then says 上传失败, and a retry starts over', async () => {
    const server = new FakeFileService();
    server.failures = { code: 500, count: 100 };
    const { upload, notices, waits } = harness(threeChunks, { server });
    await upload.start();
    await flush(200);
    expect(chunkUpload.chunkRetries).toBe(5);
    expect(server.sent.map((fields) => fields.chunkNumber)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(waits).toEqual([retryDelay, retryDelay, retryDelay, retryDelay, retryDelay]);
    expect(upload.state).toBe('error');
    expect(notices).toEqual(['uploader.failed']);
    server.failures = { code: 500, count: 0 };
    upload.retry();
    await flush(80);
    expect(upload.state).toBe('success');
  });

  it("cancels the file on a refusal (the transport has shown the server's msg)", async () => {
    const server = new FakeFileService();
    server.failures = { code: 400, count: 1 };
    const { upload, notices, states } = harness(threeChunks, { server });
    await upload.start();
    await flush(50);
    expect(server.sent).toHaveLength(1);
    expect(states[states.length - 1]).toBe('cancelled');
    expect(notices).toEqual([]);
  });

  it('says 上传失败 and cancels when the last answer has neither merge nor uploaded', async () => {
    const server = new FakeFileService();
    server.neverMerge = true;
    const { upload, notices } = harness(threeChunks, { server });
    await upload.start();
    await flush(50);
    expect(server.merges).toEqual([]);
    expect(notices).toEqual(['uploader.failed']);
    expect(upload.state).toBe('cancelled');
  });

  it('says 文件{name}读取出错，请检查该文件 and cancels when the file cannot be read', async () => {
    const { upload, notices, server } = harness(threeChunks, { hash: async () => Promise.reject(new Error('NotReadableError')), name: '合同.pdf' });
    await upload.start();
    expect(notices).toEqual(['uploader.readError?name=%E5%90%88%E5%90%8C.pdf']);
    expect(upload.state).toBe('cancelled');
    expect(server.statusAsked).toEqual([]);
  });

  it('cancels while checking or uploading, and sends nothing more', async () => {
    const hashing = gate<string>();
    const checking = harness(threeChunks, { hash: () => hashing.promise });
    const started = checking.upload.start();
    checking.upload.cancel();
    hashing.fail(abortError());
    await started;
    expect(checking.upload.state).toBe('cancelled');
    expect(checking.server.statusAsked).toEqual([]);

    const server = new FakeFileService();
    server.gates.set(1, gate<void>());
    const sending = harness(threeChunks, { server });
    await sending.upload.start();
    await flush();
    sending.upload.cancel();
    await flush(50);
    expect(sending.upload.state).toBe('cancelled');
    expect(server.sent).toHaveLength(1);
    expect(server.merges).toEqual([]);
  });

  it('lets a file wait (等待中) while others use every place', async () => {
    const slots = new UploadSlots(1);
    const server = new FakeFileService();
    const first = gate<void>();
    server.gates.set(1, first);
    const one = harness(threeChunks, { server, slots });
    const two = harness(threeChunks, { server: new FakeFileService(), slots });
    await one.upload.start();
    await two.upload.start();
    await flush();
    expect(one.upload.state).toBe('uploading');
    expect(two.upload.state).toBe('waiting');
    first.open();
    await flush(100);
    expect(one.upload.state).toBe('success');
    expect(two.upload.state).toBe('success');
  });

  it('pauses a waiting file, which then gives up its turn', async () => {
    const slots = new UploadSlots(1);
    const server = new FakeFileService();
    const first = gate<void>();
    server.gates.set(1, first);
    const one = harness(threeChunks, { server, slots });
    const two = harness(threeChunks, { slots });
    await one.upload.start();
    await two.upload.start();
    two.upload.pause();
    first.open();
    await flush(100);
    expect(two.upload.state).toBe('paused');
    expect(two.server.sent).toEqual([]);
    two.upload.resume();
    await flush(100);
    expect(two.upload.state).toBe('success');
  });
});

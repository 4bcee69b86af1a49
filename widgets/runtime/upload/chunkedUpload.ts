// One file sent in simple-uploader's chunks (ARCHITECTURE §8 "Files", spec 03
// §4, §8), as plain TypeScript over the endpoint functions it is given, so it
// runs and is tested without React. States: checking (md5 first), waiting,
// uploading, paused, error, success — and cancelled, when it leaves the panel.
// Before each chunk it asks which chunks the server holds and skips those, so an
// upload resumes even after the browser restarted; a chunk is retried up to
// chunkRetries times; 300 ms after the last chunk the merge makes the file.
import { ResultCode, type Envelope } from '@core/api/envelope';
import { chunkUpload, type ChunkFields, type ChunkStatus, type FileEntry, type UploadQuery } from '@core/api/file';
import { messageKey } from '@core/i18n/text';
import type { FileCalls } from './fileCalls';
import { isAbort } from './fileCalls';
import { fileEntryFrom } from './entries';
import { extensionOf } from './rules';
import type { UploadSlots } from './uploadSlots';

export type ChunkUploadState = 'checking' | 'waiting' | 'uploading' | 'paused' | 'error' | 'success' | 'cancelled';

export type ChunkCalls = Pick<FileCalls, 'chunkStatus' | 'uploadChunk' | 'merge'>;

export interface ChunkUploadDeps {
  /** The endpoints for one request, stopped by `signal`; `progress` hears the bytes of the body sent so far. */
  calls(signal: AbortSignal, progress: (loaded: number) => void): ChunkCalls;
  /** The file's md5 as lowercase hex; rejects with an AbortError when aborted, with anything else when unreadable. */
  hash(file: Blob, signal: AbortSignal): Promise<string>;
  wait(ms: number): Promise<void>;
  /** Places shared with other uploads (one file at a time when absent). */
  slots?: UploadSlots;
}

export interface ChunkUploadTarget {
  /** The upload type (annex, …). */
  type: string;
  query: UploadQuery;
}

export interface ChunkUploadEvents {
  /** The merge answered: the entry the field stores. */
  succeeded(entry: FileEntry): void;
  /** Something the user must read, as a message key (上传失败, the read error); the server's own msg the transport shows. */
  notice(message: string): void;
}

/** Pause between the tries of a chunk. */
export const retryDelay = 500;

/** simple-uploader's plan: whole chunks of chunkSize, the last taking the rest (up to twice the size). */
export const chunkCountOf = (size: number) => Math.max(1, Math.floor(size / chunkUpload.chunkSize));

/** How one chunk's turn ended. */
type ChunkOutcome = 'held' | 'whole' | 'stopped' | 'refused' | 'failed';

const retryable = (code: number) => code === ResultCode.serverError;

let uploadCount = 0;

export class ChunkedUpload {
  /** Tells uploads of files with the same name apart (the panel's row keys). */
  readonly id = (uploadCount += 1);
  state: ChunkUploadState = 'checking';
  /** The whole file's md5, once checked. */
  identifier = '';
  readonly totalChunks: number;
  private readonly held = new Set<number>();
  private sentBytes = 0;
  private currentBytes = 0;
  /** The latest answer of the server about this file (a chunk's or a status check's). */
  private lastStatus: ChunkStatus | null = null;
  private controller: AbortController | null = null;
  private hashing: AbortController | null = null;
  private merging = false;
  private loop: Promise<void> | null = null;
  private restart = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly file: File,
    private readonly target: ChunkUploadTarget,
    private readonly deps: ChunkUploadDeps,
    private readonly events: ChunkUploadEvents,
  ) {
    this.totalChunks = chunkCountOf(file.size);
  }

  /** The name sent and stored: JNPF drops '#', which breaks links. */
  get name(): string {
    return this.file.name.replaceAll('#', '');
  }

  /** Share of the bytes the server holds or has received, 0–1. */
  get progress(): number {
    if (this.state === 'success') return 1;
    return this.file.size === 0 ? 0 : Math.min(1, (this.sentBytes + this.currentBytes) / this.file.size);
  }

  /** The percentage shown: never 100 before the merge answered. */
  get percent(): number {
    if (this.state === 'success') return 100;
    return Math.min(99, Math.floor(this.progress * 100));
  }

  /** Hears every change of state or progress; answers the function that stops listening. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Checks the file (md5), then sends it. */
  async start(): Promise<void> {
    const hashing = new AbortController();
    this.hashing = hashing;
    try {
      this.identifier = await this.deps.hash(this.file, hashing.signal);
    } catch (error) {
      if (hashing.signal.aborted || isAbort(error)) return;
      this.events.notice(messageKey('uploader.readError', { name: this.name }));
      this.finishCancelled();
      return;
    } finally {
      this.hashing = null;
    }
    if (this.state !== 'checking') return;
    this.run();
  }

  pause(): void {
    if ((this.state !== 'waiting' && this.state !== 'uploading') || this.merging) return;
    this.set('paused');
    this.controller?.abort();
  }

  resume(): void {
    if (this.state === 'paused') this.run();
  }

  /** After 上传失败: the chunk's tries start again. */
  retry(): void {
    if (this.state === 'error') this.run();
  }

  cancel(): void {
    if (this.state === 'success' || this.state === 'cancelled') return;
    this.hashing?.abort();
    this.controller?.abort();
    this.finishCancelled();
  }

  private set(state: ChunkUploadState): void {
    this.state = state;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private finishCancelled(): void {
    this.currentBytes = 0;
    this.set('cancelled');
  }

  /** Starts the sending loop, or has the running one start again once it has wound down (a resume right after a pause). */
  private run(): void {
    this.set('waiting');
    if (this.loop) {
      this.restart = true;
      return;
    }
    this.loop = this.send().finally(() => {
      this.loop = null;
      if (this.restart) {
        this.restart = false;
        if (this.state === 'waiting') this.run();
      }
    });
  }

  private async send(): Promise<void> {
    const release = this.deps.slots ? await this.deps.slots.take() : () => undefined;
    try {
      if (this.state !== 'waiting') return;
      this.set('uploading');
      for (let number = 1; number <= this.totalChunks; number += 1) {
        if (this.held.has(number)) continue;
        const outcome = await this.sendChunk(number);
        if (outcome === 'whole') break;
        if (outcome !== 'held') return;
      }
      await this.merge();
    } finally {
      release();
    }
  }

  private fieldsOf(number: number): ChunkFields {
    const { chunkSize } = chunkUpload;
    const start = (number - 1) * chunkSize;
    const end = number === this.totalChunks ? this.file.size : start + chunkSize;
    return {
      chunkNumber: number,
      chunkSize,
      currentChunkSize: end - start,
      totalSize: this.file.size,
      identifier: this.identifier,
      filename: this.name,
      relativePath: this.name,
      totalChunks: this.totalChunks,
      fileType: this.file.type,
      extension: extensionOf(this.name),
    };
  }

  private bytesOf(fields: ChunkFields): Blob {
    const start = (fields.chunkNumber - 1) * fields.chunkSize;
    return this.file.slice(start, start + fields.currentChunkSize);
  }

  private markHeld(number: number, status: ChunkStatus): void {
    if (!this.held.has(number)) this.sentBytes += this.fieldsOf(number).currentChunkSize;
    this.held.add(number);
    this.currentBytes = 0;
    this.lastStatus = status;
    this.emit();
  }

  /** A refusal by the server (its msg is on screen already): the file leaves the panel. */
  private refused(): ChunkOutcome {
    this.finishCancelled();
    return 'refused';
  }

  /** Asks whether the server holds the chunk, sends it when not; tries again on a failed connection or server error. */
  private async sendChunk(number: number): Promise<ChunkOutcome> {
    const fields = this.fieldsOf(number);
    for (let attempt = 0; ; attempt += 1) {
      if (this.state !== 'uploading') return 'stopped';
      const controller = new AbortController();
      this.controller = controller;
      const calls = this.deps.calls(controller.signal, (loaded) => {
        this.currentBytes = Math.min(loaded, fields.currentChunkSize);
        this.emit();
      });
      let answer: Envelope<ChunkStatus> | null = null;
      try {
        const status = await calls.chunkStatus(fields);
        if (controller.signal.aborted) return 'stopped';
        if (status.code === ResultCode.ok && status.data.uploaded) {
          // The server has these very bytes already: nothing more to send.
          this.lastStatus = status.data;
          this.sentBytes = this.file.size;
          this.currentBytes = 0;
          this.emit();
          return 'whole';
        }
        if (status.code === ResultCode.ok && status.data.chunkNumbers.includes(number)) {
          this.markHeld(number, status.data);
          return 'held';
        }
        if (status.code !== ResultCode.ok && !retryable(status.code)) return this.refused();
        if (status.code === ResultCode.ok) answer = await calls.uploadChunk(fields, this.bytesOf(fields));
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return 'stopped';
        answer = null;
      }
      if (controller.signal.aborted) return 'stopped';
      if (answer?.code === ResultCode.ok) {
        this.markHeld(number, answer.data);
        return 'held';
      }
      if (answer && !retryable(answer.code)) return this.refused();
      this.currentBytes = 0;
      if (attempt >= chunkUpload.chunkRetries) {
        this.set('error');
        this.events.notice('uploader.failed');
        return 'failed';
      }
      await this.deps.wait(retryDelay);
    }
  }

  /** 300 ms after the last chunk: the merge, when the server said the file is whole; 上传失败 otherwise. */
  private async merge(): Promise<void> {
    const status = this.lastStatus;
    if (!status || (!status.merge && !status.uploaded)) {
      this.events.notice('uploader.failed');
      this.finishCancelled();
      return;
    }
    this.merging = true;
    try {
      await this.deps.wait(chunkUpload.mergeDelay);
      if (this.state !== 'uploading') return;
      const controller = new AbortController();
      this.controller = controller;
      const calls = this.deps.calls(controller.signal, () => undefined);
      const answer = await calls
        .merge({ identifier: this.identifier, fileName: this.name, fileSize: this.file.size, fileType: this.file.type, extension: extensionOf(this.name), type: this.target.type, ...this.target.query })
        .catch((error: unknown) => {
          if (isAbort(error)) return null;
          throw error;
        });
      if (!answer || controller.signal.aborted || this.state !== 'uploading') return;
      if (answer.code === ResultCode.ok) {
        this.set('success');
        this.events.succeeded(fileEntryFrom(answer.data, this.name));
      } else if (retryable(answer.code)) {
        this.set('error');
        this.events.notice('uploader.failed');
      } else {
        this.finishCancelled();
      }
    } finally {
      this.merging = false;
    }
  }
}

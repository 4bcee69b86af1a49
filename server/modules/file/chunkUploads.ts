// simple-uploader's protocol on the server (ARCHITECTURE §8 "Files"): the test
// request says which chunks are held (or that the whole file already is), each
// chunk is checked against the file's plan before it counts, and the merge
// streams the chunks into storage, where the bytes must match the md5 the
// browser computed. A refused merge removes the chunks and stores nothing.
// Chunks and merged files keep within the user's quotas (uploadQuota.ts).
import type { Readable } from 'node:stream';
import { allowedChunkCounts, chunkUpload, expectedChunkBytes, imageUploadTypes, type ChunkFields, type ChunkStatus } from '@core/api/file';
import { badRequest } from '../../http/errors';
import type { ChunkStore, ClaimedChunks } from './chunks';
import type { FileRow, FileService } from './fileService';
import type { UploadQuota } from './uploadQuota';

export interface MergeFields {
  identifier: string;
  fileName: string;
  fileSize: number;
  type: string;
}

/** The chunk fields the plan is checked with; simple-uploader's others (relativePath, fileType, extension) are optional and unread. */
type ChunkPlan = Omit<ChunkFields, 'relativePath' | 'fileType' | 'extension'>;

/** Every chunk from 1 to totalChunks is held. */
const coversAll = (held: readonly number[], totalChunks: number) => held.length === totalChunks && held.every((number, index) => number === index + 1);

/** The bytes this chunk must hold, or a refusal when its fields contradict each other. */
function chunkBytes(fields: ChunkPlan): number {
  const expected = expectedChunkBytes(fields.totalSize, fields.totalChunks, fields.chunkNumber, fields.chunkSize);
  if (expected === null || expected !== fields.currentChunkSize) throw badRequest('file.chunkPlanInvalid');
  return expected;
}

/** Chunks 1…k of sizes that make exactly `fileSize` bytes in one of the plans simple-uploader uses. */
function holdsWholeFile(claimed: ClaimedChunks, fileSize: number): boolean {
  const count = claimed.numbers.length;
  if (!allowedChunkCounts(fileSize).includes(count) || !coversAll(claimed.numbers, count)) return false;
  return claimed.sizes.every((size, index) => size === expectedChunkBytes(fileSize, count, index + 1, chunkUpload.chunkSize));
}

export class ChunkUploads {
  constructor(
    private readonly chunks: ChunkStore,
    private readonly files: FileService,
    private readonly quota: UploadQuota,
  ) {}

  /** The test request: already stored whole, or which chunks are held. */
  async status(userId: string, fields: ChunkPlan): Promise<ChunkStatus> {
    chunkBytes(fields);
    const identifier = fields.identifier.toLowerCase();
    if (await this.files.findComplete(userId, identifier, fields.totalSize)) return { uploaded: true, chunkNumbers: [], merge: false };
    const held = await this.chunks.held(userId, identifier);
    return { uploaded: false, chunkNumbers: held, merge: coversAll(held, fields.totalChunks) };
  }

  /** Keeps one chunk once its plan, the file's extension and size, its byte count and the quotas hold. */
  async receive(userId: string, fields: ChunkPlan, bytes: Readable): Promise<ChunkStatus> {
    const expected = chunkBytes(fields);
    await this.files.checkBeforeReading(fields.filename, fields.totalSize);
    // The merged file must fit beside the user's files no record holds: better said now than after the last chunk.
    await this.quota.checkUnattached(userId, fields.totalSize);
    const identifier = fields.identifier.toLowerCase();
    const write = () => this.chunks.write(userId, identifier, fields.chunkNumber, bytes, expected);
    await this.quota.keepChunk(userId, identifier, fields.chunkNumber, expected, write);
    const held = await this.chunks.held(userId, identifier);
    return { uploaded: false, chunkNumbers: held, merge: coversAll(held, fields.totalChunks) };
  }

  /** Joins the chunks into a stored file (or copies the user's identical file); the chunks are gone afterwards either way. */
  async merge(userId: string, fields: MergeFields): Promise<FileRow> {
    const identifier = fields.identifier.toLowerCase();
    const incoming = { name: fields.fileName, ownerId: userId, uploadType: fields.type, requireImage: imageUploadTypes.includes(fields.type), expected: { md5: identifier, size: fields.fileSize } };
    // Checked before the chunks are claimed: a refusal keeps them, to merge once the user's forms are saved.
    await this.quota.checkUnattached(userId, fields.fileSize);
    const claimed = await this.chunks.claim(userId, identifier);
    if (!claimed) {
      await this.files.checkBeforeReading(fields.fileName, fields.fileSize);
      const earlier = await this.files.findComplete(userId, identifier, fields.fileSize);
      if (!earlier) throw badRequest('file.chunksMissing');
      return this.quota.keepUnattached(await this.files.store({ ...incoming, source: this.files.open(earlier) }));
    }
    let row: FileRow;
    try {
      await this.files.checkBeforeReading(fields.fileName, fields.fileSize);
      if (!holdsWholeFile(claimed, fields.fileSize)) throw badRequest('file.chunksMissing');
      row = await this.files.store({ ...incoming, source: this.chunks.concatenation(claimed) });
    } finally {
      await this.chunks.discard(claimed);
    }
    return this.quota.keepUnattached(row);
  }
}

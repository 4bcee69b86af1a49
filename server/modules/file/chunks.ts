// Chunks of uploads in progress (simple-uploader's protocol): each under
// chunks/{userId}/{identifier}/{number}, written to a temporary name and renamed
// when whole, so a resumed upload learns exactly which chunks arrived. A merge
// first claims the folder (one rename), so two merges of one file cannot both
// read it. Folders nobody touched for a day are swept.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest } from '../../http/errors';

const segmentPattern = /^[A-Za-z0-9_-]{1,64}$/;
const identifierPattern = /^[0-9a-f]{32}$/;
const chunkNamePattern = /^[1-9][0-9]{0,6}$/;
const claimedPrefix = '.merging-';

/** Chunks a merge has taken for itself, in order. */
export interface ClaimedChunks {
  folder: string;
  numbers: number[];
  sizes: number[];
}

/** What one user's unfinished uploads hold on the disk. */
export interface ChunkUsage {
  /** Every chunk's bytes, those a merge is reading included. */
  bytes: number;
  /** The uploads (md5 identifiers) holding at least one chunk or a chunk being written. */
  identifiers: Set<string>;
}

/** Passes bytes on while counting them; more than `limit` is refused at once. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) done(badRequest('file.chunkIncomplete'));
    else done(null, chunk);
  }
}

export class ChunkStore {
  constructor(private readonly root: string) {}

  private userFolder(userId: string): string {
    if (!segmentPattern.test(userId)) throw new Error(`Not a user id: ${userId}`);
    return path.join(this.root, userId);
  }

  private folderOf(userId: string, identifier: string): string {
    if (!identifierPattern.test(identifier)) throw badRequest('file.identifierInvalid');
    return path.join(this.userFolder(userId), identifier);
  }

  /** The chunk numbers held for this upload, ascending. */
  async held(userId: string, identifier: string): Promise<number[]> {
    const names = await fs.promises.readdir(this.folderOf(userId, identifier)).catch(() => [] as string[]);
    return names.filter((name) => chunkNamePattern.test(name)).map(Number).sort((a, b) => a - b);
  }

  /** Writes one chunk; it counts only when exactly `expectedBytes` arrived. */
  async write(userId: string, identifier: string, chunkNumber: number, source: Readable, expectedBytes: number): Promise<void> {
    const folder = this.folderOf(userId, identifier);
    await fs.promises.mkdir(folder, { recursive: true });
    const temporary = path.join(folder, `.${chunkNumber}.${randomBytes(6).toString('hex')}`);
    const counter = new ByteLimit(expectedBytes);
    try {
      await pipeline(source, counter, fs.createWriteStream(temporary, { flags: 'wx' }));
      if (counter.bytes !== expectedBytes) throw badRequest('file.chunkIncomplete');
      await fs.promises.rename(temporary, path.join(folder, String(chunkNumber)));
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      // A refused first chunk leaves no empty folder behind (rmdir refuses one that holds chunks).
      await fs.promises.rmdir(folder).catch(() => undefined);
      throw error;
    }
  }

  /** Removes one chunk (a quota refused it after it was written), and its folder when that was the only one. */
  async remove(userId: string, identifier: string, chunkNumber: number): Promise<void> {
    const folder = this.folderOf(userId, identifier);
    await fs.promises.rm(path.join(folder, String(chunkNumber)), { force: true });
    await fs.promises.rmdir(folder).catch(() => undefined);
  }

  /** The bytes and uploads this user's chunks take, read from the disk (the one truth every process shares). */
  async usage(userId: string): Promise<ChunkUsage> {
    const userFolder = this.userFolder(userId);
    const uploads = await fs.promises.readdir(userFolder).catch(() => [] as string[]);
    const usage: ChunkUsage = { bytes: 0, identifiers: new Set() };
    for (const upload of uploads) {
      const folder = path.join(userFolder, upload);
      const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
      const stats = await Promise.all(names.map((name) => fs.promises.stat(path.join(folder, name)).catch(() => null)));
      for (const stat of stats) if (stat?.isFile()) usage.bytes += stat.size;
      if (names.length > 0 && identifierPattern.test(upload)) usage.identifiers.add(upload);
    }
    return usage;
  }

  /** Takes the upload's chunks for a merge; null when none are held. */
  async claim(userId: string, identifier: string): Promise<ClaimedChunks | null> {
    const claimed = path.join(this.userFolder(userId), `${claimedPrefix}${identifier}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.promises.rename(this.folderOf(userId, identifier), claimed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const numbers = (await fs.promises.readdir(claimed)).filter((name) => chunkNamePattern.test(name)).map(Number).sort((a, b) => a - b);
    const sizes: number[] = [];
    for (const number of numbers) sizes.push((await fs.promises.stat(path.join(claimed, String(number)))).size);
    return { folder: claimed, numbers, sizes };
  }

  /** The claimed chunks one after another, read as they are sent on. */
  concatenation(claimed: ClaimedChunks): Readable {
    async function* bytes() {
      for (const number of claimed.numbers) {
        for await (const piece of fs.createReadStream(path.join(claimed.folder, String(number)), { highWaterMark: 1 << 20 })) yield piece as Buffer;
      }
    }
    return Readable.from(bytes(), { objectMode: false, highWaterMark: 1 << 20 });
  }

  async discard(claimed: ClaimedChunks): Promise<void> {
    await fs.promises.rm(claimed.folder, { recursive: true, force: true });
  }

  /** Removes uploads (and claims a crash left behind) untouched for longer than `maxAgeMillis`. */
  async sweep(maxAgeMillis: number, now = Date.now()): Promise<number> {
    let removed = 0;
    const users = await fs.promises.readdir(this.root).catch(() => [] as string[]);
    for (const user of users) {
      const userFolder = path.join(this.root, user);
      const uploads = await fs.promises.readdir(userFolder).catch(() => [] as string[]);
      for (const upload of uploads) {
        const folder = path.join(userFolder, upload);
        const stat = await fs.promises.stat(folder).catch(() => null);
        if (stat && now - stat.mtimeMs > maxAgeMillis) {
          await fs.promises.rm(folder, { recursive: true, force: true });
          removed += 1;
        }
      }
      // An emptied user folder goes too; rmdir refuses one a new chunk just entered.
      await fs.promises.rmdir(userFolder).catch(() => undefined);
    }
    return removed;
  }
}

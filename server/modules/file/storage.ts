// Where the bytes of stored files live. The service speaks only to FileStore, so
// an S3-compatible store (put = one streamed upload, get = a GET stream, delete)
// can take the local disk's place without touching the routes; only the local
// disk is built. Keys are made by the server (record ids), never from a name
// a client sent, so no key can point outside the store.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores everything `source` yields under `key`; the file counts only once all of it is written. */
  put(key: string, source: Readable): Promise<void>;
  /** The stored bytes; throws StoredFileMissing when nothing is stored under `key`. */
  get(key: string): Readable;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what writes cut off by a crash left behind (a store whose service expires them itself leaves this out). */
  sweepUnfinished?(maxAgeMillis: number): Promise<number>;
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`No stored file under the key ${key}`);
  }
}

const keyPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** Unfinished writes live here, on the same disk, and are renamed into place when whole. */
const incomingFolder = '.incoming';

/** Files under `root`, spread over 100 folders by the key's last two characters (ids end in random digits). */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key.slice(-2), key);
  }

  async put(key: string, source: Readable): Promise<void> {
    const target = this.pathOf(key);
    const incoming = path.join(this.root, incomingFolder);
    await fs.promises.mkdir(incoming, { recursive: true });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(incoming, `${key}.${randomBytes(6).toString('hex')}`);
    try {
      await pipeline(source, fs.createWriteStream(temporary, { flags: 'wx' }));
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  get(key: string): Readable {
    let descriptor: number;
    try {
      // Opened now, so a missing file is a thrown error here rather than a failed stream later.
      descriptor = fs.openSync(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing(key);
      throw error;
    }
    return fs.createReadStream('', { fd: descriptor, highWaterMark: 1 << 20 });
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** Removes writes a crash left unfinished, older than `maxAgeMillis`. */
  async sweepUnfinished(maxAgeMillis: number, now = Date.now()): Promise<number> {
    const incoming = path.join(this.root, incomingFolder);
    const names = await fs.promises.readdir(incoming).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(incoming, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > maxAgeMillis) {
        await fs.promises.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

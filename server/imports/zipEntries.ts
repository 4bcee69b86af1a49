// The entries of an uploaded .xlsx (a zip held whole in memory, under 500 KB),
// read from its central directory and inflated one at a time under a budget of
// unpacked bytes. The budget is charged with the bytes as they come out of
// zlib, so a directory that understates its sizes gains nothing; a directory
// that declares more than the budget is refused before anything is inflated.
// Only the entries asked for are ever inflated.
import zlib from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; no other method is read. */
  method: number;
  compressedSize: number;
  /** As the directory declares it: a claim, never trusted for memory. */
  declaredSize: number;
  localHeaderOffset: number;
}

/** Why a zip cannot be read (not a zip, damaged, encrypted, another method). */
export class UnreadableZip extends Error {}

/** Unpacked bytes a reading may still spend; `refuse` makes the error thrown when they run out. */
export class UnpackBudget {
  private left: number;

  constructor(
    readonly max: number,
    private readonly refuse: () => Error,
  ) {
    this.left = max;
  }

  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw this.refuse();
  }
}

const signatures = { endOfDirectory: 0x06054b50, zip64Locator: 0x07064b50, zip64End: 0x06064b50, directoryEntry: 0x02014b50, localHeader: 0x04034b50 };
const endOfDirectorySize = 22;
const maxCommentLength = 0xffff;
const all32 = 0xffffffff;
const zip64ExtraId = 0x0001;
/** Stored entries are handed on in slices of this size, so a reader gets them in steps. */
const storedSlice = 64 * 1024;

function readUInt64(content: Buffer, at: number): number {
  const value = content.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableZip('a size past 2^53');
  return Number(value);
}

/** Where the directory is and how many entries it lists, from the end record (zip64's when the end record says so). */
function directoryPlace(content: Buffer): { offset: number; count: number } {
  const earliest = Math.max(0, content.length - endOfDirectorySize - maxCommentLength);
  for (let at = content.length - endOfDirectorySize; at >= earliest; at -= 1) {
    if (content.readUInt32LE(at) !== signatures.endOfDirectory) continue;
    const count = content.readUInt16LE(at + 10);
    const offset = content.readUInt32LE(at + 16);
    if (count !== 0xffff && offset !== all32) return { offset, count };
    const locator = at - 20;
    if (locator < 0 || content.readUInt32LE(locator) !== signatures.zip64Locator) throw new UnreadableZip('zip64 end record missing');
    const end = readUInt64(content, locator + 8);
    if (end + 56 > content.length || content.readUInt32LE(end) !== signatures.zip64End) throw new UnreadableZip('zip64 end record missing');
    return { count: readUInt64(content, end + 32), offset: readUInt64(content, end + 48) };
  }
  throw new UnreadableZip('no end of central directory');
}

/** The sizes and offset a zip64 extra field holds, for the fields the entry marks as all ones. */
function zip64Values(extra: Buffer, wanted: number): number[] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === zip64ExtraId && size >= wanted * 8 && at + 4 + size <= extra.length)
      return Array.from({ length: wanted }, (_, i) => readUInt64(extra, at + 4 + i * 8));
    at += 4 + size;
  }
  throw new UnreadableZip('zip64 sizes missing');
}

/** Every entry the central directory lists, by name. */
export function zipDirectory(content: Buffer): Map<string, ZipEntry> {
  try {
    const { offset, count } = directoryPlace(content);
    const entries = new Map<string, ZipEntry>();
    let at = offset;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > content.length || content.readUInt32LE(at) !== signatures.directoryEntry) throw new UnreadableZip('damaged central directory');
      const flags = content.readUInt16LE(at + 8);
      if (flags & 1) throw new UnreadableZip('encrypted entry');
      const nameLength = content.readUInt16LE(at + 28);
      const extraLength = content.readUInt16LE(at + 30);
      const commentLength = content.readUInt16LE(at + 32);
      const name = content.toString('utf8', at + 46, at + 46 + nameLength);
      const sizes = [content.readUInt32LE(at + 24), content.readUInt32LE(at + 20), content.readUInt32LE(at + 42)];
      const large = sizes.filter((size) => size === all32).length;
      if (large) {
        const values = zip64Values(content.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), large);
        for (let field = 0; field < sizes.length; field += 1) if (sizes[field] === all32) sizes[field] = values.shift() ?? 0;
      }
      const [declaredSize, compressedSize, localHeaderOffset] = sizes;
      entries.set(name, { name, method: content.readUInt16LE(at + 10), compressedSize, declaredSize, localHeaderOffset });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (error) {
    // A read past the end is a damaged file, like any other inconsistency.
    if (error instanceof RangeError) throw new UnreadableZip('damaged zip');
    throw error;
  }
}

/** The unpacked size every entry claims, together. */
export const declaredTotal = (entries: Map<string, ZipEntry>) => [...entries.values()].reduce((total, entry) => total + entry.declaredSize, 0);

/** The entry's compressed bytes, found through its local header. */
function compressedBytes(content: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > content.length || content.readUInt32LE(at) !== signatures.localHeader) throw new UnreadableZip(`no local header for ${entry.name}`);
  const start = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28);
  if (start + entry.compressedSize > content.length) throw new UnreadableZip(`${entry.name} runs past the end`);
  return content.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's unpacked bytes as they come, each chunk charged to the budget
 * before it is handed on; inflating stops when the reader stops or the budget
 * runs out.
 */
export async function* entryBytes(content: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
  const compressed = compressedBytes(content, entry);
  if (entry.method === 0) {
    for (let at = 0; at < compressed.length; at += storedSlice) {
      const slice = compressed.subarray(at, at + storedSlice);
      budget.spend(slice.length);
      yield slice;
      // Slices from memory come without a pause of their own: the event loop gets one here.
      await nextTurn();
    }
    return;
  }
  if (entry.method !== 8) throw new UnreadableZip(`${entry.name} is packed with method ${entry.method}`);
  const inflater = zlib.createInflateRaw();
  inflater.end(compressed);
  try {
    for await (const chunk of inflater) {
      budget.spend((chunk as Buffer).length);
      yield chunk as Buffer;
    }
  } catch (error) {
    if (error instanceof Error && 'errno' in error) throw new UnreadableZip(`${entry.name}: ${error.message}`);
    throw error;
  } finally {
    inflater.destroy();
  }
}

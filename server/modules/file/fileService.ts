// Stored files: one row per file and its bytes in the file store. A file is
// accepted only when its extension is allowed, its size within the limit and
// its bytes are what its name says; a refusal or a failure halfway leaves
// neither bytes nor row. Reading follows one rule (mayRead), citing a file in
// a record follows the same rule, and links are made here so every answer
// carries the same ones. Ids are random: knowing one gives nothing, and a
// file that exists reads, to whoever may not read it, as one that does not.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import { fileTypeFromStream } from 'file-type/node';
import type { FileEntry, UploadedFile } from '@core/api/file';
import type { Database } from '../../db/schema';
import type { FileTable } from './tables';
import { randomDigitsId } from '../../db/ids';
import { inSlices } from '../../db/slices';
import { ApiError, badRequest } from '../../http/errors';
import type { SysConfigStore } from '../system/sysConfig';
import type { GrantService } from '../../auth/grants';
import type { SessionContext } from '../../http/routeAccess';
import type { FileStore } from './storage';
import { cleanFileName, extensionOf } from './fileNames';
import { inlineImageTypes, judgeFileType, textExtensions } from './fileTypes';
import { FileInspector, sizeText } from './inspector';

export type FileRow = Selectable<FileTable>;

/** Whether the reader may read the record `recordId` of a menu entry (its data schemes applied). */
export type RecordReadCheck = (recordId: string, reader: SessionContext) => Promise<boolean>;

/** The read check of an entry made at run time (a released model's), or undefined for an entry the provider does not know. */
export type RecordCheckProvider = (module: string) => Promise<RecordReadCheck | undefined>;

/** The record whose stored entries are being shown: the menu entry (enCode) it belongs to and its id. */
export interface FileHolder {
  module: string;
  recordId: string;
}

export interface IncomingFile {
  source: Readable;
  /** The name the client gave (cleaned here). */
  name: string;
  ownerId: string;
  uploadType: string;
  /** Refuse anything that is not an image a browser shows inline. */
  requireImage: boolean;
  /** What a merge was told: the bytes must have this md5 and size. */
  expected?: { md5: string; size: number };
}

export interface FileLimits {
  maxFileSize: number;
  allowedExtensions: ReadonlySet<string>;
}

export const fileIdPattern = '^[0-9]{1,40}$';
const fileIdExpression = new RegExp(fileIdPattern);

/** The one answer for a file that does not exist and for one the caller may not read, so an id's existence never shows. */
export const fileNotFound = () => new ApiError(404, { key: 'file.notFound' });

/** The most entries one upload field may hold. */
export const maxEntries = 200;

/** An upload field's value as the browser sent it: the fileIds, with a name for messages only. */
function entriesOf(value: unknown): { fileId: string; name: string }[] {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value) || value.length > maxEntries) throw badRequest('file.entriesInvalid', { max: maxEntries });
  return value.map((entry: unknown) => {
    const fileId = typeof entry === 'object' && entry !== null ? (entry as { fileId?: unknown }).fileId : undefined;
    if (typeof fileId !== 'string' || !fileIdExpression.test(fileId)) throw badRequest('file.entriesInvalid', { max: maxEntries });
    const claimed = (entry as { name?: unknown }).name;
    return { fileId, name: typeof claimed === 'string' && claimed ? cleanFileName(claimed) : fileId };
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export class FileService {
  /** How each menu entry with data schemes decides who reads its records (registered by its routes). */
  private readonly recordChecks = new Map<string, RecordReadCheck>();
  /** Asked, in turn, for entries no route registered a check for (released models' entries appear at run time). */
  private readonly recordCheckProviders: RecordCheckProvider[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileStore,
    private readonly sysConfig: SysConfigStore,
    private readonly grants: GrantService,
  ) {}

  async limits(): Promise<FileLimits> {
    const config = await this.sysConfig.get();
    return { maxFileSize: config.maxFileSize, allowedExtensions: new Set(config.allowedFileExtensions.map((e) => e.toLowerCase())) };
  }

  /** Refuses, before any byte is read, a name whose extension is not allowed or a declared size over the limit. */
  async checkBeforeReading(rawName: string, declaredSize?: number): Promise<FileLimits> {
    const limits = await this.limits();
    const name = cleanFileName(rawName);
    const extension = extensionOf(name);
    if (!extension) throw badRequest('file.extensionMissing', { name });
    if (!limits.allowedExtensions.has(extension)) throw badRequest('file.extensionRefused', { extension });
    if (declaredSize !== undefined && declaredSize > limits.maxFileSize) throw badRequest('file.tooLarge', { max: sizeText(limits.maxFileSize) });
    return limits;
  }

  /** Streams a file into storage and writes its row; on any refusal nothing of it remains. */
  async store(incoming: IncomingFile): Promise<FileRow> {
    const limits = await this.checkBeforeReading(incoming.name, incoming.expected?.size);
    const name = cleanFileName(incoming.name);
    const extension = extensionOf(name);
    const inspector = new FileInspector({ maxBytes: limits.maxFileSize, checkText: textExtensions.has(extension), limitText: sizeText(limits.maxFileSize) });
    const key = randomDigitsId();
    // pipeline() hands back the inspector and destroys it with the source's error (a cut-off upload, say).
    await this.files.put(key, pipeline(incoming.source, inspector, () => undefined));
    try {
      const detected = await this.detectType(key);
      const verdict = judgeFileType(extension, detected, inspector.isUtf8Text);
      // An image upload answers in the widget's words, whatever else is wrong with the bytes.
      if (incoming.requireImage && !(verdict.ok && inlineImageTypes.has(verdict.mime))) throw badRequest('file.imageRequired');
      if (!verdict.ok) throw badRequest(verdict.reason, { name, extension });
      const md5 = inspector.md5;
      if (incoming.expected && (incoming.expected.md5.toLowerCase() !== md5 || incoming.expected.size !== inspector.size)) throw badRequest('file.checksumMismatch');
      const row: FileRow = {
        id: key,
        owner_id: incoming.ownerId,
        original_name: name,
        extension,
        size: inspector.size,
        md5,
        mime_type: verdict.mime,
        upload_type: incoming.uploadType,
        storage_key: key,
        access_key: randomBytes(18).toString('base64url'),
        created_at: Date.now(),
        attached_at: null,
        attached_module: '',
        attached_record: '',
      };
      await this.db.insertInto('base_file').values(row).execute();
      return row;
    } catch (error) {
      await this.files.delete(key);
      throw error;
    }
  }

  /** file-type reads only the head it needs (bounded for zips); whatever it cannot place counts as unknown. */
  private async detectType(key: string) {
    const stream = this.files.get(key);
    try {
      return await fileTypeFromStream(stream);
    } catch {
      return undefined;
    } finally {
      stream.destroy();
    }
  }

  /** Clears writes a crash cut off, older than `maxAgeMillis`. */
  async sweepUnfinished(maxAgeMillis: number): Promise<void> {
    await this.files.sweepUnfinished?.(maxAgeMillis);
  }

  async find(id: string): Promise<FileRow | undefined> {
    if (!fileIdExpression.test(id)) return undefined;
    return this.db.selectFrom('base_file').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The rows of these files by id, in one query (ids that match no file are absent). */
  async rowsById(ids: readonly string[], db: Kysely<Database> = this.db): Promise<Map<string, FileRow>> {
    const wanted = ids.filter((id) => fileIdExpression.test(id));
    // A page of records may name many thousands of files.
    const rows = await inSlices(wanted, (part) => db.selectFrom('base_file').selectAll().where('id', 'in', part).execute());
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The owner, an administrator, or — once a saved record holds the file — whoever
   * may open the menu entry of that record's form (anyone signed in for records of
   * no entry, such as avatars and signatures) and, where the entry has data
   * schemes, may read that record under them.
   */
  async mayRead(row: FileRow, reader: SessionContext): Promise<boolean> {
    if (row.owner_id === reader.userId || reader.isAdministrator) return true;
    if (row.attached_at === null) return false;
    if (row.attached_module === '') return true;
    if (!(await this.grants.mayUse(reader.userId, row.attached_module))) return false;
    const readsRecord = await this.recordCheckOf(row.attached_module);
    if (!readsRecord) return true;
    // Held by no record of the entry (its save failed, or is under way): its owner's alone.
    return row.attached_record !== '' && readsRecord(row.attached_record, reader);
  }

  /**
   * mayRead, for a file cited by `holder`, a record the reader is being shown:
   * a file that record itself holds is read by whoever reads the record, with
   * no further check; a file it cites from elsewhere follows mayRead.
   */
  async mayReadIn(row: FileRow, reader: SessionContext, holder: FileHolder): Promise<boolean> {
    if (row.attached_at !== null && row.attached_module === holder.module && row.attached_record === holder.recordId) return true;
    return this.mayRead(row, reader);
  }

  /** Files held by records of the menu entry `module` are read by those who may read the record (its routes say how). */
  readThroughRecords(module: string, check: RecordReadCheck): void {
    this.recordChecks.set(module, check);
  }

  /** As readThroughRecords, for entries made at run time: the provider answers the check of an entry it knows. */
  readThroughRecordsOf(provider: RecordCheckProvider): void {
    this.recordCheckProviders.push(provider);
  }

  private async recordCheckOf(module: string): Promise<RecordReadCheck | undefined> {
    const registered = this.recordChecks.get(module);
    if (registered) return registered;
    for (const provider of this.recordCheckProviders) {
      const check = await provider(module);
      if (check) return check;
    }
    return undefined;
  }

  /** Names the record of `module` that holds these files, where none was named yet (the first record to hold a file keeps it). */
  private async linkRecord(ids: readonly string[], module: string, recordId: string, db: Kysely<Database> = this.db): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('base_file').set({ attached_record: recordId }).where('id', 'in', [...ids]).where('attached_module', '=', module).where('attached_record', '=', '').execute();
  }

  /** The file for a reader; 文件不存在 alike when it does not exist and when the rule above says no. */
  async readable(id: string, reader: SessionContext): Promise<FileRow> {
    const row = await this.find(id);
    if (!row || !(await this.mayRead(row, reader))) throw fileNotFound();
    return row;
  }

  /** Several files for a reader, in the order asked, read in one query; refused as `readable` refuses the first it would. */
  async readableAll(ids: readonly string[], reader: SessionContext): Promise<FileRow[]> {
    const byId = await this.rowsById(ids);
    const rows: FileRow[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !(await this.mayRead(row, reader))) throw fileNotFound();
      rows.push(row);
    }
    return rows;
  }

  /** The stored bytes (throws StoredFileMissing when they are gone). */
  open(row: FileRow): Readable {
    return this.files.get(row.storage_key);
  }

  isInlineImage(row: FileRow): boolean {
    return inlineImageTypes.has(row.mime_type);
  }

  /** Does `key` open this file's image link? Compared in constant time. */
  keyOpens(row: FileRow, key: string): boolean {
    return timingSafeEqual(digest(row.access_key), digest(key));
  }

  /** An image's own link (an <img> sends no header, so it carries its key); otherwise where a download link is asked for. */
  linkOf(row: FileRow): string {
    if (this.isInlineImage(row)) return `/api/file/Image/${row.id}?key=${row.access_key}`;
    return `/api/file/Download/${row.upload_type}/${row.id}`;
  }

  /** What an upload and a merge answer (JNPF's widgets keep `name` as the fileId). */
  uploadAnswer(row: FileRow): UploadedFile {
    return { name: row.id, fileId: row.id, fileName: row.original_name, url: this.linkOf(row), fileSize: row.size, fileExtension: row.extension, fileVersionId: row.id };
  }

  /** The entry an upload field stores, built from the row. */
  entryOf(row: FileRow): FileEntry {
    return { name: row.original_name, fileId: row.id, fileSize: row.size, fileExtension: row.extension, fileVersionId: row.id, url: this.linkOf(row) };
  }

  /** An image the user uploaded, for their avatar or signature; refused otherwise. */
  async ownImage(id: string, userId: string): Promise<FileRow> {
    const row = await this.find(id);
    if (!row || row.owner_id !== userId || !this.isInlineImage(row)) throw badRequest('file.notOwnImage');
    return row;
  }

  /** A file this user completed earlier with the same bytes (simple-uploader's "already uploaded"). */
  async findComplete(ownerId: string, md5: string, size?: number): Promise<FileRow | undefined> {
    let query = this.db.selectFrom('base_file').selectAll().where('md5', '=', md5.toLowerCase()).where('owner_id', '=', ownerId);
    if (size !== undefined) query = query.where('size', '=', size);
    return query.orderBy('created_at', 'desc').executeTakeFirst();
  }

  /**
   * The server's side of an upload field in a save: every entry must name a
   * file the saver may read (mayRead: one they uploaded, or one a record they
   * can see holds already; administrators may use any). Any other reads as a
   * file that does not exist, in the same words. Answers the entries rebuilt
   * from the rows — name, size, extension and link from the server, never from
   * the browser. Nothing is marked: the files become a record's only once the
   * record is written (`holdInRecord`), so a save that fails leaves them
   * unattached, counted in their owner's quota and swept in time.
   */
  async citedEntries(entries: unknown, saver: SessionContext): Promise<FileEntry[]> {
    const wanted = entriesOf(entries);
    const byId = await this.rowsById(wanted.map((entry) => entry.fileId));
    for (const entry of wanted) {
      const row = byId.get(entry.fileId);
      if (!row || !(await this.mayRead(row, saver))) throw badRequest('file.entryMissing', { name: entry.name });
    }
    return wanted.map((entry) => this.entryOf(byId.get(entry.fileId) as FileRow));
  }

  /** The record `recordId` of the menu entry `module` was written holding these files: they are attached, and it is named as their holder where none was. */
  async holdInRecord(ids: readonly string[], module: string, recordId: string, db: Kysely<Database> = this.db): Promise<void> {
    await this.markAttached(ids, db, Date.now(), module);
    await this.linkRecord(ids, module, recordId, db);
  }

  /** Removes a file's row and bytes (a write that used it failed). */
  async remove(row: FileRow): Promise<void> {
    await this.db.deleteFrom('base_file').where('id', '=', row.id).execute();
    await this.files.delete(row.storage_key);
  }

  /**
   * Removes the uploads no saved record took within `maxAgeMillis` (rows and
   * bytes). Attached files — held by records, avatars, signatures — never go.
   * A row is deleted only while still unattached, so a save marking it at the
   * same moment keeps it. Answers how many went.
   */
  async sweepUnattached(maxAgeMillis: number, now = Date.now()): Promise<number> {
    const batch = 500;
    let removed = 0;
    for (;;) {
      const stale = await this.db
        .selectFrom('base_file')
        .select(['id', 'storage_key'])
        .where('attached_at', 'is', null)
        .where('created_at', '<', now - maxAgeMillis)
        .limit(batch)
        .execute();
      if (stale.length === 0) return removed;
      const gone = await this.db
        .deleteFrom('base_file')
        .where('id', 'in', stale.map((row) => row.id))
        .where('attached_at', 'is', null)
        .returning(['storage_key'])
        .execute();
      for (const row of gone) await this.files.delete(row.storage_key);
      removed += gone.length;
      // Rows a save took meanwhile stay; stop rather than read them again forever.
      if (gone.length === 0) return removed;
    }
  }

  /**
   * Files an avatar or a signature held (attached to no menu entry) and holds no
   * longer: unattached again, they count in their owner's quota and are swept.
   */
  async letGo(ids: readonly string[], db: Kysely<Database> = this.db): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('base_file').set({ attached_at: null }).where('id', 'in', [...ids]).where('attached_module', '=', '').execute();
  }

  /** Marks files as held by a saved record of the menu entry `module` ('' for none): they become readable by its readers. */
  async markAttached(ids: readonly string[], db: Kysely<Database> = this.db, now = Date.now(), module = ''): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('base_file').set({ attached_at: now, attached_module: module }).where('id', 'in', [...ids]).where('attached_at', 'is', null).execute();
  }
}

// Downloads by link: a random ticket answered as a server-relative URL that
// carries it, so the browser (Kiln's or JNPF's) opens it as a plain link
// without an Authorization header. A ticket serves once, within a few minutes.
// It holds an export's content, or points to a stored file (to download or to
// preview) or to a pack of stored files zipped as it is sent.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DownloadKind } from './tables';
import { newId } from '../../db/ids';
import { hashToken } from '../../auth/tokens';

export interface DownloadFile {
  name: string;
  contentType: string;
  content: Buffer | string;
}

/** A pack's entries as the link remembers them: which stored file under which name in the zip. */
export interface PackEntry {
  fileId: string;
  name: string;
}

export type TakenDownload =
  | ({ kind: 'content' } & DownloadFile)
  | { kind: 'file' | 'preview'; name: string; fileId: string }
  | { kind: 'pack'; name: string; entries: PackEntry[] };

export interface Link {
  name: string;
  url: string;
}

export const downloadLifetimeMillis = 5 * 60_000;
export const downloadPath = '/api/file/Download/export';

export class DownloadService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores an export and returns what an export answers: its name and its link. */
  async offer(file: DownloadFile, userId: string, now = Date.now()): Promise<Link> {
    const content = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
    return this.issue({ kind: 'content', name: file.name, contentType: file.contentType, content, fileId: null }, userId, now);
  }

  /** A link to a stored file, sent as an attachment ('file') or shown in a frame when safe ('preview'). */
  async offerStoredFile(kind: 'file' | 'preview', file: { id: string; name: string }, userId: string, now = Date.now()): Promise<Link> {
    return this.issue({ kind, name: file.name, contentType: '', content: Buffer.alloc(0), fileId: file.id }, userId, now);
  }

  /** A link to a zip of stored files; the ticket keeps the list, never the bytes. */
  async offerPack(name: string, entries: PackEntry[], userId: string, now = Date.now()): Promise<Link> {
    const content = Buffer.from(JSON.stringify(entries), 'utf8');
    return this.issue({ kind: 'pack', name, contentType: 'application/zip', content, fileId: null }, userId, now);
  }

  /** What a link serves, spent by this call; null for an unknown, used or expired ticket. */
  async take(id: string, ticket: string, now = Date.now()): Promise<TakenDownload | null> {
    const removed = await this.db
      .deleteFrom('base_download')
      .where('id', '=', id)
      .where('ticket_hash', '=', hashToken(ticket))
      .returning(['kind', 'file_id', 'file_name', 'content_type', 'content', 'expires_at'])
      .executeTakeFirst();
    if (!removed || Number(removed.expires_at) < now) return null;
    if ((removed.kind === 'file' || removed.kind === 'preview') && removed.file_id) return { kind: removed.kind, name: removed.file_name, fileId: removed.file_id };
    if (removed.kind === 'pack') return { kind: 'pack', name: removed.file_name, entries: JSON.parse(removed.content.toString('utf8')) as PackEntry[] };
    return { kind: 'content', name: removed.file_name, contentType: removed.content_type, content: removed.content };
  }

  private async issue(
    row: { kind: DownloadKind; name: string; contentType: string; content: Buffer; fileId: string | null },
    userId: string,
    now: number,
  ): Promise<Link> {
    await this.db.deleteFrom('base_download').where('expires_at', '<', now).execute();
    const id = newId();
    const ticket = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('base_download')
      .values({
        id,
        ticket_hash: hashToken(ticket),
        user_id: userId,
        kind: row.kind,
        file_id: row.fileId,
        file_name: row.name,
        content_type: row.contentType,
        content: row.content,
        expires_at: now + downloadLifetimeMillis,
        created_at: now,
      })
      .execute();
    return { name: row.name, url: `${downloadPath}/${id}?ticket=${ticket}` };
  }
}

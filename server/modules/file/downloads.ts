// Downloads by link: a random ticket answered as a server-relative URL that
// carries it, so the browser (Kiln's or JNPF's) opens it as a plain link
// without an Authorization header. A ticket serves once, within a few minutes,
// and only while the session that took it lives: signing out (or the session
// expiring, being replaced or ended) ends its links too. It holds an export's
// content, or points to a stored file (to download or to preview) or to a pack
// of stored files zipped as it is sent.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DownloadKind } from './tables';
import { newId } from '../../db/ids';
import { hashToken } from '../../auth/tokens';
import type { SessionContext } from '../../http/routeAccess';

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

/** Who takes a link: the user, and the session it ends with. */
export type LinkTaker = Pick<SessionContext, 'userId' | 'sessionId'>;

export const downloadLifetimeMillis = 5 * 60_000;
export const downloadPath = '/api/file/Download/export';

export class DownloadService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores an export and returns what an export answers: its name and its link. */
  async offer(file: DownloadFile, taker: LinkTaker, now = Date.now()): Promise<Link> {
    const content = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
    return this.issue({ kind: 'content', name: file.name, contentType: file.contentType, content, fileId: null }, taker, now);
  }

  /** A link to a stored file, sent as an attachment ('file') or shown in a frame when safe ('preview'). */
  async offerStoredFile(kind: 'file' | 'preview', file: { id: string; name: string }, taker: LinkTaker, now = Date.now()): Promise<Link> {
    return this.issue({ kind, name: file.name, contentType: '', content: Buffer.alloc(0), fileId: file.id }, taker, now);
  }

  /** A link to a zip of stored files; the ticket keeps the list, never the bytes. */
  async offerPack(name: string, entries: PackEntry[], taker: LinkTaker, now = Date.now()): Promise<Link> {
    const content = Buffer.from(JSON.stringify(entries), 'utf8');
    return this.issue({ kind: 'pack', name, contentType: 'application/zip', content, fileId: null }, taker, now);
  }

  /** What a link serves, spent by this call; null for an unknown, used or expired ticket, or one whose session has ended. */
  async take(id: string, ticket: string, now = Date.now()): Promise<TakenDownload | null> {
    const removed = await this.db
      .deleteFrom('base_download')
      .where('id', '=', id)
      .where('ticket_hash', '=', hashToken(ticket))
      .returning(['kind', 'file_id', 'file_name', 'content_type', 'content', 'expires_at', 'session_id'])
      .executeTakeFirst();
    if (!removed || Number(removed.expires_at) < now) return null;
    if (removed.session_id !== '' && !(await this.sessionLives(removed.session_id, now))) return null;
    if ((removed.kind === 'file' || removed.kind === 'preview') && removed.file_id) return { kind: removed.kind, name: removed.file_name, fileId: removed.file_id };
    if (removed.kind === 'pack') return { kind: 'pack', name: removed.file_name, entries: JSON.parse(removed.content.toString('utf8')) as PackEntry[] };
    return { kind: 'content', name: removed.file_name, contentType: removed.content_type, content: removed.content };
  }

  /** The session is still one its user works in: not signed out, replaced or ended, not expired, its user enabled. */
  private async sessionLives(sessionId: string, now: number): Promise<boolean> {
    const live = await this.db
      .selectFrom('base_session as s')
      .innerJoin('base_user as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('s.id', '=', sessionId)
      .where('s.ended_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('u.enabled_mark', '=', 1)
      .executeTakeFirst();
    return live !== undefined;
  }

  private async issue(
    row: { kind: DownloadKind; name: string; contentType: string; content: Buffer; fileId: string | null },
    taker: LinkTaker,
    now: number,
  ): Promise<Link> {
    await this.db.deleteFrom('base_download').where('expires_at', '<', now).execute();
    const id = newId();
    const ticket = randomBytes(24).toString('base64url');
    const { userId, sessionId } = taker;
    await this.db
      .insertInto('base_download')
      .values({
        id,
        ticket_hash: hashToken(ticket),
        user_id: userId,
        session_id: sessionId,
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

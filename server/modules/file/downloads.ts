// Downloads by link: an export is stored with a random ticket and answered as a
// server-relative URL that carries the ticket, so the browser (Kiln's or JNPF's)
// opens it as a plain link without an Authorization header. A ticket serves one
// file, once, within a few minutes.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { hashToken } from '../../auth/tokens';

export interface DownloadFile {
  name: string;
  contentType: string;
  content: Buffer | string;
}

export const downloadLifetimeMillis = 5 * 60_000;
export const downloadPath = '/api/file/Download/export';

export class DownloadService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the file and returns what an export answers: its name and its link. */
  async offer(file: DownloadFile, userId: string, now = Date.now()): Promise<{ name: string; url: string }> {
    await this.db.deleteFrom('base_download').where('expires_at', '<', now).execute();
    const id = newId();
    const ticket = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('base_download')
      .values({
        id,
        ticket_hash: hashToken(ticket),
        user_id: userId,
        file_name: file.name,
        content_type: file.contentType,
        content: Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8'),
        expires_at: now + downloadLifetimeMillis,
        created_at: now,
      })
      .execute();
    return { name: file.name, url: `${downloadPath}/${id}?ticket=${ticket}` };
  }

  /** The file behind a link, spent by this call; null for an unknown, used or expired ticket. */
  async take(id: string, ticket: string, now = Date.now()): Promise<DownloadFile | null> {
    const removed = await this.db
      .deleteFrom('base_download')
      .where('id', '=', id)
      .where('ticket_hash', '=', hashToken(ticket))
      .returning(['file_name', 'content_type', 'content', 'expires_at'])
      .executeTakeFirst();
    if (!removed || Number(removed.expires_at) < now) return null;
    return { name: removed.file_name, contentType: removed.content_type, content: removed.content };
  }
}

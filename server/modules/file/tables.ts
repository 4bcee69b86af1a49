// Stored files and one-use download links, added to the typed schema
// (server/db/schema.ts) by declaration merging.
import type { Generated } from 'kysely';

/** A stored file: its bytes live in the file store under storage_key. */
export interface FileTable {
  id: string;
  /** The user who uploaded it. */
  owner_id: string;
  /** The name it was uploaded under, cleaned (display only; never a path). */
  original_name: string;
  /** Lowercase, without the dot; '' when the name has none. */
  extension: string;
  size: number;
  /** Lowercase hex of the bytes' md5. */
  md5: string;
  /** Judged from the bytes ('text/plain' for checked text, else what file-type found). */
  mime_type: string;
  /** annex, annexpic, userAvatar, signImg, … */
  upload_type: string;
  storage_key: string;
  /** Random; an image link carries it, since an <img> sends no header. */
  access_key: string;
  created_at: number;
  /** When a saved record first referred to it; null while only its owner holds it (counted by the quotas, swept when old). */
  attached_at: number | null;
  /** The menu entry (enCode) of the form whose record first held it; '' for records of no entry. */
  attached_module: Generated<string>;
  /** The id of that record, which the entry's data schemes may keep from a reader; '' for files attached before records were named. */
  attached_record: Generated<string>;
}

export type DownloadKind = 'content' | 'file' | 'preview' | 'pack';

/** A file waiting for its one download (exports). */
export interface DownloadTable {
  id: string;
  /** sha-256 of the link's ticket; the ticket itself is only in the link. */
  ticket_hash: string;
  user_id: string;
  file_name: string;
  content_type: string;
  content: Buffer;
  expires_at: number;
  created_at: number;
  /** What the link serves: the content above, a stored file (file, preview) or a pack of stored files. */
  kind: DownloadKind;
  /** The stored file of a file or preview link. */
  file_id: string | null;
  /** The session that took the link, which it ends with; '' for a link bound to none. */
  session_id: Generated<string>;
}

declare module '../../db/schema' {
  interface Database {
    base_file: FileTable;
    base_download: DownloadTable;
  }
}

// The file service (spec 03 §3, §7, §9; spec 01 §7.4–7.6): uploads in one
// request or in simple-uploader's chunks, links to download, preview and pack
// files, and the constants the upload widgets share with the server.
import type { Transport, TransportOptions } from './envelope';

/** Bytes in a size unit (spec 03 §9; the widgets' sizeUnit). */
export const sizeUnits = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof sizeUnits;

/** simple-uploader's settings as JNPF's client uses them (spec 03 §9). */
export const chunkUpload = {
  /** Every chunk but the last has exactly this many bytes. */
  chunkSize: 5_242_880,
  /** The browser hashes the file in slices of this size before sending. */
  hashSlice: 10_240_000,
  chunkRetries: 5,
  /** Milliseconds between the last chunk's answer and the merge call. */
  mergeDelay: 300,
} as const;

/** Upload types whose files must be images by their bytes. */
export const imageUploadTypes: readonly string[] = ['annexpic', 'userAvatar'];

/** An uploaded file as an upload field stores it. */
export interface FileEntry {
  /** The name shown (the original file name, cleaned by the server). */
  name: string;
  fileId: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
  /** Server-relative: an image's own link, or the address that hands out a download link. */
  url: string;
}

/**
 * What an upload or a merge answers. JNPF's widgets keep `name` as the entry's
 * fileId (their display name comes from the browser's file), so `name` is the
 * file's id; `fileName` is the cleaned original name for Kiln's own widgets.
 */
export interface UploadedFile {
  name: string;
  fileId: string;
  fileName: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
}

export interface UploadQuery {
  /** JNPF's storage choice; Kiln stores every file under a server-made key either way. */
  pathType?: 'defaultPath' | 'selfPath';
  isAccount?: 0 | 1;
  folder?: string;
}

/** The fields simple-uploader sends with every chunk and its test request. */
export interface ChunkFields {
  /** From 1. */
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  /** The whole file's md5, lowercase hex. */
  identifier: string;
  filename: string;
  relativePath: string;
  totalChunks: number;
  fileType: string;
  extension: string;
}

export interface ChunkStatus {
  /** The whole file is already stored for this user: nothing needs sending. */
  uploaded: boolean;
  /** Chunks the server holds, so an interrupted upload resumes. */
  chunkNumbers: number[];
  /** Every chunk is held: the merge may be called. */
  merge: boolean;
}

export interface MergeRequest extends UploadQuery {
  identifier: string;
  fileName: string;
  fileSize: number;
  fileType?: string;
  extension?: string;
  /** The upload type (annex, annexpic, …). */
  type: string;
}

export interface DownloadLink {
  name: string;
  /** Server-relative, holds '?', carries a one-use ticket: open it without a header. */
  url: string;
}

export interface PackLink {
  downloadName: string;
  downloadVo: DownloadLink;
}

export interface PreviewQuery {
  /** JNPF sends the entry's fileId here. */
  fileName?: string;
  fileVersionId?: string;
  /** Accepted for JNPF's client and never fetched. */
  fileDownloadUrl?: string;
}

/**
 * How many chunks a file of `totalSize` bytes may be sent in: simple-uploader
 * rounds down by default (the last chunk takes the rest, up to twice the chunk
 * size) and up with forceChunkSize. Both are accepted.
 */
export function allowedChunkCounts(totalSize: number, chunkSize: number = chunkUpload.chunkSize): number[] {
  const down = Math.max(1, Math.floor(totalSize / chunkSize));
  const up = Math.max(1, Math.ceil(totalSize / chunkSize));
  return down === up ? [down] : [down, up];
}

/** The bytes chunk `chunkNumber` (from 1) of a file cut into `totalChunks` holds, or null when the plan is impossible. */
export function expectedChunkBytes(totalSize: number, totalChunks: number, chunkNumber: number, chunkSize: number = chunkUpload.chunkSize): number | null {
  if (!allowedChunkCounts(totalSize, chunkSize).includes(totalChunks)) return null;
  if (chunkNumber < 1 || chunkNumber > totalChunks) return null;
  return chunkNumber < totalChunks ? chunkSize : totalSize - (totalChunks - 1) * chunkSize;
}

const encode = encodeURIComponent;

function withQuery(url: string, query: UploadQuery): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return pairs.length ? `${url}?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString()}` : url;
}

function chunkForm(fields: ChunkFields, bytes: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', bytes, fields.filename);
  return form;
}

/** The endpoints; a FormData payload travels as multipart through either transport (`options` passes progress and abort on). */
export const fileApi = (call: Transport) => ({
  upload: (type: string, file: Blob, name: string, query: UploadQuery = {}, options?: TransportOptions) => {
    const form = new FormData();
    form.append('file', file, name);
    return call<UploadedFile>('POST', withQuery(`/api/file/Uploader/${encode(type)}`, query), form, options);
  },
  chunkStatus: (fields: ChunkFields) => call<ChunkStatus>('GET', '/api/file/chunk', fields),
  uploadChunk: (fields: ChunkFields, bytes: Blob, options?: TransportOptions) => call<ChunkStatus>('POST', '/api/file/chunk', chunkForm(fields, bytes), options),
  merge: (request: MergeRequest) => call<UploadedFile>('POST', '/api/file/merge', request),
  downloadLink: (type: string, fileId: string) => call<DownloadLink>('GET', `/api/file/Download/${encode(type)}/${encode(fileId)}`),
  packDownload: (type: string, files: { fileId: string; fileName: string }[]) => call<PackLink>('POST', `/api/file/PackDownload/${encode(type)}`, files),
  /** A link for the preview frame; it already holds '?' (JNPF's client appends '&token=…'). */
  preview: (query: PreviewQuery) => call<string>('GET', '/api/file/Uploader/Preview', query),
});

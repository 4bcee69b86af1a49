// Reading stored files. Signed-in calls hand out one-use links (download,
// preview, download all), which end with the session that took them; the
// links and image links carry their own credential, because the browser opens
// them without a header. A file the caller may not read answers as one that
// does not exist.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { DownloadLink, PackLink } from '@core/api/file';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ApiError } from '../../http/errors';
import { ok } from '../../http/reply';
import { typedRoutes } from '../../http/routeParts';
import { fileNotFound, type FileRow } from './fileService';
import { isSafeInline, textMimeType, unknownMimeType } from './fileTypes';
import { zipStream } from './pack';
import type { TakenDownload } from './downloads';
import { StoredFileMissing } from './storage';
import { fileIdSchema, packBodySchema, uploadTypeSchema } from './schemas';

const tags = ['file'];
const ticketSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });
/** Browsers may keep an image its link opened (the link changes when the image does), never share it. */
const imageCacheControl = 'private, max-age=86400';

/** `attachment` or `inline` with the name in UTF-8 (RFC 6266), and an ASCII fallback. */
function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A stored file's bytes as an answer: inline only when the caller wants it and its type is safe there. */
function sendStored(kiln: Kiln, reply: FastifyReply, row: FileRow, name: string, inline: boolean) {
  const bytes = openStored(kiln, row);
  const showable = inline && isSafeInline(row.mime_type);
  const type = row.mime_type === textMimeType ? 'text/plain; charset=utf-8' : row.mime_type || unknownMimeType;
  return reply
    .header('content-disposition', contentDisposition(name, showable ? 'inline' : 'attachment'))
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .type(showable ? type : unknownMimeType)
    .send(bytes);
}

/** The bytes of a row; a row whose bytes are gone answers as a missing file. */
function openStored(kiln: Kiln, row: FileRow) {
  try {
    return kiln.files.open(row);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw fileNotFound();
    throw error;
  }
}

async function serveTaken(kiln: Kiln, reply: FastifyReply, taken: TakenDownload) {
  if (taken.kind === 'content') return reply.header('content-disposition', contentDisposition(taken.name)).type(taken.contentType).send(taken.content);
  if (taken.kind === 'pack') {
    const byId = await kiln.files.rowsById(taken.entries.map((entry) => entry.fileId));
    const rows = taken.entries.map((entry) => byId.get(entry.fileId));
    if (rows.some((row) => !row)) throw fileNotFound();
    const items = (rows as FileRow[]).map((row, index) => ({
      name: taken.entries[index].name,
      size: row.size,
      compress: row.mime_type === textMimeType,
      mtime: new Date(row.created_at),
      open: () => kiln.files.open(row),
    }));
    return reply.header('content-disposition', contentDisposition(taken.name)).type('application/zip').send(zipStream(items));
  }
  const row = await kiln.files.find(taken.fileId);
  if (!row) throw fileNotFound();
  return sendStored(kiln, reply, row, taken.name, taken.kind === 'preview');
}

const packName = (type: string, now = new Date()) => `${type}-${now.toISOString().slice(0, 19).replace(/\D/g, '')}.zip`;

export function linkRoutes(server: FastifyInstance, kiln: Kiln): void {
  const app = typedRoutes(server);
  const signedIn = { access: access.signedIn() };

  app.get(
    '/api/file/Download/export/:id',
    {
      // The link carries its own credential (a one-use ticket), because the browser opens it without a token.
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Open a download link (single use, a few minutes): an export, a stored file, a preview or a zip of files',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,40}$' }) }),
        querystring: Type.Object({ ticket: ticketSchema }),
      },
    },
    async (request, reply) => {
      const taken = await kiln.downloads.take(request.params.id, request.query.ticket);
      if (!taken) throw new ApiError(404, { key: 'download.expired' });
      return serveTaken(kiln, reply, taken);
    },
  );

  app.get(
    '/api/file/Download/:type/:fileId',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'A one-use link to download a stored file (its owner, an administrator, or whoever may read a saved record holding it); ' +
          '文件不存在 otherwise',
        params: Type.Object({ type: uploadTypeSchema, fileId: fileIdSchema }),
      },
    },
    async (request) => {
      const row = await kiln.files.readable(request.params.fileId, sessionOf(request));
      const link: DownloadLink = await kiln.downloads.offerStoredFile('file', { id: row.id, name: row.original_name }, sessionOf(request));
      return ok(request, link);
    },
  );

  app.get(
    '/api/file/Uploader/Preview',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A one-use link for the preview frame (images, pdf and text shown; the rest downloads); data is the URL and already holds ?',
        querystring: Type.Object({
          fileName: Type.Optional(Type.String({ maxLength: 100 })),
          fileVersionId: Type.Optional(Type.String({ maxLength: 100 })),
          fileDownloadUrl: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
      },
    },
    async (request) => {
      // JNPF sends the entry's fileId as fileName; fileDownloadUrl is never fetched.
      const id = request.query.fileVersionId || request.query.fileName || '';
      const row = await kiln.files.readable(id, sessionOf(request));
      const link = await kiln.downloads.offerStoredFile('preview', { id: row.id, name: row.original_name }, sessionOf(request));
      return ok(request, link.url);
    },
  );

  app.post(
    '/api/file/PackDownload/:type',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Download all: a one-use link to a zip of the listed files, made as it is sent (data.downloadVo.url, data.downloadName)',
        params: Type.Object({ type: uploadTypeSchema }),
        body: packBodySchema,
      },
    },
    async (request) => {
      const who = sessionOf(request);
      const rows = await kiln.files.readableAll(request.body.map((entry) => entry.fileId), who);
      const downloadName = packName(request.params.type);
      const link = await kiln.downloads.offerPack(downloadName, rows.map((row) => ({ fileId: row.id, name: row.original_name })), who);
      const answer: PackLink = { downloadName, downloadVo: link };
      return ok(request, answer);
    },
  );

  app.get(
    '/api/file/Image/:fileId',
    {
      // An <img> sends no header: the link's random key is the credential.
      config: { access: access.public(), ownCacheControl: true },
      schema: {
        tags,
        summary: 'An image by its link (the key is in the link); only images detected from their bytes, shown inline',
        params: Type.Object({ fileId: fileIdSchema }),
        querystring: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
      },
    },
    async (request, reply) => {
      const row = await kiln.files.find(request.params.fileId);
      // One answer for "no such file", "wrong key" and "not an image": the link reveals nothing.
      if (!row || !kiln.files.keyOpens(row, request.query.key) || !kiln.files.isInlineImage(row)) throw fileNotFound();
      reply.header('cache-control', imageCacheControl);
      return sendStored(kiln, reply, row, row.original_name, true);
    },
  );
}

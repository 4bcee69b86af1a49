// Reading an uploaded file: multipart field `file`, as JNPF's client sends it,
// with an extension and a size the caller allows, whole (small imports) or
// streamed (stored files). A body cut short or too large becomes a clear
// refusal, never a server error.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import { ResultCode } from '@core/api/envelope';
import { ApiError, badRequest } from './errors';

export interface Upload {
  name: string;
  content: Buffer;
}

const truncated = /unexpected end of (multipart data|form)|part terminated early/i;

export async function readUpload(request: FastifyRequest, options: { extensions: readonly string[]; maxBytes: number }): Promise<Upload> {
  const types = options.extensions.join('/');
  if (!request.isMultipart()) throw badRequest('upload.noFile');
  let part;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part || part.fieldname !== 'file') throw badRequest('upload.noFile');
  const name = part.filename;
  if (!options.extensions.some((extension) => name.toLowerCase().endsWith(extension))) {
    part.file.resume();
    throw badRequest('upload.wrongType', { types });
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  // The plugin can miss a limit reached on the last chunk; a cut-off file is never read as whole.
  if (part.file.truncated) throw new ApiError(ResultCode.payloadTooLarge, { key: 'http.payloadTooLarge' });
  return { name, content };
}

function uploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && truncated.test(error.message)) return badRequest('upload.incomplete');
  // Size limits carry their own codes, which the failure envelope maps to 413.
  return error;
}

/** A file part left unread for the handler, to be streamed where it belongs. */
export interface PendingUpload {
  /** The name the client gave (to be cleaned before any use). */
  name: string;
  stream: Readable;
}

const pendingUploads = new WeakMap<FastifyRequest, MultipartFile>();

function fieldValues(fields: MultipartFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first?.type === 'field') values[name] = first.value;
  }
  return values;
}

/**
 * Route hooks for a multipart form whose file is streamed, not buffered: the
 * fields sent before the file become the body (so the route's body schema
 * checks them), the file stays unread for the handler (takeUpload), and a file
 * the handler refused without reading is drained so the connection stays usable.
 * Other content types keep their parsed body (a merge may come as JSON).
 */
export function streamedUpload(maxFileBytes: (request: FastifyRequest) => Promise<number> | number) {
  return {
    preValidation: async (request: FastifyRequest) => {
      if (!request.isMultipart()) return;
      const limits = { fileSize: await maxFileBytes(request), files: 1, fields: 30, fieldSize: 4096, parts: 32 };
      let fields: MultipartFields = {};
      try {
        for await (const part of request.parts({ limits })) {
          fields = part.fields;
          if (part.type !== 'file') continue;
          if (part.fieldname === 'file') pendingUploads.set(request, part);
          else part.file.resume();
          break;
        }
      } catch (error) {
        throw uploadError(error);
      }
      request.body = fieldValues(fields);
    },
    onResponse: async (request: FastifyRequest) => {
      const part = pendingUploads.get(request);
      if (part && !part.file.readableEnded && !part.file.destroyed) part.file.resume();
    },
  };
}

/** The file part streamedUpload left for the handler; refuses a request without one. */
export function takeUpload(request: FastifyRequest): PendingUpload {
  const part = pendingUploads.get(request);
  if (!part) throw badRequest('upload.noFile');
  return { name: part.filename, stream: part.file };
}

// Reading an uploaded file: multipart field `file`, as JNPF's client sends it,
// with an extension and a size the caller allows. A body cut short or too large
// becomes a clear refusal, never a server error.
import type { FastifyRequest } from 'fastify';
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

// The file routes' input schemas: upload types, ids, JNPF's upload query, the
// chunk fields of simple-uploader and the merge.
import { chunkUpload } from '@core/api/file';
import { fileIdPattern } from './fileService';

/** annex, annexpic, userAvatar, IM, … (JNPF's types; Kiln keeps it with the file). */
export const uploadTypeSchema = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' };
export const fileIdSchema = { type: 'string', pattern: fileIdPattern };

/** JNPF's storage choice; validated, while the key a file is stored under is always the server's. */
export const uploadQueryProperties = {
  pathType: { type: 'string', enum: ['defaultPath', 'selfPath'], default: 'defaultPath' },
  isAccount: { type: 'integer', enum: [0, 1], default: 0 },
  // Names separated by '/', never '..', '\' or a leading '/'.
  folder: { type: 'string', maxLength: 100, pattern: '^$|^[\\p{L}\\p{N}_-]+(/[\\p{L}\\p{N}_-]+)*$', errorMessage: 'file.folderInvalid' },
};

const identifier = { type: 'string', pattern: '^[0-9a-fA-F]{32}$', errorMessage: 'file.identifierInvalid' };

/** What simple-uploader sends with every chunk, and as the query of its test request. */
export const chunkFieldsSchema = {
  type: 'object',
  required: ['chunkNumber', 'chunkSize', 'currentChunkSize', 'totalSize', 'identifier', 'filename', 'totalChunks'],
  properties: {
    chunkNumber: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    chunkSize: { type: 'integer', const: chunkUpload.chunkSize, errorMessage: 'file.chunkSizeInvalid' },
    currentChunkSize: { type: 'integer', minimum: 0, maximum: 2 * chunkUpload.chunkSize },
    totalSize: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    identifier,
    filename: { type: 'string', minLength: 1, maxLength: 255 },
    relativePath: { type: 'string', maxLength: 1000 },
    totalChunks: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    fileType: { type: 'string', maxLength: 200 },
    extension: { type: 'string', maxLength: 20 },
  },
};

/** The merge JNPF's client posts 300 ms after the last chunk (form-encoded; JSON and multipart are read too). */
export const mergeBodySchema = {
  type: 'object',
  required: ['identifier', 'fileName', 'fileSize'],
  properties: {
    identifier,
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    fileSize: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    fileType: { type: 'string', maxLength: 200 },
    extension: { type: 'string', maxLength: 20 },
    type: { ...uploadTypeSchema, default: 'annex' },
    ...uploadQueryProperties,
  },
};

/** Download all: the entries of an upload field, each read with the download rule. */
export const packBodySchema = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  items: {
    type: 'object',
    required: ['fileId'],
    properties: { fileId: fileIdSchema, fileName: { type: 'string', maxLength: 255 } },
  },
  errorMessage: { minItems: 'file.noneToPack' },
};

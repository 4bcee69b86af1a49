// The file routes' input schemas: upload types, ids, JNPF's upload query, the
// chunk fields of simple-uploader and the merge.
import { Type } from '@sinclair/typebox';
import { chunkUpload } from '@core/api/file';
import { defaulted, integerEnum, stringEnum } from '../../http/routeParts';
import { fileIdPattern } from './fileService';

/** annex, annexpic, userAvatar, IM, … (JNPF's types; Kiln keeps it with the file). */
export const uploadTypeSchema = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' });
export const fileIdSchema = Type.String({ pattern: fileIdPattern });

/** JNPF's storage choice; validated, while the key a file is stored under is always the server's. */
export const uploadQueryProperties = {
  pathType: defaulted(stringEnum(['defaultPath', 'selfPath']), 'defaultPath'),
  isAccount: defaulted(integerEnum([0, 1]), 0),
  // Names separated by '/', never '..', '\' or a leading '/'.
  folder: Type.Optional(Type.String({ maxLength: 100, pattern: '^$|^[\\p{L}\\p{N}_-]+(/[\\p{L}\\p{N}_-]+)*$', errorMessage: 'file.folderInvalid' })),
};

const identifier = Type.String({ pattern: '^[0-9a-fA-F]{32}$', errorMessage: 'file.identifierInvalid' });

/** What simple-uploader sends with every chunk, and as the query of its test request. */
export const chunkFieldsSchema = Type.Object({
  chunkNumber: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  chunkSize: Type.Integer({ const: chunkUpload.chunkSize, errorMessage: 'file.chunkSizeInvalid' }),
  currentChunkSize: Type.Integer({ minimum: 0, maximum: 2 * chunkUpload.chunkSize }),
  totalSize: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  identifier,
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  relativePath: Type.Optional(Type.String({ maxLength: 1000 })),
  totalChunks: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  fileType: Type.Optional(Type.String({ maxLength: 200 })),
  extension: Type.Optional(Type.String({ maxLength: 20 })),
});

/** The merge JNPF's client posts 300 ms after the last chunk (form-encoded; JSON and multipart are read too). */
export const mergeBodySchema = Type.Object({
  identifier,
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  fileSize: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  fileType: Type.Optional(Type.String({ maxLength: 200 })),
  extension: Type.Optional(Type.String({ maxLength: 20 })),
  type: defaulted(uploadTypeSchema, 'annex'),
  ...uploadQueryProperties,
});

/** Download all: the entries of an upload field, each read with the download rule. */
export const packBodySchema = Type.Array(Type.Object({ fileId: fileIdSchema, fileName: Type.Optional(Type.String({ maxLength: 255 })) }), {
  minItems: 1,
  maxItems: 200,
  errorMessage: { minItems: 'file.noneToPack' },
});

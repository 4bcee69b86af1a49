// The request schemas of the message and notice routes (TypeBox: checked by
// Fastify's ajv and listed in the OpenAPI document). JNPF's client sends ''
// for a cleared filter, so filters take '' beside their values.
import { Type } from '@sinclair/typebox';
import { paging } from '@core/api/envelope';
import { defaulted, integerEnum, stringEnum } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';

const typeFilter = Type.Optional(stringEnum(['', '1', '2', '3', '4'], { description: '1 system, 2 workflow, 3 notice, 4 schedule; empty = all' }));
const isReadFilter = Type.Optional(stringEnum(['', '0', '1'], { description: '0 unread, 1 read; empty = both' }));

export const inboxQuery = Type.Object({ ...pageQuerySchema, type: typeFilter, isRead: isReadFilter });

export const readAllBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  type: typeFilter,
  isRead: isReadFilter,
});

/**
 * JNPF's messageRecord sends the chosen rows as `ids: 'a,b,c'` in the body (its axios puts a
 * DELETE's data there); Kiln's transport puts a DELETE's payload in the query. Both are read.
 */
export const recordIds = Type.Object({ ids: Type.Optional(Type.String({ maxLength: 50_000 })) });

export const noticeBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  // JNPF's form sends strings (comma-joined typed ids, JSON text of files, an image link); Kiln's form sends lists.
  // Left untyped here: under coerceTypes 'array' a union of a string and a list turns a list of one into its element;
  // the service reads either shape and refuses anything else (notices.ts).
  toUserIds: Type.Optional(Type.Unknown({ description: 'comma-joined typed ids, or a list of them; empty = every enabled user' })),
  category: Type.String({ minLength: 1, maxLength: 50 }),
  // Null first: under coerceTypes an integer branch tried first would read null as 0.
  expirationTime: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0 })])),
  coverImage: Type.Optional(Type.Unknown({ description: "an image link of the file service, or a list of one upload entry; '' = none" })),
  bodyText: defaulted(Type.String({ maxLength: 1_000_000 }), ''),
  excerpt: defaulted(Type.String({ maxLength: 500 }), ''),
  remindCategory: defaulted(integerEnum([1, 2, 3]), 1),
  sendConfigId: defaulted(Type.String({ maxLength: 40 }), ''),
  files: Type.Optional(Type.Unknown({ description: 'JSON text of upload entries [{fileId, name}], or the list itself' })),
});

export const noticeGetQuery = Type.Object({
  as: Type.Optional(
    stringEnum(['form'], { description: "'form': receivers, files and cover image as lists (Kiln's form); else strings as JNPF's client reads them" }),
  ),
});

export const noticeListBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  currentPage: defaulted(Type.Integer({ minimum: 1, maximum: paging.maxPage }), paging.firstPage),
  pageSize: defaulted(Type.Integer({ minimum: 1, maximum: paging.maxPageSize }), paging.defaultPageSize),
  sort: Type.Optional(stringEnum(['asc', 'desc'])),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
  // One value or several (JNPF's multiple selects); a single value is read as a list of one.
  enabledMark: Type.Optional(Type.Array(stringEnum(['', '0', '1', '2']), { maxItems: 4 })),
  type: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 })),
});

/**
 * The spec's POST /api/message/Notice: a body with `title` creates, one without lists
 * (ARCHITECTURE §8). Declared loosely here; the handler checks it against noticeBody
 * or noticeListBody, with the same messages.
 */
export const noticeListOrCreateBody = Type.Object(
  Object.fromEntries([...Object.keys(noticeBody.properties), ...Object.keys(noticeListBody.properties)].map((key) => [key, Type.Optional(Type.Unknown())])),
  { description: 'With title: a notice to create (see POST /api/message). Without: the list filters (see POST /api/message/Notice/List).' },
);

// The request schemas of the data-interface routes (TypeBox: checked by
// Fastify's ajv and listed in the OpenAPI document).
import { Type } from '@sinclair/typebox';
import { paging } from '@core/api/envelope';
import { defaulted, integerEnum } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';
import { maxInfoIds } from './engine/runner';
import { maxParameterLength } from './engine/parameters';

const jsonText = (maxLength: number) => Type.String({ maxLength });

export const interfaceBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' }),
  category: Type.String({ minLength: 1, maxLength: 40 }),
  type: integerEnum([1, 2, 3]),
  action: defaulted(Type.Integer({ minimum: 1, maximum: 9 }), 3),
  hasPage: defaulted(integerEnum([0, 1]), 0),
  sortCode: defaulted(Type.Integer({ minimum: 0, maximum: 999_999 }), 0),
  enabledMark: defaulted(integerEnum([0, 1]), 1),
  description: defaulted(Type.String({ maxLength: 500 }), ''),
  dataConfigJson: jsonText(1_048_576),
  dataCountJson: Type.Optional(jsonText(100_000)),
  dataEchoJson: Type.Optional(jsonText(100_000)),
  fieldJson: defaulted(jsonText(100_000), '[]'),
  parameterJson: defaulted(jsonText(100_000), '[]'),
});

export const listQuery = Type.Object({
  ...pageQuerySchema,
  category: Type.Optional(Type.String({ maxLength: 40 })),
  type: Type.Optional(integerEnum([1, 2, 3])),
  enabledMark: Type.Optional(integerEnum([0, 1])),
});

/**
 * A parameter's value: a string, number, boolean or null. Left untyped on purpose: ajv's `coerceTypes: 'array'` would turn
 * `['x']` into `'x'` under a typed union, and an array for a scalar must be refused, not read as its first element —
 * engine/parameters.ts coerce() checks the value against the declared type (objects and arrays refused, length capped).
 */
const scalar = Type.Unknown({ description: `a string (at most ${maxParameterLength} characters), number, boolean or null` });

export const paramList = Type.Optional(
  Type.Array(Type.Object({ field: Type.String({ minLength: 1, maxLength: 64 }), defaultValue: Type.Optional(scalar) }), { maxItems: 50 }),
);

export const previewBody = Type.Object({ paramList });

export const listBody = Type.Object({
  interfaceId: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: paging.maxPage })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: paging.maxPageSize })),
  propsValue: Type.Optional(Type.String({ maxLength: 64 })),
  relationField: Type.Optional(Type.String({ maxLength: 64 })),
  columnOptions: Type.Optional(Type.String({ maxLength: 2000 })),
  paramList,
});

export const infoByIdsBody = Type.Object({
  ids: Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: maxInfoIds }),
  interfaceId: Type.Optional(Type.String({ maxLength: 64 })),
  propsValue: Type.String({ minLength: 1, maxLength: 64 }),
  relationField: Type.Optional(Type.String({ maxLength: 64 })),
  paramList,
});

export const variateBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  interfaceId: Type.String({ minLength: 1, maxLength: 64 }),
  fullName: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
  field: Type.String({ minLength: 1, maxLength: 100 }),
  description: defaulted(Type.String({ maxLength: 500 }), ''),
});

export const variateListQuery = Type.Object({ ...pageQuerySchema, interfaceId: Type.Optional(Type.String({ maxLength: 64 })) });

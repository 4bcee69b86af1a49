// The models API's request schemas (TypeBox): the design's own schema from
// core/model, the info around it, and the list's filters.
import { Type } from '@sinclair/typebox';
import { ModelDesignSchema } from '@core/model/design';
import { pageQuerySchema } from '../../db/paging';
import { integerEnum } from '../../http/routeParts';

export const ModelInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    enCode: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.]{0,49}$' }),
    category: Type.String({ minLength: 1, maxLength: 40 }),
    webType: integerEnum([1, 2]),
    description: Type.String({ maxLength: 500, default: '' }),
    sortCode: Type.Integer({ minimum: 0, maximum: 999999, default: 0 }),
    design: ModelDesignSchema,
  },
  { additionalProperties: false },
);

export const modelQuerySchema = Type.Object({
  ...pageQuerySchema,
  category: Type.Optional(Type.String({ maxLength: 40 })),
  webType: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  isRelease: Type.Optional(integerEnum([0, 1, 2])),
  /** JNPF's list sends type 1 (web design); the only kind Kiln keeps. */
  type: Type.Optional(Type.Integer()),
});

const parentIds = Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })]);

export const ReleaseInputSchema = Type.Object({
  pc: Type.Optional(integerEnum([0, 1])),
  app: Type.Optional(integerEnum([0, 1])),
  pcModuleParentId: Type.Optional(parentIds),
  appModuleParentId: Type.Optional(parentIds),
  platformRelease: Type.Optional(Type.String({ maxLength: 200 })),
  confirmLosing: Type.Optional(Type.Boolean()),
  dryRun: Type.Optional(Type.Boolean()),
});

export const RollbackInputSchema = Type.Object({ confirmLosing: Type.Optional(Type.Boolean()), dryRun: Type.Optional(Type.Boolean()) });

/** FormDataFields' filterType: 1 leaves out what a related form cannot show (sub-tables, uploads). */
export const fieldsQuerySchema = Type.Object({ filterType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })) });

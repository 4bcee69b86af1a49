// What a model is called and where it sits, besides its design: the fields of a
// JNPF model row that are not the form, the list or the tables (a `.vdd` export
// carries them beside the design). One TypeBox source gives the type and the check.
import type { Static } from '@sinclair/typebox';
import { Type } from '../schema/typeBuilder';

export const ModelInfoSchema = Type.Object(
  {
    fullName: Type.String({ maxLength: 200 }),
    enCode: Type.String({ maxLength: 100 }),
    /** JNPF's category: a dictionary item (功能分类) by id, as the export names it. */
    category: Type.String({ maxLength: 100 }),
    /** JNPF's webType: 1 a form only, 2 a list and its form, 3 with a workflow. */
    webType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    description: Type.String({ maxLength: 2000 }),
    sortCode: Type.Integer(),
  },
  { additionalProperties: false },
);

export type ModelInfo = Static<typeof ModelInfoSchema>;
export type WebType = ModelInfo['webType'];

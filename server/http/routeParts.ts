// Pieces every area's routes share: the app typed by its route schemas, and the
// schema parts many routes repeat (path parameters, enumerations).
//
// Route schemas are written with TypeBox (@sinclair/typebox, as core's page
// format is). They are plain JSON Schema at run time, checked by Fastify's ajv
// with the platform's options; the type provider only reads their shape, so
// `request.params`, `query` and `body` are typed from the schema itself.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider, TUnsafe as ProviderUnsafe } from '@fastify/type-provider-typebox';
import { OptionalKind, Type, type SchemaOptions, type Static, type TObject, type TSchema, type TString } from '@sinclair/typebox';

/** The app whose routes' request parts are typed from their TypeBox schemas. */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** Route params schema: each named param a non-empty string of at most 64 characters. */
export function stringParams<const Names extends readonly string[]>(...names: Names): TObject<Record<Names[number], TString>> {
  // Object.fromEntries cannot tell TypeScript which keys it made: they are `names`.
  const properties = Object.fromEntries(names.map((name) => [name, Type.String({ minLength: 1, maxLength: 64 })])) as Record<Names[number], TString>;
  return Type.Object(properties);
}

/**
 * A property the request may leave out, which ajv then fills with `value`
 * (useDefaults): optional on the wire (not `required`), so the returned type
 * hides TypeBox's optional mark, and the handler always finds it.
 */
export function defaulted<T extends TSchema>(schema: T, value: Static<T>): T {
  return { ...schema, default: value, [OptionalKind]: 'Optional' };
}

/**
 * A string that is one of `values`, written as JSON Schema's `enum` (TypeBox
 * would write an anyOf of constants): refusal messages and the API document stay
 * those of an enumeration. The declared `type` and `enum` let the provider type
 * the value as their union.
 */
export function stringEnum<const Values extends readonly string[]>(values: Values, options: SchemaOptions = {}) {
  return Object.assign(Type.Unsafe<Values[number]>(options), { type: 'string' as const, enum: values });
}

/** An integer that is one of `values` (0 or 1 flags, say), as `stringEnum` writes strings. */
export function integerEnum<const Values extends readonly number[]>(values: Values, options: SchemaOptions = {}) {
  return Object.assign(Type.Unsafe<Values[number]>(options), { type: 'integer' as const, enum: values });
}

/**
 * A compiled form's body schema (formBody: core/form compiles it at run time,
 * so no type can be read from it), typed as the form's input: the provider then
 * types `request.body` with it. Only the type changes; the schema is the form's.
 * The mark is the provider's own TypeBox's Unsafe, the one its Static reads.
 */
export function formInput<Input>(body: object): ProviderUnsafe<Input> {
  return body as ProviderUnsafe<Input>;
}

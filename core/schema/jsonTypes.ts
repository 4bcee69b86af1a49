// Whether a value is of a JSON Schema type, by the type's name.
export const jsonTypeTests = {
  string: (value: unknown) => typeof value === 'string',
  number: (value: unknown) => typeof value === 'number' && Number.isFinite(value),
  integer: (value: unknown) => Number.isInteger(value),
  boolean: (value: unknown) => typeof value === 'boolean',
  array: (value: unknown) => Array.isArray(value),
  object: (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value),
  null: (value: unknown) => value === null,
};

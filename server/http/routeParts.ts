// Pieces every area's routes share: path-parameter schemas.

/** Route params schema: each named param a non-empty string of at most 64 characters. */
export function stringParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 64 }])),
  };
}

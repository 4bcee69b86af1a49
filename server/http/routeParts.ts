// Pieces every area's routes share: path-parameter schemas and JSON files
// handed to the browser as a download.

/** Route params schema: each named param a non-empty string of at most 64 characters. */
export function stringParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 64 }])),
  };
}

/** A JSON document as `{name, url}` with a data: URL the browser downloads without another request. */
export function jsonDownload(name: string, document: unknown): { name: string; url: string } {
  return { name, url: `data:application/json;base64,${Buffer.from(JSON.stringify(document)).toString('base64')}` };
}

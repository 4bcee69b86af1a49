// Marks every string of a JSON Schema `plainText`, so no string anywhere takes
// control characters unless its schema says `plainText: false`.
type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const holdsStrings = (node: SchemaNode) => node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));

/** Schema keywords whose values are schemas, or maps or lists of schemas. */
const schemaValued = ['items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames'];
const schemaMaps = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Adds `plainText: true` to each string node in place (iteratively: schemas can be deep) and returns the schema. */
export function withPlainText<T>(schema: T): T {
  const stack: unknown[] = [schema];
  const seen = new Set<unknown>();
  while (stack.length) {
    const node = stack.pop();
    if (!isNode(node) || seen.has(node)) continue;
    seen.add(node);
    if (holdsStrings(node) && node.plainText === undefined) node.plainText = true;
    for (const key of schemaValued) stack.push(node[key]);
    for (const key of schemaMaps) if (isNode(node[key])) stack.push(...Object.values(node[key]));
    for (const key of schemaLists) if (Array.isArray(node[key])) stack.push(...node[key]);
    if (Array.isArray(node.items)) stack.push(...node.items);
  }
  return schema;
}

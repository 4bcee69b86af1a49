// The OpenAPI document as the server serves it, read one way by the tests that
// hold the registered routes and the document to each other.
import type { TestServer } from './harness';

/** An operation, as far as the tests read it. */
export interface DocumentedOperation {
  description?: string;
  parameters?: { in: 'path' | 'query'; name: string; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }> };
  security?: unknown[];
}

export interface ApiDocument {
  openapi: string;
  tags: { name: string }[];
  /** By path, then by lower-case method. */
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** The document at /api/docs/json, which needs no token. */
export async function apiDocument(server: TestServer): Promise<ApiDocument> {
  const response = await server.client().raw('GET', '/api/docs/json');
  if (response.status !== 200) throw new Error(`GET /api/docs/json answered ${response.status}`);
  return (await response.json()) as ApiDocument;
}

/** A registered route's path as the document writes it: '/api/permission/Role/{id}' for '…/Role/:id'. */
export function documentedPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** A row of the specification's endpoint list: its area, method and path. */
export type SpecifiedEndpoint = [area: string, method: string, path: string];

const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The rows the document lacks, or holds without saying what access they need; placeholders compare by position, not by name. */
export async function undocumentedEndpoints(server: TestServer, specified: readonly SpecifiedEndpoint[]): Promise<string[]> {
  const document = await apiDocument(server);
  const documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [`${method.toUpperCase()} ${pathShape(path)}`, operation.description ?? ''] as const),
    ),
  );
  return specified
    .filter(([, method, path]) => !documented.get(`${method} ${pathShape(path)}`)?.includes('Access: '))
    .map(([area, method, path]) => `${area} ${method} ${path}`);
}

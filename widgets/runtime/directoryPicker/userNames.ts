// Stored user picker values (user ids, and the usersSelect's typed ids of every
// kind) as nodes with names: POST Users/getSelectedList, once per value for the
// session, every value wanted in the same moment in one request.
import { parseTypedId, typedId, type DirectoryNode } from '@core/api/directory';
import type { Transport } from '@core/api/envelope';
import { currentUserId, maxLookupIds, userPickersApi } from '@core/api/userPickers';
import { LookupCache, lookupCacheOf } from '../lookups';

/** Where a stored value and a node meet: organisations by id, whether stored as company or department. */
export const nodeKey = (id: string, type: string) => `${id}--${type === 'company' || type === 'department' ? 'organize' : type}`;

/** The key of a stored value: a bare id is a user's; null when it names no known kind. */
export function keyOfValue(value: string): string | null {
  if (value === currentUserId) return nodeKey(currentUserId, 'user');
  const typed = parseTypedId(value);
  return typed && typed.id ? nodeKey(typed.id, typed.type) : null;
}

/** The session's nodes of stored user picker values over this transport. */
export const directoryNodeCache = (transport: Transport): LookupCache<DirectoryNode> =>
  lookupCacheOf(
    transport,
    'directory',
    (call) =>
      new LookupCache<DirectoryNode>(
        async (values) => {
          const result = await userPickersApi(call).selectedList(values);
          if (result.code !== 200) throw new Error(result.msg);
          return new Map(result.data.list.map((node) => [nodeKey(node.id, node.type), node]));
        },
        { batchLimit: maxLookupIds, keyOf: keyOfValue },
      ),
  );

/** Nodes a picker showed: a pick of theirs is named without a request. */
export function rememberDirectoryNodes(transport: Transport, nodes: readonly DirectoryNode[]): void {
  const cache = directoryNodeCache(transport);
  for (const node of nodes) {
    cache.remember(nodeKey(node.id, node.type), node);
    if (node.children) rememberDirectoryNodes(transport, node.children);
  }
}

/** A stored value as shown when nobody named it: its bare id. */
export const bareId = (value: string) => parseTypedId(value)?.id ?? value;

/** What a user picker stores for a node: a user's id (userSelect), or the typed id (usersSelect). */
export type ValueOf = (node: DirectoryNode) => string;

export const userValue: ValueOf = (node) => node.id;
export const typedValue: ValueOf = (node) => typedId(node.id, node.type);

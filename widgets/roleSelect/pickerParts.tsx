// What the role and group pickers share over the directory pickers' runtime
// (widgets/runtime/directoryPicker): their server nodes as the dialog draws
// them, the session's name caches of roles and groups (stored ids named in one
// batched request per moment, and by the trees the dialog showed), and stored
// ids shown by name in the read-only view and list cells.
import type { Transport } from '@core/api/envelope';
import { groupPickerApi, rolePickerApi, type PickerNode as ServerNode } from '@core/api/rolePickers';
import { useApi } from '../runtime/ApiContext';
import { CachedNames, lookupCacheOf, namesById, pickerNodes, useNamedChoices, type LookupCache, type PickerChoice, type PickerNode } from '../runtime/directoryPicker';
import { storedIds } from '../depSelect/spec';

/** The kind a picker chooses; every other node only holds others. */
export type PickedKind = 'role' | 'group';

/** The session's names of roles or groups over this transport (ListByIds names disabled ones too). */
export const pickedNameCache = (transport: Transport, kind: PickedKind): LookupCache<string> =>
  lookupCacheOf(transport, kind, (call) => namesById((ids) => (kind === 'role' ? rolePickerApi(call).byIds(ids) : groupPickerApi(call).byIds(ids))));

/** Names the nodes a tree showed, so a fresh pick needs no request. */
function remember(cache: LookupCache<string>, kind: PickedKind, nodes: readonly ServerNode[]): void {
  for (const node of nodes) {
    if (node.type === kind) cache.remember(node.id, node.fullName);
    if (node.children) remember(cache, kind, node.children);
  }
}

/**
 * The server's nodes as the dialog draws them: keyed by onlyId (a role sits under
 * each of its organisations), only `kind` chosen; a flat list's entries show
 * their organisations beside them.
 */
export function dialogNodes(cache: LookupCache<string>, kind: PickedKind, nodes: readonly ServerNode[], flat = false): PickerNode[] {
  remember(cache, kind, nodes);
  return pickerNodes(nodes, {
    keyOf: (node) => `${node.type}:${node.onlyId}`,
    choiceOf: (node) => (node.type === kind ? { key: node.id, label: node.fullName, kind } : undefined),
    flat,
  });
}

/** The stored ids as the field's choices, named once their names are known ('' while asked for). */
export function usePickedChoices(kind: PickedKind, value: unknown): PickerChoice[] {
  return useNamedChoices(pickedNameCache(useApi().transport, kind), storedIds(value), kind);
}

/** Stored ids as names joined by commas, as the read-only view and list cells show them; an id nobody named shows as itself. */
export function PickedNames({ kind, value, testId }: { kind: PickedKind; value: unknown; testId?: string }) {
  return <CachedNames cache={pickedNameCache(useApi().transport, kind)} ids={storedIds(value)} testId={testId} />;
}

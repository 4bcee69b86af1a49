// What the role and group pickers share over the directory pickers' runtime
// (widgets/runtime/orgPicker): their server nodes as the dialog draws them, the
// session's name caches of roles and groups (stored ids named in one batched
// request per moment, and by the trees the dialog showed), and stored ids shown
// by name in the field, the read-only view and list cells.
import type { Transport } from '@core/api/envelope';
import { groupPickerApi, rolePickerApi, type PickerNode as ServerNode } from '@core/api/rolePickers';
import { useApi } from '../runtime/ApiContext';
import { nameCacheOf, useNames, type NameCache, type PickerChoice, type PickerNode } from '../runtime/orgPicker';
import { storedIds } from '../depSelect/spec';

/** The kind a picker chooses; every other node only holds others. */
export type PickedKind = 'role' | 'group';

const namesOf = (transport: Transport, kind: PickedKind, ids: string[]) => (kind === 'role' ? rolePickerApi(transport).byIds(ids) : groupPickerApi(transport).byIds(ids));

/** The session's names of roles or groups over this transport (ListByIds names disabled ones too). */
export const pickedNameCache = (transport: Transport, kind: PickedKind): NameCache =>
  nameCacheOf(transport, kind, (call) => async (ids) => {
    const result = await namesOf(call, kind, ids);
    if (result.code !== 200) throw new Error(result.msg);
    return new Map(result.data.list.map((node) => [node.id, node.fullName]));
  });

/** Names the nodes a tree showed, so a fresh pick needs no request. */
function remember(cache: NameCache, kind: PickedKind, nodes: readonly ServerNode[]): void {
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
export function dialogNodes(cache: NameCache, kind: PickedKind, nodes: readonly ServerNode[], flat = false): PickerNode[] {
  remember(cache, kind, nodes);
  const draw = (node: ServerNode): PickerNode => ({
    key: `${node.type}:${node.onlyId}`,
    id: node.id,
    title: node.fullName,
    kind: node.type,
    isLeaf: !node.children?.length,
    choice: node.type === kind ? { key: node.id, label: node.fullName } : undefined,
    ...(flat && node.organize ? { hint: node.organize } : {}),
    ...(node.children?.length ? { children: node.children.map(draw) } : {}),
  });
  return nodes.map(draw);
}

/** The stored ids as the field's choices, named once their names are known ('' while asked for). */
export function usePickedChoices(kind: PickedKind, value: unknown): PickerChoice[] {
  const cache = pickedNameCache(useApi().transport, kind);
  const ids = storedIds(value);
  const ready = useNames(cache, ids);
  return ids.map((id) => ({ key: id, label: ready ? (cache.name(id) ?? id) : '' }));
}

/** Stored ids as names joined by commas, as the read-only view and list cells show them; an id nobody named shows as itself. */
export function PickedNames({ kind, value, testId }: { kind: PickedKind; value: unknown; testId?: string }) {
  const choices = usePickedChoices(kind, value);
  const ready = choices.every((choice) => choice.label !== '');
  return <span data-testid={testId}>{ready ? choices.map((choice) => choice.label).join(',') : ''}</span>;
}

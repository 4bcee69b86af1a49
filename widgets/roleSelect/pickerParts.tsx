// What the role and group pickers share over the directory pickers' runtime
// (widgets/runtime/directoryPicker): their server nodes as the dialog draws
// them, a custom picker's list, the session's name caches of roles and groups
// (stored ids named in one batched request per moment, and by the trees the
// dialog showed), the field, and stored ids shown by name in the read-only view
// and list cells.
import { useMemo } from 'react';
import type { Transport } from '@core/api/envelope';
import { groupPickerApi, rolePickerApi, type PickerNode as ServerNode } from '@core/api/rolePickers';
import type { FieldProps } from '../contract';
import { useApi } from '../runtime/ApiContext';
import { CachedNames, lookupCacheOf, namesById, PickerField, pickerNodes, useIdStore, useNamedChoices, type LookupCache, type PickerChoice, type PickerNode, type PickerSource } from '../runtime/directoryPicker';
import { ableIdsOf, isCustom, storedIds } from '@core/widgets/directoryPicks';

/** The kind a picker chooses; every other node only holds others. */
export type PickedKind = 'role' | 'group';

/** Each kind's picker calls. */
const pickerApiOf = { role: rolePickerApi, group: groupPickerApi };

/** The session's names of roles or groups over this transport (ListByIds names disabled ones too). */
export const pickedNameCache = (transport: Transport, kind: PickedKind): LookupCache<string> =>
  lookupCacheOf(transport, kind, (call) => namesById((ids) => pickerApiOf[kind](call).byIds(ids)));

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

/** A custom picker's one list: the enabled ones among the allowed ids (the kind's Condition read), flat, with their organisations. */
export function conditionSource(transport: Transport, kind: PickedKind, ableIds: readonly string[]): PickerSource {
  const cache = pickedNameCache(transport, kind);
  const ids = [...ableIds];
  return {
    key: 'custom',
    load: async (parent) => {
      if (parent || !ids.length) return [];
      const result = await pickerApiOf[kind](transport).condition({ ids });
      return result.code === 200 ? dialogNodes(cache, kind, result.data.list, true) : null;
    },
  };
}

/** The dialog's tabs: the kind's own, or the custom list for the allowed ids. */
export type SourcesOf = (transport: Transport, ableIds: readonly string[] | null) => PickerSource[];

/** The role or group picker's field: the stored ids named in one batch, the dialog's tabs from `sourcesOf`. */
export function PickedField({ field, kind, title, sourcesOf }: { field: FieldProps; kind: PickedKind; title: string; sourcesOf: SourcesOf }) {
  const { transport } = useApi();
  const choices: PickerChoice[] = useNamedChoices(pickedNameCache(transport, kind), storedIds(field.value), kind);
  const able = isCustom(field.props) ? ableIdsOf(field.props).join('|') : null;
  const sources = useMemo(() => sourcesOf(transport, able === null ? null : able.split('|').filter(Boolean)), [sourcesOf, transport, able]);
  return <PickerField field={field} choices={choices} store={useIdStore(field)} dialog={{ title, sources }} />;
}

/** Stored ids as names joined by commas, as the read-only view and list cells show them; an id nobody named shows as itself. */
export function PickedNames({ kind, value, testId }: { kind: PickedKind; value: unknown; testId?: string }) {
  return <CachedNames cache={pickedNameCache(useApi().transport, kind)} ids={storedIds(value)} testId={testId} />;
}

// Stored directory values as names, in a field, a read-only view or a list
// cell: asked of the server in one batch with every other value of the moment.
import type { DirectoryNode } from '@core/api/directory';
import { useApi } from '../ApiContext';
import { useLookup } from './lookups';
import type { PickerChoice } from './types';
import { choiceOfNode } from './userSources';
import { bareId, directoryNodeCache, type ValueOf } from './userNames';

/** The nodes of stored user picker values: undefined while they are asked for, null for a value nobody could name. */
export function useDirectoryNodes(values: readonly string[]): (DirectoryNode | null)[] | undefined {
  const cache = directoryNodeCache(useApi().transport);
  const ready = useLookup(cache, values);
  return ready ? values.map((value) => cache.get(value) ?? null) : undefined;
}

/** Stored user picker values as the field's choices, named once known ('' while asked for; a value nobody named as its bare id). */
export function useDirectoryChoices(values: readonly string[], valueOf: ValueOf): PickerChoice[] {
  const nodes = useDirectoryNodes(values);
  return values.map((value, index) => {
    const node = nodes?.[index];
    return node ? choiceOfNode(node, valueOf) : { key: value, label: nodes ? bareId(value) : '' };
  });
}

/** Stored user picker values as their names, joined by commas. */
export function DirectoryNames({ values, testId }: { values: readonly string[]; testId?: string }) {
  const nodes = useDirectoryNodes(values);
  return <span data-testid={testId}>{nodes ? values.map((value, index) => nodes[index]?.fullName ?? bareId(value)).join(',') : ''}</span>;
}

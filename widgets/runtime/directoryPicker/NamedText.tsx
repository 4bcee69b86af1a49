// Stored directory values as names, in a field, a read-only view or a list
// cell: asked of the server in one batch with every other value of the moment.
// Organisations and positions name through the widget's own text format (a
// context naming ids from the session's caches and, for ids they do not know,
// from what the shell knows); roles, groups and the user pickers' values by
// their cache's answers, an unnamed value as itself.
import { useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { DirectoryNode } from '@core/api/directory';
import type { FormatContext } from '@core/widgets/spec';
import { useApi } from '../ApiContext';
import { useEntityName } from '../EntityNames';
import type { NamedKind } from '@core/widgets/directoryPicks';
import { useLookup, type LookupCache } from '../lookups';
import { organizeNameCache, positionNameCache } from './orgNames';
import type { PickerChoice } from './types';
import { choiceOfNode } from './userSources';
import { bareId, directoryNodeCache, type ValueOf } from './userNames';

/** A format context naming these ids of this kind, or null while their names are asked for. */
export function useDirectoryContext(kind: NamedKind, ids: readonly string[]): FormatContext | null {
  const { t } = useTranslation();
  const { transport } = useApi();
  const shell = useEntityName();
  const cache = kind === 'organize' ? organizeNameCache(transport) : positionNameCache(transport);
  const ready = useLookup(cache, ids);
  const context = useMemo<FormatContext>(() => ({ t: (key) => t(key), entityName: (entity, id) => (entity === kind ? cache.get(id) : undefined) ?? shell(entity, id) }), [t, kind, cache, shell]);
  return ready ? context : null;
}

/** Stored department or position ids as a field's choices, named once their names are known ('' while asked for). */
export function useKindChoices(kind: NamedKind, ids: readonly string[]): PickerChoice[] {
  const context = useDirectoryContext(kind, ids);
  return ids.map((id) => ({ key: id, label: context ? (context.entityName?.(kind, id) ?? id) : '', kind: kind === 'organize' ? 'department' : 'position' }));
}

/** Ids of organisations or positions shown by the widget's text format. */
export function NamedText({ kind, ids, text, testId }: { kind: NamedKind; ids: readonly string[]; text(context: FormatContext): string; testId?: string }) {
  const context = useDirectoryContext(kind, ids);
  return <span data-testid={testId}>{context ? text(context) : ''}</span>;
}

/** Stored ids as a field's choices, named once their names are known ('' while asked for; an id nobody named as itself). */
export function useNamedChoices(cache: LookupCache<string>, ids: readonly string[], kind: string): PickerChoice[] {
  const ready = useLookup(cache, ids);
  return ids.map((id) => ({ key: id, label: ready ? (cache.get(id) ?? id) : '', kind }));
}

/** Stored ids as names joined by commas ('' while asked for). */
export function CachedNames({ cache, ids, testId }: { cache: LookupCache<string>; ids: readonly string[]; testId?: string }) {
  const ready = useLookup(cache, ids);
  return <span data-testid={testId}>{ready ? ids.map((id) => cache.get(id) ?? id).join(',') : ''}</span>;
}

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

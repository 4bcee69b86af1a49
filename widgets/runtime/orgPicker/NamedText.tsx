// Stored directory ids as names, in a read-only view or a list cell: the
// widget's own text format, given a context that names ids from the session's
// name cache (asked in one batch with every other cell of the moment) and, for
// ids the cache does not know, from what the shell knows.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormatContext } from '@core/widgets/spec';
import { useApi } from '../ApiContext';
import { useEntityName } from '../EntityNames';
import { organizeNameCache, positionNameCache, useNames } from './names';
import type { NamedKind } from '../../depSelect/spec';

/** A format context naming these ids of this kind, or null while their names are asked for. */
export function useDirectoryContext(kind: NamedKind, ids: readonly string[]): FormatContext | null {
  const { t } = useTranslation();
  const { transport } = useApi();
  const shell = useEntityName();
  const cache = kind === 'organize' ? organizeNameCache(transport) : positionNameCache(transport);
  const ready = useNames(cache, ids);
  const context = useMemo<FormatContext>(() => ({ t: (key) => t(key), entityName: (entity, id) => (entity === kind ? cache.name(id) : undefined) ?? shell(entity, id) }), [t, kind, cache, shell]);
  return ready ? context : null;
}

export function NamedText({ kind, ids, text, testId }: { kind: NamedKind; ids: readonly string[]; text(context: FormatContext): string; testId?: string }) {
  const context = useDirectoryContext(kind, ids);
  return <span data-testid={testId}>{context ? text(context) : ''}</span>;
}

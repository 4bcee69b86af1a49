// Texts of linked records' fields (a related form's name, a related attribute's
// field), asked of FieldDataSelect once per record and field for the session:
// every text wanted in the same moment goes in one request per model and field
// (the cells of a list page, the fields of a form), and what a picker lists
// teaches the cache on the way. And which model a linked record is of, as the
// related-form fields drawn have said: an attribute names only the related-form
// field, so it learns the model there (JNPF's relationForm tells its attributes
// the same way, by an event).
import { useEffect } from 'react';
import { observable, runInAction } from 'mobx';
import type { Transport } from '@core/api/envelope';
import { maxRelatedIds, visualDevApi, type RelatedRow } from '@core/api/visualdev';
import { useApi } from '../runtime/ApiContext';
import { LookupCache, lookupCacheOf, useLookup } from '../runtime/lookups';

/** One field of one linked record. */
export interface RecordFieldRef {
  modelId: string;
  field: string;
  id: string;
}

/** null: the reference names nothing askable (no model, field or record yet). */
const keyOf = (ref: RecordFieldRef): string | null => (ref.modelId && ref.field && ref.id ? JSON.stringify([ref.modelId, ref.field, ref.id]) : null);

async function fetchTexts(transport: Transport, refs: readonly RecordFieldRef[]): Promise<ReadonlyMap<string, string>> {
  const groups = new Map<string, RecordFieldRef[]>();
  for (const ref of refs) {
    const group = JSON.stringify([ref.modelId, ref.field]);
    groups.set(group, [...(groups.get(group) ?? []), ref]);
  }
  const api = visualDevApi(transport);
  const found = new Map<string, string>();
  await Promise.all(
    [...groups.values()].map(async (group) => {
      const { modelId, field } = group[0];
      const result = await api.fieldDataSelect(modelId, { relationField: field, ids: group.map((ref) => ref.id) });
      // A model the user may not read names nothing: its records show as their ids.
      if (result.code !== 200) return;
      for (const row of result.data.list) {
        // A field the user may not see is left out of the row: the record shows as its id.
        if (field in row) found.set(keyOf({ modelId, field, id: row.id })!, row[field] ?? '');
      }
    }),
  );
  return found;
}

/** The session's texts of linked records' fields over this transport. */
export const recordTextCache = (transport: Transport): LookupCache<string, RecordFieldRef> =>
  lookupCacheOf(
    transport,
    'relatedRecords',
    (call) => new LookupCache<string, RecordFieldRef>((refs) => fetchTexts(call, refs), { batchLimit: maxRelatedIds, keyOf }),
  );

/** Rows a picker listed: their fields' texts need no request later. */
export function rememberRows(transport: Transport, modelId: string, rows: readonly RelatedRow[]): void {
  const cache = recordTextCache(transport);
  for (const row of rows) {
    for (const [field, text] of Object.entries(row)) if (field !== 'id') cache.remember(keyOf({ modelId, field, id: row.id })!, text ?? '');
  }
}

/**
 * A field's text of a linked record: `settled` once asked (or when there is
 * nothing to ask: no model, field or record), `text` what the server answered
 * (undefined for a record or field the user may not read).
 */
export function useRecordText(ref: RecordFieldRef): { settled: boolean; text: string | undefined } {
  const cache = recordTextCache(useApi().transport);
  const askable = keyOf(ref) !== null;
  const settled = useLookup(cache, askable ? [ref] : []);
  return { settled, text: askable && settled ? cache.get(ref) : undefined };
}

/** The model of each linked record a related-form field has shown, by record id (record ids are unique across models). */
const recordModels = observable.map<string, string>({}, { deep: false });

/** Says which model the record a related-form field holds is of (read by its attributes). */
export function useLinkedModel(recordId: string, modelId: string): void {
  useEffect(() => {
    if (recordId && modelId && recordModels.get(recordId) !== modelId) runInAction(() => recordModels.set(recordId, modelId));
  }, [recordId, modelId]);
}

/** The model of a linked record, once a related-form field showing it said so (tracked: an observer redraws when it is learnt). */
export const linkedModelOf = (recordId: string): string | undefined => recordModels.get(recordId);

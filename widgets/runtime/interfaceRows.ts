// The rows a data-interface pick holds, as the pickers, their read-only views
// and the attributes beside them need them: asked of InfoByIds through the
// shared calls (two fields naming the same rows make one request, an attribute
// reuses its picker's answer), taught by what a picker listed, and which
// interface each picker field of a form reads (an attribute names only the
// field, as JNPF's popupAttr names its popupSelect).
import { useEffect, useState } from 'react';
import { observable, runInAction, type ObservableMap } from 'mobx';
import { dataInterfaceApi, type InfoByIdsInput, type InterfaceRow, type ParamValue } from '@core/api/dataInterface';
import type { Transport } from '@core/api/envelope';
import { paramListOf, storedValueOf, type InterfaceSource } from '@core/widgets/interfacePicks';
import type { FormAccess } from '../contract';
import { useApi } from './ApiContext';
import { rememberCall, sharingTransport } from './sharedCalls';

/** What every call about a pick's rows carries: its interface, value and name fields, and the params filled now. */
export interface PickQuery {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  paramList: ParamValue[];
}

/** The pick query of a node's source with the form's values now (read through the form, so a change of one redraws the reader). */
export const pickQueryOf = (source: InterfaceSource, form: FormAccess): PickQuery => ({
  interfaceId: source.interfaceId,
  propsValue: source.propsValue,
  relationField: source.relationField,
  paramList: paramListOf(source.params, (name) => form.value(name)),
});

/** The InfoByIds body for these values, in the one key order every caller uses (so identical asks are one). */
const infoInput = (query: PickQuery, ids: readonly string[]): InfoByIdsInput => ({
  ids: [...ids],
  interfaceId: query.interfaceId,
  propsValue: query.propsValue,
  relationField: query.relationField,
  paramList: query.paramList,
});

const infoUrl = (interfaceId: string) => `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Actions/InfoByIds`;

/** Rows a picker confirmed: naming them later needs no request. */
export function rememberPickedRows(transport: Transport, query: PickQuery, rows: readonly InterfaceRow[]): void {
  const ids = rows.map((row) => storedValueOf(row[query.propsValue]));
  if (ids.length) rememberCall(transport, 'POST', infoUrl(query.interfaceId), infoInput(query, ids), [...rows]);
}

/** A row's value and name as the pick stores and shows them. */
export const rowValue = (row: InterfaceRow, query: Pick<PickQuery, 'propsValue'>) => storedValueOf(row[query.propsValue]);
export const rowName = (row: InterfaceRow, query: Pick<PickQuery, 'relationField'>) => storedValueOf(row[query.relationField]);

interface Loaded {
  key: string;
  rows: ReadonlyMap<string, InterfaceRow>;
}

/**
 * The rows of the picked values, by value: `settled` once answered (or when
 * there is nothing to ask). A failed ask settles with no rows: the values show
 * as themselves.
 */
export function usePickedRows(query: PickQuery, ids: readonly string[]): { settled: boolean; rows: ReadonlyMap<string, InterfaceRow> } {
  const { transport } = useApi();
  const askable = query.interfaceId !== '' && ids.length > 0;
  const key = askable ? JSON.stringify(infoInput(query, ids)) : '';
  const [loaded, setLoaded] = useState<Loaded>({ key: '', rows: new Map() });
  useEffect(() => {
    if (!key) return;
    let live = true;
    const input = JSON.parse(key) as InfoByIdsInput;
    void dataInterfaceApi(sharingTransport(transport))
      .infoByIds(input.interfaceId ?? '', input)
      .then((result) => {
        if (!live) return;
        const rows = result.code === 200 && Array.isArray(result.data) ? result.data : [];
        setLoaded({ key, rows: new Map(rows.map((row) => [storedValueOf(row[input.propsValue]), row])) });
      });
    return () => {
      live = false;
    };
  }, [key, transport]);
  if (!askable) return { settled: true, rows: new Map() };
  return { settled: loaded.key === key, rows: loaded.key === key ? loaded.rows : new Map() };
}

/** The names of picked values, in their order; a value no row answers shows as itself ('' while asked). */
export function usePickedNames(query: PickQuery, ids: readonly string[]): string[] {
  const { settled, rows } = usePickedRows(query, ids);
  if (!settled) return [];
  return ids.map((id) => {
    const row = rows.get(id);
    return row ? rowName(row, query) : id;
  });
}

/**
 * Which interface a picker field reads for the value it holds, by field name and value: an attribute names only the
 * field and reads the value through its form. Each form keeps what its pickers said; a read-only view (which sees no
 * form) says it for the session, like the related form's models: the same field and value mean the same rows.
 */
const viewedSources = observable.map<string, PickQuery>({}, { deep: false });
const formSources = new WeakMap<FormAccess, ObservableMap<string, PickQuery>>();

function sourcesOf(form: FormAccess | null): ObservableMap<string, PickQuery> {
  if (!form) return viewedSources;
  let sources = formSources.get(form);
  if (!sources) formSources.set(form, (sources = observable.map<string, PickQuery>({}, { deep: false })));
  return sources;
}

const sourceKey = (field: string, value: unknown) => JSON.stringify([field, value ?? null]);

/** Says which interface a picker field (of `form`, or a read-only view: null) reads for its value. */
export function usePublishedPick(form: FormAccess | null, field: string, value: unknown, query: PickQuery): void {
  const key = sourceKey(field, value);
  const published = JSON.stringify(query);
  useEffect(() => {
    const sources = sourcesOf(form);
    if (JSON.stringify(sources.get(key)) !== published) runInAction(() => sources.set(key, JSON.parse(published) as PickQuery));
  }, [form, key, published]);
}

/** The query of a picker field of the form holding this value, once it said (tracked: an observer redraws when it is learnt). */
export const publishedPickOf = (form: FormAccess, field: string, value: unknown): PickQuery | undefined =>
  sourcesOf(form).get(sourceKey(field, value)) ?? viewedSources.get(sourceKey(field, value));

// Choices for select-like widgets from a schema's option source: fixed options,
// a dictionary (through the shared cache) or an API call.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionSource } from '@core/schema/types';
import { callPlaceholders, resolveCall } from '@core/schema/placeholders';
import type { Envelope, Transport } from '@core/api/envelope';
import { mapTree } from '@core/tree';
import type { FieldProps } from '../contract';
import { useApi } from './ApiContext';

/** A fixed option as a schema writes it, with the children a fixed tree may give it. */
interface StaticOption {
  label: string;
  value: string | number;
  children?: StaticOption[];
}

export interface Choice {
  label: string;
  value: string | number;
  children?: Choice[];
}

interface Node {
  [field: string]: unknown;
}

function toChoices(nodes: Node[], labelField: string, valueField: string, childrenField?: string): Choice[] {
  return mapTree<Node, Choice>(
    nodes,
    (node, children) => ({ label: String(node[labelField] ?? ''), value: node[valueField] as string | number, ...(children.length ? { children } : {}) }),
    (node) => (childrenField && Array.isArray(node[childrenField]) ? (node[childrenField] as Node[]) : undefined),
  );
}

/** The names an option call fills from the form (`{dictionaryTypeId}` in its url or params). */
export function placeholderNames(source: OptionSource | undefined): string[] {
  return source?.kind === 'api' ? callPlaceholders(source.call) : [];
}

/** How long an answered option call is reused: the rows of one form open at once share it, a later form asks again. */
const sharedMillis = 30_000;
const sharedCalls = new WeakMap<Transport, Map<string, { promise: Promise<Envelope<{ list: Node[] }>>; at: number }>>();

/** One request per identical option call (every row of a sub-table asks the same), answered to all who ask. */
function sharedCall(transport: Transport, callKey: string): Promise<Envelope<{ list: Node[] }>> {
  let calls = sharedCalls.get(transport);
  if (!calls) {
    calls = new Map();
    sharedCalls.set(transport, calls);
  }
  const now = Date.now();
  const known = calls.get(callKey);
  if (known && now - known.at < sharedMillis) return known.promise;
  const { method, url, params } = JSON.parse(callKey) as ReturnType<typeof resolveCall>;
  const promise = transport<{ list: Node[] }>(method, url, params);
  calls.set(callKey, { promise, at: now });
  // A failed answer is not kept: the next asker tries again.
  void promise.then((result) => result.code !== 200 && calls.delete(callKey));
  return promise;
}

/** Loads the choices of `source`, again whenever `context` (the values the call names) changes what the call asks for. */
export function useChoices(source: OptionSource | undefined, context: Record<string, unknown> = {}): Choice[] {
  const api = useApi();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Choice[]>([]);
  const staticOptions = source?.kind === 'static' ? source.options : null;
  // Fixed options keep their children (a cascader's fixed tree), translated at every level.
  const fixed = useMemo(
    () => (staticOptions ? mapTree<StaticOption, Choice>(staticOptions, (option, children) => ({ label: t(option.label), value: option.value, ...(children.length ? { children } : {}) })) : null),
    [staticOptions, t],
  );
  const call = source?.kind === 'api' ? resolveCall(source.call, context) : null;
  const callKey = call ? JSON.stringify(call) : '';
  const dictionaryCode = source?.kind === 'dictionary' ? source.dictionary : '';

  useEffect(() => {
    let live = true;
    if (dictionaryCode) {
      void api.dictionaries.ensure().then(() => {
        if (live) setLoaded(toChoices(api.dictionaries.items(dictionaryCode) as unknown as Node[], 'fullName', 'id', 'children'));
      });
    } else if (source?.kind === 'api' && callKey) {
      void sharedCall(api.transport, callKey).then((result) => {
        if (live && result.code === 200) setLoaded(toChoices(result.data.list, source.labelField, source.valueField, source.childrenField));
      });
    }
    return () => {
      live = false;
    };
    // The source object is rebuilt on every render; its meaning is in these keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callKey, dictionaryCode, source?.kind, api]);

  return fixed ?? loaded;
}

/** A choice field's options, with the form values its option call names read from the form (so it redraws only when they change). */
export function useFieldChoices(props: FieldProps): Choice[] {
  const source = props.props.options as OptionSource | undefined;
  const context: Record<string, unknown> = {};
  for (const name of placeholderNames(source)) context[name] = name === 'id' ? props.form.recordId : props.form.value(name);
  return useChoices(source, context);
}

// Choices for select-like widgets from a schema's option source: fixed options,
// a dictionary (through the shared cache), an API call, or a data interface's
// rows (Preview with the params the source fills from the form).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import type { OptionSource } from '@core/schema/types';
import { resolveCall } from '@core/schema/placeholders';
import type { ParamValue } from '@core/api/dataInterface';
import { optionSourceParams, optionSourceReads, paramListOf } from '@core/widgets/interfacePicks';
import type { HttpMethod, Transport } from '@core/api/envelope';
import { mapTree } from '@core/tree';
import type { FieldProps } from '../contract';
import { useApi } from './ApiContext';
import { sharedCall, sharingTransport } from './sharedCalls';

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

/** The names an option source fills from the form. */
export const placeholderNames = optionSourceReads;

type OptionCall =
  { kind: 'api'; method: HttpMethod; url: string; params: Record<string, unknown> } | { kind: 'dataInterface'; interfaceId: string; paramList: ParamValue[] };

/** The call an option source makes with these form values (null: none, fixed options or a dictionary). */
function optionCall(source: OptionSource | undefined, context: Record<string, unknown>): OptionCall | null {
  if (source?.kind === 'api') return { kind: 'api', ...resolveCall(source.call, context) };
  if (source?.kind === 'dataInterface')
    return { kind: 'dataInterface', interfaceId: source.interfaceId, paramList: paramListOf(optionSourceParams(source), (name) => context[name]) };
  return null;
}

/** The rows an option call answers: an API's `{list}`, a data interface's array; identical calls share one request. */
async function optionRows(transport: Transport, call: OptionCall): Promise<Node[] | null> {
  if (call.kind === 'dataInterface') {
    // The data interfaces' client loads with the first choice drawn from one, not with every list.
    const { dataInterfaceApi } = await import('@core/api/dataInterface');
    const result = await dataInterfaceApi(sharingTransport(transport)).preview(call.interfaceId, { paramList: call.paramList });
    return result.code === 200 && Array.isArray(result.data) ? result.data : null;
  }
  const result = await sharedCall<{ list: Node[] }>(transport, call.method, call.url, call.params);
  return result.code === 200 ? result.data.list : null;
}

/** Loads the choices of `source`, again whenever `context` (the values the call names) changes what the call asks for. */
export function useChoices(source: OptionSource | undefined, context: Record<string, unknown> = {}): Choice[] {
  const api = useApi();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Choice[]>([]);
  const staticOptions = source?.kind === 'static' ? source.options : null;
  // Fixed options keep their children (a cascader's fixed tree), translated at every level.
  const fixed = useMemo(
    () =>
      staticOptions
        ? mapTree<StaticOption, Choice>(staticOptions, (option, children) => ({
            label: t(option.label),
            value: option.value,
            ...(children.length ? { children } : {}),
          }))
        : null,
    [staticOptions, t],
  );
  const call = optionCall(source, context);
  const callKey = call ? JSON.stringify(call) : '';
  const dictionaryCode = source?.kind === 'dictionary' ? source.dictionary : '';

  useEffect(() => {
    let live = true;
    if (dictionaryCode) {
      void api.dictionaries.ensure().then(() => {
        if (live) setLoaded(toChoices(api.dictionaries.items(dictionaryCode) as unknown as Node[], 'fullName', 'id', 'children'));
      });
    } else if ((source?.kind === 'api' || source?.kind === 'dataInterface') && call) {
      void optionRows(api.transport, call).then((rows) => {
        if (live && rows) setLoaded(toChoices(rows, source.labelField, source.valueField, source.childrenField));
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

// What the property editors of the data-interface widgets read about
// interfaces: the Selector's tree (each interface with its row fields and
// parameters), an interface's declared parameters, and the administrators'
// variates. Every editor of a panel asks at once, so the calls go through the
// shared-call cache: one request answers them all.
import { useEffect, useState } from 'react';
import type { Transport } from '@core/api/envelope';
import {
  dataInterfaceApi,
  dataInterfaceVariateApi,
  parseFields,
  type InterfaceCategory,
  type InterfaceChoice,
  type InterfaceField,
  type InterfaceParameter,
  type VariateGroup,
} from '@core/api/dataInterface';
import { useApi } from './ApiContext';
import { sharingTransport } from './sharedCalls';

/** A list loaded through the shared calls: null until answered, empty when the call fails or nothing asks. */
function useSharedList<T>(load: ((transport: Transport) => Promise<T[]>) | null, key: string): T[] | null {
  const { transport } = useApi();
  const [loaded, setLoaded] = useState<{ key: string; list: T[] } | null>(null);
  const wanted = load !== null;
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load(sharingTransport(transport)).then(
      (list) => live && setLoaded({ key, list }),
      () => live && setLoaded({ key, list: [] }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on each render; `key` names what it loads, `wanted` whether anything asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transport, key, wanted]);
  if (!load) return [];
  return loaded?.key === key ? loaded.list : null;
}

const loadCategories = async (transport: Transport): Promise<InterfaceCategory[]> => {
  const answer = await dataInterfaceApi(transport).selector();
  return answer.code === 200 ? answer.data.list : [];
};

/** The enabled interfaces grouped by category (GET DataInterface/Selector); null while loading, empty when not `wanted`. */
export function useInterfaceCategories(wanted = true): InterfaceCategory[] | null {
  return useSharedList(wanted ? loadCategories : null, 'selector');
}

/** The interface of that id in the Selector's tree. */
export const interfaceOf = (categories: readonly InterfaceCategory[] | null, id: string): InterfaceChoice | undefined =>
  categories?.flatMap((category) => category.children).find((choice) => choice.id === id);

/** The row fields of an interface (its fieldJson) in their order; null while the Selector loads, empty without an interface. */
export function useInterfaceFields(interfaceId: string): InterfaceField[] | null {
  const categories = useInterfaceCategories(interfaceId !== '');
  if (!interfaceId) return [];
  return categories === null ? null : parseFields(interfaceOf(categories, interfaceId)?.fieldJson);
}

/** The parameters an interface declares (GET DataInterface/GetParam/{id}); null while loading, empty without an interface. */
export function useInterfaceParameters(interfaceId: string): InterfaceParameter[] | null {
  return useSharedList(
    interfaceId
      ? async (transport) => {
          const answer = await dataInterfaceApi(transport).getParam(interfaceId);
          return answer.code === 200 && Array.isArray(answer.data) ? answer.data : [];
        }
      : null,
    `params:${interfaceId}`,
  );
}

const loadVariates = async (transport: Transport): Promise<VariateGroup[]> => {
  const answer = await dataInterfaceVariateApi(transport).selector();
  return answer.code === 200 ? answer.data.list : [];
};

/** The administrators' variates grouped by their interface (GET DataInterfaceVariate/Selector); empty when not `wanted`. */
export function useVariateGroups(wanted = true): VariateGroup[] | null {
  return useSharedList(wanted ? loadVariates : null, 'variates');
}

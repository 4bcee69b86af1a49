// The typed endpoint functions and the shared dictionary cache, handed down by
// context so renderers and widgets reach the API through useApi() without
// importing the shell. These are the shell's own and the ones many screens
// share; an area's screens call its core/api/<area>.ts over useApi().transport,
// so a new area adds nothing here.
import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from '@core/api/envelope';
import { oauthApi } from '@core/api/oauth';
import { healthApi } from '@core/api/health';
import { dictionaryApi } from '@core/api/dictionary';
import { billRuleApi } from '@core/api/billRule';
import { areaApi } from '@core/api/area';
import { fileApi } from '@core/api/file';
import { currentUserApi } from '@core/api/currentUser';
import { DictionaryCache } from './DictionaryCache';

export const createApi = (transport: Transport) => {
  const dictionary = dictionaryApi(transport);
  return {
    transport,
    oauth: oauthApi(transport),
    health: healthApi(transport),
    dictionary,
    billRule: billRuleApi(transport),
    area: areaApi(transport),
    file: fileApi(transport),
    currentUser: currentUserApi(transport),
    dictionaries: new DictionaryCache(dictionary),
  };
};

export type Api = ReturnType<typeof createApi>;

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it');
  return api;
}

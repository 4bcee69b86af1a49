// The typed endpoint functions, handed down by context so renderers and widgets
// reach the API through useApi() without importing the shell.
import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from '@core/api/envelope';
import { oauthApi } from '@core/api/oauth';
import { healthApi } from '@core/api/health';

export const createApi = (transport: Transport) => ({
  transport,
  oauth: oauthApi(transport),
  health: healthApi(transport),
});

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

// The stores of one running shell, handed down by context.
import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from '@widgets/runtime/ApiContext';
import { SessionStore } from './SessionStore';
import { TagsStore } from './TagsStore';
import { AppStore } from './AppStore';
import { SettingsStore } from './SettingsStore';

export const homeView = { path: '/home', title: 'layout.home', affix: true };

export function createStores(api: Api) {
  const settings = new SettingsStore(api.currentUser);
  return {
    session: new SessionStore(api.oauth, (result) => settings.adoptLoginTheme(result.theme)),
    tags: new TagsStore([homeView]),
    app: new AppStore(),
    settings,
  };
}

export type Stores = ReturnType<typeof createStores>;

const StoresContext = createContext<Stores | null>(null);

export function StoresProvider({ stores, children }: { stores: Stores; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() needs a <StoresProvider> above it');
  return stores;
}

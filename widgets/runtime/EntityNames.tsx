// Names of users, organisations and positions by id, for values stored as ids
// (system-filled fields). The shell provides what it knows (the signed-in user's
// own); an id nobody named shows as itself.
import { createContext, useContext, type ReactNode } from 'react';
import type { NamedEntity } from '@core/widgets/system';

export type EntityNamer = (entity: NamedEntity, id: string) => string | undefined;

const EntityNameContext = createContext<EntityNamer>(() => undefined);

export function EntityNameProvider({ namer, children }: { namer: EntityNamer; children: ReactNode }) {
  return <EntityNameContext.Provider value={namer}>{children}</EntityNameContext.Provider>;
}

export function useEntityName(): EntityNamer {
  return useContext(EntityNameContext);
}

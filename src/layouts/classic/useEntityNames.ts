// Names the signed-in user's session knows, for values stored as ids (who
// created a record, their organisation and position): the user's own for now;
// other users' names come with the directory's user selector.
import { useMemo } from 'react';
import type { EntityNamer } from '@widgets/runtime/EntityNames';
import type { NamedEntity } from '@core/widgets/system';
import { useStores } from '../../stores';

export function useEntityNames(): EntityNamer {
  const { session } = useStores();
  const user = session.current?.userInfo;
  return useMemo<EntityNamer>(() => {
    const names: Partial<Record<NamedEntity, Map<string, string>>> = {
      user: new Map(user ? [[user.userId, user.userName]] : []),
      organize: new Map(user?.organizeId ? [[user.organizeId, user.organizeName]] : []),
      position: new Map((user?.positionIds ?? []).map((position) => [position.id, position.name])),
    };
    // Kinds the session knows nothing of (roles, groups) are named by the pickers' own lookups.
    return (entity, id) => names[entity]?.get(id);
  }, [user]);
}

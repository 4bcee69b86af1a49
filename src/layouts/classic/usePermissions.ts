// The signed-in user's button permissions by menu code, for the renderer's guards,
// and each code's menu entry (what per-user settings are kept by).
import { useMemo } from 'react';
import type { Permissions } from '@widgets/runtime/permissions';
import { useStores } from '../../stores';

export function usePermissions(): Permissions {
  const { session } = useStores();
  const current = session.current;
  const routes = session.routes;
  return useMemo(() => {
    const codeOf = new Map(routes.map((entry) => [entry.id, entry.enCode]));
    const buttons = new Map<string, Set<string>>();
    for (const entry of current?.permissionList ?? []) {
      const code = codeOf.get(entry.modelId);
      if (code) buttons.set(code, new Set(entry.button.map((b) => b.enCode)));
    }
    const entryIds = new Map(routes.map((entry) => [entry.enCode, entry.id]));
    return { isAdministrator: current?.userInfo.isAdministrator ?? false, buttons, entryIds };
  }, [current, routes]);
}

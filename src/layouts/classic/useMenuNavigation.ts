// Opening a menu entry: in-app routes navigate, data views and _blank links open a window.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '@core/api/oauth';
import { useStores } from '../../stores';
import { menuTarget } from '../../router/menuRoutes';

export function useMenuNavigation() {
  const navigate = useNavigate();
  const { session } = useStores();
  return useCallback(
    (entry: MenuEntry) => {
      const target = menuTarget(entry, session.token ?? '', window.location.origin);
      if (target.kind === 'window') window.open(target.href, '_blank', 'noopener');
      else if (target.kind === 'page' || target.kind === 'dynamic' || target.kind === 'link') navigate(target.path);
    },
    [navigate, session],
  );
}

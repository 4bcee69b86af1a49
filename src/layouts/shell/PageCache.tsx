// The page cache (settings: useCache): visited pages stay mounted, hidden,
// while their tag is open, so going back to a tag finds the page as it was left.
// A page is dropped when its tag closes, drawn afresh when its tag is refreshed,
// and never kept for paths that are not views (the /redirect step).
import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useOutlet } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useStores } from '../../stores';
import { isRedirectPath } from '../../router/redirect';

/** Paths that only pass through: never kept. */
export const isUncachedPath = (path: string) => isRedirectPath(path);

interface KeptPage {
  element: ReactNode;
  generation: number;
}

export const CachedOutlet = observer(function CachedOutlet() {
  const { tags, settings } = useStores();
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const kept = useRef(new Map<string, KeptPage>());

  if (!settings.settings.useCache || isUncachedPath(pathname)) {
    if (!settings.settings.useCache) kept.current.clear();
    return (
      <>
        {renderKept(kept.current, pathname)}
        {outlet}
      </>
    );
  }
  // The page on screen is always the router's current element (so it sees new props); the others stay as they were.
  kept.current.set(pathname, { element: outlet, generation: tags.generationOf(pathname) });
  for (const path of [...kept.current.keys()]) if (path !== pathname && !tags.has(path)) kept.current.delete(path);
  return <>{renderKept(kept.current, pathname)}</>;
});

function renderKept(pages: Map<string, KeptPage>, active: string) {
  return [...pages].map(([path, page]) => (
    <div key={`${path}#${page.generation}`} style={{ display: path === active ? undefined : 'none' }} data-cached-page={path}>
      {page.element}
    </div>
  ));
}

// Titles of pages, for the tags bar and the document title (guard rule 6).
import type { TFunction } from '@core/i18n/translator';
import type { MenuEntry } from '@core/api/oauth';
import { menuTarget } from './menuRoutes';

const fixedTitles: Record<string, string> = {
  '/home': 'layout.home',
  '/profile': 'layout.profile',
  '/messageRecord': 'messageRecord.pageTitle',
  '/externalLink': 'link.title',
  '/previewModel': 'previewModel.title',
  '/workFlowDetail': 'workFlow.title',
  '/404': 'notFound.title',
  '/lockScreen': 'lock.title',
  '/login': 'login.title',
};

/** A menu entry's title: its route.{enCode} translation when one exists, else its name. */
export function menuTitle(entry: MenuEntry, t: TFunction): string {
  const key = `route.${entry.enCode}`;
  const translated = t(key);
  return translated === key ? entry.fullName : translated;
}

/** The tag title of a path: an i18n key for fixed pages, the entry's title for menu pages. */
export function titleKeyOf(pathname: string, routerList: MenuEntry[], t: TFunction): string | null {
  if (fixedTitles[pathname]) return fixedTitles[pathname];
  const entry = routerList.find((candidate) => {
    const target = menuTarget(candidate, '', '');
    return 'path' in target && target.path === pathname;
  });
  return entry ? menuTitle(entry, t) : null;
}

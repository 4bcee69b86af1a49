// What the layout does as the user moves around: record visited pages as tags,
// set the document title (guard rule 6), track the device by width, and show the
// last-login notice once after sign-in, and restore the user's own settings.
import { useEffect } from 'react';
import { App as AntApp } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import { titleKeyOf } from '../../router/titles';
import { menuTarget } from '../../router/menuRoutes';
import { formatDateTime } from '../../format/time';

const noticeMillis = 2000;

export function useShellEffects(): void {
  const { session, tags, app, settings } = useStores();
  const location = useLocation();
  const { notification } = AntApp.useApp();
  const { t } = useTranslation();
  const routes = session.routes;
  const siteTitle = session.current?.sysConfigInfo.title || t('common.siteTitle');

  useEffect(() => {
    const title = titleKeyOf(location.pathname, routes, t);
    const entry = routes.find((candidate) => {
      const target = menuTarget(candidate, '', '');
      return 'path' in target && target.path === location.pathname;
    });
    if (title) tags.add({ path: location.pathname, title, entryId: entry?.id });
    document.title = title ? `${t(title)} - ${siteTitle}` : siteTitle;
    if (app.device === 'mobile') app.setSidebar(false);
  }, [location.pathname, routes, tags, t, siteTitle, app]);

  // Once per signed-in user: their layout (the theme CurrentUser names) and the drawer's other choices from the server.
  const userId = session.userInfo?.userId;
  useEffect(() => {
    if (userId) void settings.restore(session.userInfo?.theme);
  }, [userId, settings, session]);

  useEffect(() => {
    const measure = () => app.updateDevice(document.body.clientWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [app]);

  useEffect(() => {
    const user = session.userInfo;
    if (!user || !session.consumeJustSignedIn() || user.prevLogin !== 1) return;
    notification.info({
      placement: 'bottomRight',
      duration: noticeMillis / 1000,
      message: t('layout.lastLoginTitle'),
      description: t('layout.lastLoginBody', { time: formatDateTime(user.prevLoginTime), place: user.prevLoginIPAddressName, ip: user.prevLoginIPAddress }),
    });
  }, [session, notification, t]);
}

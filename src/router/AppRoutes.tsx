// The route table: public pages, the guarded layout with its fixed pages, and
// one route per menu entry that has a page (spec 01 §2.1, §2.2, §2.4).
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@widgets/runtime/i18n';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useStores } from '../stores';
import { Guard } from './Guard';
import { routedEntries } from './menuRoutes';
import { LoadingMark } from './LoadingMark';
import { isRedirectPath } from './redirect';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const LockScreenPage = lazy(() => import('../pages/lock/LockScreenPage'));
const ClassicLayout = lazy(() => import('../layouts/classic/ClassicLayout'));
const HomePage = lazy(() => import('../pages/system/HomePage'));
const ProfilePage = lazy(() => import('../pages/system/ProfilePage'));
const ExternalLinkPage = lazy(() => import('../pages/system/ExternalLinkPage'));
const RedirectPage = lazy(() => import('../pages/system/RedirectPage'));
const NotFoundPage = lazy(() => import('../pages/system/NotFoundPage'));
const PreviewModelPage = lazy(() => import('../pages/system/PreviewModelPage'));
const WorkFlowDetailPage = lazy(() => import('../pages/system/WorkFlowDetailPage'));
const MenuPage = lazy(() => import('../pages/system/MenuPage'));
const MessageRecordPage = lazy(() => import('../pages/messageRecord/MessageRecordPage'));

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: 240, display: 'grid', placeItems: 'center' }}>
      <LoadingMark label={t('common.loading')} />
    </div>
  );
}

/** Any other path is not found, except a /redirect one whose path was encoded whole ('/redirect%2Fa%3Ab'), which no route pattern matches. */
function UnknownPath() {
  const { pathname } = useLocation();
  return isRedirectPath(pathname) ? <RedirectPage /> : <Navigate to="/404" replace />;
}

export const AppRoutes = observer(function AppRoutes() {
  const { session } = useStores();
  const routes = session.routes;
  const token = session.token ?? '';
  const routed = useMemo(() => routedEntries(routes, token, window.location.origin), [routes, token]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<Guard />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/lockScreen" element={<LockScreenPage />} />
          <Route element={<ClassicLayout />}>
            <Route path="/" element={<Navigate to="/home" replace />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/messageRecord" element={<MessageRecordPage />} />
            <Route path="/externalLink" element={<ExternalLinkPage />} />
            <Route path="/previewModel" element={<PreviewModelPage />} />
            <Route path="/workFlowDetail" element={<WorkFlowDetailPage />} />
            <Route path="/redirect/*" element={<RedirectPage />} />
            <Route path="/404" element={<NotFoundPage />} />
            {routed.map(({ entry, target }) => (
              <Route key={entry.id} path={target.path} element={<MenuPage entry={entry} target={target} />} />
            ))}
            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
});

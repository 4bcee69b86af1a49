// Runs the guard before every page: redirects, adopts a link's token, or loads
// the user and menu first (spec 01 §2.3).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../stores';
import { feedback } from '../http/feedback';
import { decideNavigation, loginRedirect } from './guard';
import { useMessages } from './messages';
import { LoadingMark } from './LoadingMark';

export const Guard = observer(function Guard() {
  const { session, tags } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const message = useMessages();
  const { t } = useTranslation();
  const [loadingUser, setLoadingUser] = useState(false);
  const decision = decideNavigation(
    { token: session.token, locked: session.locked, menuLoaded: session.menuLoaded },
    { pathname: location.pathname, search: location.search },
  );

  useEffect(() => {
    // Session codes from any call end here: forget the session and sign in again.
    feedback.setSessionEnd(() => {
      session.reset();
      tags.reset();
      navigate(loginRedirect(window.location), { replace: true });
    });
  }, [session, tags, navigate]);

  // The effect follows the decision's kind, not the object rebuilt on every render.
  const action = decision.action;
  const adoptedToken = decision.action === 'adoptToken' ? decision.token : null;

  useEffect(() => {
    if (adoptedToken) {
      // Another session: the lock of the one it replaces does not hold for it.
      session.setLocked(false);
      session.setToken(adoptedToken);
      window.location.reload();
      return;
    }
    if (action !== 'loadUser' || loadingUser) return;
    setLoadingUser(true);
    void session.loadCurrentUser().then((result) => {
      setLoadingUser(false);
      if (result.ok) return;
      session.reset();
      void message.error(result.error ?? t('common.hasError'));
      navigate(loginRedirect(location), { replace: true });
    });
  }, [action, adoptedToken, loadingUser, session, message, t, navigate, location]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action !== 'allow') {
    return (
      <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
        <LoadingMark size={48} label={t('common.loading')} />
      </div>
    );
  }
  return <Outlet />;
});

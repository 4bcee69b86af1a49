// /redirect/<path>: leaves and re-enters a page, which is how a tag is refreshed.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from '../../router/redirect';

export default function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTarget(location.pathname, location.search), { replace: true });
  }, [location, navigate]);
  return null;
}

// /redirect/<path>: leaves and re-enters a page, which is how a tag is refreshed.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export default function RedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = decodeURIComponent(location.pathname.replace(/^\/redirect/, '')) || '/home';
    navigate(target + location.search, { replace: true });
  }, [location, navigate]);
  return null;
}

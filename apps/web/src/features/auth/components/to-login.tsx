import { useLocation } from 'react-router';
import { Navigate } from '../../../shared/i18n/react.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { loginPath } from '../redirect.ts';

/**
 * For a page that needs a login: off to the login page, which returns here once signed in. The server
 * renders a signed-in shopper's page from the session cookie; a guest's page leaves once hydrated, as
 * a navigation needs the router running.
 */
export function ToLogin() {
  const { pathname, search, hash } = useLocation();
  if (!useHydrated()) return null;
  return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
}

import { Navigate, useLocation } from 'react-router';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { loginPath } from '../redirect.ts';

/**
 * For a page that needs a login: off to the login page, which returns here once signed in. The token
 * lives in the browser only, so the server and the hydration render every page as a guest's; only
 * after hydration is a missing token known to be missing (leaving earlier would send a signed-in
 * shopper to the login page and back, losing what they typed meanwhile).
 */
export function ToLogin() {
  const { pathname, search, hash } = useLocation();
  if (!useHydrated()) return null;
  return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
}

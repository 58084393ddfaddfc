import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../redirect.ts';

/** For a page that needs a login: off to the login page, which returns here once signed in. */
export function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
}

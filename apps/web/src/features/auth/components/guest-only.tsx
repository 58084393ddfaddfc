import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { safeRedirect } from '../redirect.ts';

/** Login, register and reset send a logged-in visitor to / (or back where login was asked for). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  if (loggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children;
}

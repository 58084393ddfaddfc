import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Navigate } from '../../../shared/i18n/react.tsx';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { safeRedirect } from '../redirect.ts';

/**
 * Login, register and reset send a logged-in visitor to / (or back where login was asked for). The
 * server knows the session from its cookie but cannot navigate: a signed-in visitor's page is empty
 * until the router runs and moves on.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (loggedIn) return hydrated ? <Navigate to={safeRedirect(params.get('redirect'))} replace /> : null;
  return children;
}

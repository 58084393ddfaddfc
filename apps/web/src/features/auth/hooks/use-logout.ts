import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useQueryHolder } from '../../../shared/query-holder.ts';

/** Logout ends the session on the server, forgets the session and the account's data, then /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queries = useQueryHolder();
  return useCallback(async () => {
    try {
      // Loaded on use: the header menu is in the home route's first download, the account calls are not.
      const { authCalls } = await import('../api/auth-calls.ts');
      await authCalls.logout();
    } catch (err) {
      // An already-ended session cannot be ended twice; the browser side is cleared either way.
      console.warn('Logout call failed', err);
    }
    setSessionKey(null);
    // Cached account data (cart, profile, orders) must not show to the next person at this browser.
    (queries.current() as QueryClient | undefined)?.removeQueries({ predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'captcha-config' });
    void navigate(paths.login, { replace: true });
  }, [navigate, queries]);
}

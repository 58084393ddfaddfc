import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLocalPath, useNavigate } from '../../../shared/i18n/react.tsx';
import { setSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useQueryHolder } from '../../../shared/query-holder.ts';

/**
 * Logout posts to its action (routes/logout.ts), which ends the session and clears its cookie. Before
 * the page's scripts run, the form's own POST is answered with the login page; after, a fetcher posts
 * it, and this document then forgets the session and the account's data and goes to /login.
 */
export function useLogout() {
  const fetcher = useFetcher<{ loggedOut: true }>();
  const navigate = useNavigate();
  const queries = useQueryHolder();
  const action = useLocalPath()(paths.logout);
  useEffect(() => {
    if (!fetcher.data) return;
    // Cached account data (cart, profile, orders) must not show to the next person at this browser.
    (queries.current() as QueryClient | undefined)?.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'captcha-config',
    });
    setSessionKey(null);
    void navigate(paths.login, { replace: true });
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- acts once per answer
  return { fetcher, action };
}

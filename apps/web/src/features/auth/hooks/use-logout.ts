import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useLocalPath, useNavigate } from '../../../shared/i18n/react.tsx';
import { setSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useQueryHolder } from '../../../shared/query-holder.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import type { clientAction } from '../routes/logout.ts';

/**
 * Logout posts to its action (routes/logout.ts), which ends the session and clears its cookie. Before
 * the page's scripts run, the form's own POST is answered with the login page; after, a fetcher posts
 * it, and this document then forgets the session and the account's data and goes to /login. A POST
 * that did not get through (routes/logout.ts) leaves the shopper here, signed in, told to try again.
 */
export function useLogout() {
  const fetcher = useFetcher<typeof clientAction>();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queries = useQueryHolder();
  const action = useLocalPath()(paths.logout);
  useEffect(() => {
    if (!fetcher.data) return;
    if ('failed' in fetcher.data) {
      // The toast library loads with this rare message, not with the header every page hydrates with.
      const message = t('account.logoutFailed');
      void import('../../../shared/toast.ts').then(({ toast }) => toast.error(message, { id: TOAST_IDS.account }));
      return;
    }
    // Cached account data (cart, profile, orders) must not show to the next person at this browser.
    (queries.current() as QueryClient | undefined)?.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'captcha-config',
    });
    setSessionKey(null);
    void navigate(paths.login, { replace: true });
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- acts once per answer
  return { fetcher, action };
}

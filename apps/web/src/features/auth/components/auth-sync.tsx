import { useEffect } from 'react';
import { ApiError } from '../../../shared/api-client.ts';
import { sessionKeyNow, setSessionKey } from '../../../shared/auth.ts';
import { authCalls } from '../api/auth-calls.ts';

/**
 * On first load a signed-in page checks its session. A session the server no longer accepts (it ended
 * between the render and now) is dropped, so the shop shows the guest view.
 */
export function AuthSync() {
  useEffect(() => {
    const key = sessionKeyNow();
    if (!key) return;
    authCalls.verifyToken().catch((err: unknown) => {
      // A failed token check is only logged. A network failure keeps the token for later.
      console.warn('Session check failed', err);
      // Only if it is still the session that was checked: a login meanwhile must not be undone.
      if (err instanceof ApiError && err.status === 401 && sessionKeyNow() === key) setSessionKey(null);
    });
  }, []);
  return null;
}

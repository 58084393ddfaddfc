import { useEffect } from 'react';
import { ApiError, getToken } from '../../../shared/api-client.ts';
import { setToken } from '../../../shared/auth.ts';
import { authCalls } from '../api/auth-calls.ts';

/**
 * On first load the stored token is verified. A token the server no longer accepts
 * (logged out elsewhere, password reset, expired) is dropped, so the shop shows the guest view.
 */
export function AuthSync() {
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    authCalls.verifyToken().catch((err: unknown) => {
      // A failed token check is only logged. A network failure keeps the token for later.
      console.warn('Token check failed', err);
      // Only if it is still the token that was checked: a login meanwhile must not be undone.
      if (err instanceof ApiError && err.status === 401 && getToken() === token) setToken(null);
    });
  }, []);
  return null;
}

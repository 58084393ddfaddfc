import { useCallback } from 'react';
import { toast } from 'sonner';
import { setToken } from '../../../shared/auth.ts';
import { authCalls } from '../api/auth-calls.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

/**
 * After login or registration the token is checked, then stored. Storing it re-renders
 * the guest-only screen, which leaves for `/` (or the page that sent the shopper to login), and the
 * cart feature merges the guest cart when it sees the new token.
 */
export function useCompleteLogin() {
  return useCallback(async (answer: { token: string; message: string }) => {
    try {
      await authCalls.verifyToken(answer.token);
    } catch (err) {
      // A failed token check is only logged; the fresh token is used all the same.
      console.warn('Token check after login failed', err);
    }
    setToken(answer.token);
    toast.success(answer.message, { id: TOAST_IDS.account });
  }, []);
}

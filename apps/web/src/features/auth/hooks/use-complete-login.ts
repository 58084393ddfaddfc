import { useCallback } from 'react';
import { toast } from '../../../shared/toast.ts';
import { setSessionKey } from '../../../shared/auth.ts';
import { authCalls } from '../api/auth-calls.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';

/**
 * After login or registration the server has set the session cookie; the session is checked, then
 * this document takes a new session key. That re-renders the guest-only screen, which leaves for `/`
 * (or the page that sent the shopper to login), and the cart feature merges the guest cart when it
 * sees the new key, when the action has not merged it already. The token never reaches the page.
 */
export function useCompleteLogin() {
  return useCallback(async (answer: { message: string }) => {
    try {
      await authCalls.verifyToken();
    } catch (err) {
      // A failed check is only logged; the fresh cookie is used all the same.
      console.warn('Session check after login failed', err);
    }
    setSessionKey(crypto.randomUUID());
    toast.success(answer.message, { id: TOAST_IDS.account });
  }, []);
}

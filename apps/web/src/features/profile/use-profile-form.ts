import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { toast } from '../../shared/toast.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';
import { failureText } from '../../shared/write-result.ts';
import { PROFILE_KEY } from './api/profile.ts';
import type { ProfileIntent, ProfileResult } from './profile-results.ts';

/**
 * One of the profile's forms: its fetcher (with the page's scripts the answer is a toast, then
 * `onSuccess`), and the answer a script-less POST of this form (`intent`, for address `id`) brought
 * back with the page. A saved change refreshes the profile's query (under whichever session key this
 * document has; the route's loader is not asked again).
 */
export function useProfileForm(intent: ProfileIntent, id: string | undefined, onSuccess: () => void) {
  const queryClient = useQueryClient();
  const fetcher = useFetcher<ProfileResult>();
  const answer = useActionData<ProfileResult>();
  const posted = answer?.intent === intent && answer.id === id ? answer : undefined;
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.ok) {
      toast.success(data.message, { id: TOAST_IDS.account });
      // A form closes once the page shows what it saved.
      if (intent === 'password') onSuccess();
      else void queryClient.invalidateQueries({ queryKey: [PROFILE_KEY] }).then(onSuccess);
    } else if ('status' in data) toast.error(failureText(data), { id: TOAST_IDS.account });
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const fieldErrors = posted && 'fieldErrors' in posted ? posted.fieldErrors : {};
  return { fetcher, posted, fieldErrors, pending: fetcher.state !== 'idle' };
}

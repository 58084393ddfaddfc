import { ProfileResponse } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';

/** The first part of every session's profile query key (a saved change refreshes them all). */
export const PROFILE_KEY = 'profile';

/** GET /api/user/profile: the shopper's name, addresses and recent orders (`read`: the loader's own read). */
export const profileQuery = (token: string | null, read = () => api.get('/api/user/profile', ProfileResponse)) =>
  queryOptions({
    // The session key is in the key so another account's profile is never shown from the cache.
    queryKey: [PROFILE_KEY, token],
    queryFn: read,
    staleTime: LOADER_READ_FRESH_MS,
    enabled: token !== null,
  });

export function useProfile() {
  return useQuery(profileQuery(useSessionKey()));
}

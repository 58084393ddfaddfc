import {
  AddressesResponse,
  AuthMessageResponse,
  ProfileResponse,
  UpdateProfileResponse,
  type ChangePasswordBody,
  type UpdateAddressBody,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../shared/api-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';

/** GET /api/user/profile: the shopper's name, addresses and recent orders (`read`: the loader's own read). */
export const profileQuery = (token: string | null, read = () => api.get('/api/user/profile', ProfileResponse)) =>
  queryOptions({
    // The session key is in the key so another account's profile is never shown from the cache.
    queryKey: ['profile', token],
    queryFn: read,
    staleTime: LOADER_READ_FRESH_MS,
    enabled: token !== null,
  });

export function useProfile() {
  return useQuery(profileQuery(useSessionKey()));
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  const token = useSessionKey();
  return useMutation({
    mutationFn: (name: string) => api.post('/api/user/profile', { name }, UpdateProfileResponse),
    onSuccess: (answer) =>
      queryClient.setQueryData(profileQuery(token).queryKey, (old) => (old ? { ...old, user: answer.user } : old)),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const token = useSessionKey();
  return useMutation({
    mutationFn: (body: UpdateAddressBody) => api.post('/api/user/address', body, AddressesResponse),
    onSuccess: (answer) =>
      queryClient.setQueryData(profileQuery(token).queryKey, (old) =>
        old ? { ...old, addresses: answer.addresses } : old,
      ),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const token = useSessionKey();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/user/addresses/${id}`, AddressesResponse),
    onSuccess: (answer) =>
      queryClient.setQueryData(profileQuery(token).queryKey, (old) =>
        old ? { ...old, addresses: answer.addresses } : old,
      ),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/user/change-password', body, AuthMessageResponse),
  });
}

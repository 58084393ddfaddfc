import type { SubscribeBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export const useSubscribe = () =>
  useMutation({
    mutationFn: (body: SubscribeBody) => api.post('/api/newsletter/subscribe', body, lazySchema((c) => c.SubscribeResponse)),
  });

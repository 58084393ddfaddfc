import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

export const sliderQuery = queryOptions({
  queryKey: ['slider'],
  queryFn: async () => (await api.get('/api/custom/getSliderImages', lazySchema((c) => c.SliderResponse))).slides,
  staleTime: 5 * 60_000,
});

export const useSliderImages = () => useQuery(sliderQuery);

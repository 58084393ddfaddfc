import { SliderResponse } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';

export const useSliderImages = () =>
  useQuery({
    queryKey: ['slider'],
    queryFn: async () => (await api.get('/api/custom/getSliderImages', SliderResponse)).sliderImages,
    staleTime: 5 * 60_000,
  });

import {
  AddressPartsResponse,
  CalculateShippingResponse,
  OrderDetailResponse,
  PlaceOrderResponse,
  ProfileResponse,
  SavedAddressesResponse,
  StripeOrderResponse,
  UploadPaymentResponse,
  ValidatePromoResponse,
  type ContentLang,
  type MalaysianState,
  type PlaceOrderBody,
} from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api-client.ts';
import { LOADER_READ_FRESH_MS } from '../../../shared/query-client.ts';

/** `/api/shipping/*` and `/api/order/*` as the checkout screens call them. */
export const checkoutCalls = {
  calculateShipping: (state: MalaysianState, cartProductList: unknown[], signal?: AbortSignal) =>
    api.post(
      '/api/shipping/calculateShipping',
      { state, cartProductList },
      CalculateShippingResponse,
      signal ? { signal } : undefined,
    ),
  place: (body: PlaceOrderBody, idempotencyKey: string) =>
    api.post('/api/order/place', body, PlaceOrderResponse, { headers: { 'idempotency-key': idempotencyKey } }),
  stripe: (body: PlaceOrderBody, idempotencyKey: string) =>
    api.post('/api/order/stripe', body, StripeOrderResponse, { headers: { 'idempotency-key': idempotencyKey } }),
  validatePromo: (code: string) => api.post('/api/promo/validate', { code }, ValidatePromoResponse),
  resumeCard: (orderId: string) => api.post('/api/order/stripe/resume', { orderId }, StripeOrderResponse),
  uploadPayment: (orderId: string, image: File) => {
    const form = new FormData();
    form.append('orderId', orderId);
    form.append('image', image);
    return api.post('/api/order/uploadpayment', form, UploadPaymentResponse);
  },
};

/** POST /api/order/orderdetail (`read`: the loader's own read); a Malay page's items in Malay. */
export const orderDetailQuery = (
  orderId: string,
  lang: ContentLang,
  read = () => api.post(`/api/order/orderdetail${lang === 'ms' ? '?lang=ms' : ''}`, { orderId }, OrderDetailResponse),
) =>
  queryOptions({
    queryKey: ['order', orderId, lang],
    queryFn: async () => (await read()).orderDetail,
    // A 404 (unknown or someone else's order) will not change on a retry.
    retry: false,
    staleTime: LOADER_READ_FRESH_MS,
  });

/** The street, city, postcode and state of the delivery area chosen in the service modal. */
export const addressPartsQuery = (address: string) =>
  queryOptions({
    queryKey: ['address-parts', address],
    queryFn: async () => (await api.post('/api/general/addressParts', { address }, AddressPartsResponse)).address,
    staleTime: Infinity,
    retry: false,
  });

/** The account's name, email and addresses of past orders, to prefill the delivery form. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api.get('/api/user/profile', ProfileResponse),
  staleTime: 60_000,
  retry: false,
});

/** The saved addresses a delivery to the chosen area can use, the nearest first. */
export const savedAddressesQuery = (area: string) =>
  queryOptions({
    queryKey: ['saved-addresses', area],
    queryFn: async () =>
      (await api.get(`/api/user/addresses?area=${encodeURIComponent(area)}`, SavedAddressesResponse)).addresses,
    staleTime: 60_000,
    retry: false,
  });

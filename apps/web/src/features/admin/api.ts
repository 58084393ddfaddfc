import {
  AdminMeResponse,
  AdminNewsListResponse,
  AdminNewsResponse,
  AdminOk,
  AdminOrderListResponse,
  ToVerifyResponse,
  AdminOrderResponse,
  AdminOutletListResponse,
  AdminProductListResponse,
  AdminProductResponse,
  CatalogueNamesResponse,
  CategoryNamesResponse,
  type CategoryNameInput,
  EditableSettingsResponse,
  ImageUploadResponse,
  PaymentRefundHandledResponse,
  PaymentRefundsResponse,
  PaymentSettingsResponse,
  ShippingSettingsResponse,
  SliderListResponse,
  TodayResponse,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminProductQuery,
  type EditableSettings,
  type ImageKind,
  type NewsInput,
  type OutletInput,
  type ProductFlagsBody,
  type ProductInput,
  type ShippingSettings,
  type SliderInput,
  type SliderText,
  type StaffAction,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { api, apiRequest } from './admin-api-client.ts';

/** Query strings without empty values, so cache keys and URLs stay short and stable. */
function qs(params: Record<string, string | number | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

export const useAdminMe = () =>
  useQuery({
    queryKey: ['admin', 'me'],
    queryFn: () => api.get('/api/admin/me', AdminMeResponse),
    retry: false,
    staleTime: 60_000,
  });

/* orders */

/** Payments waiting for staff, every service date; refreshed each minute for the nav's count. */
export const useToVerify = () =>
  useQuery({
    queryKey: ['admin', 'orders', 'to-verify'],
    queryFn: () => api.get('/api/admin/orders/to-verify', ToVerifyResponse),
    refetchInterval: 60_000,
  });

export const useAdminOrders = (query: AdminOrderQuery) =>
  useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () =>
      api.get(`/api/admin/orders${qs(query as Record<string, string | number | undefined>)}`, AdminOrderListResponse),
    placeholderData: keepPreviousData,
  });

export const useToday = (date: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'today', date ?? 'today'],
    queryFn: () => api.get(`/api/admin/orders/today${qs({ date })}`, TodayResponse),
    refetchInterval: 60_000,
  });

export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: async () => (await api.get(`/api/admin/orders/${id}`, AdminOrderResponse)).order,
  });

/** The status shows the change at once; a refusal (409: someone else moved it) puts it back. */
export function useOrderAction(id: string) {
  const client = useQueryClient();
  const key = ['admin', 'order', id];
  return useMutation({
    mutationFn: (input: { action: StaffAction; reason?: string | undefined; to: string }) =>
      api.post(
        `/api/admin/orders/${id}/action`,
        { action: input.action, ...(input.reason ? { reason: input.reason } : {}) },
        AdminOrderResponse,
      ),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<AdminOrderDetail>(key);
      if (before) client.setQueryData<AdminOrderDetail>(key, { ...before, status: input.to, actions: [] });
      return { before };
    },
    onError: (_err, _input, ctx) => {
      if (ctx?.before) client.setQueryData(key, ctx.before);
      void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: (data) => client.setQueryData(key, data.order),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}

/* catalogue */

export const useAdminProducts = (query: AdminProductQuery) =>
  useQuery({
    queryKey: ['admin', 'products', query],
    queryFn: () =>
      api.get(
        `/api/admin/products${qs(query as Record<string, string | number | undefined>)}`,
        AdminProductListResponse,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminProduct = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'product', id],
    queryFn: async () => (await api.get(`/api/admin/products/${id}`, AdminProductResponse)).product,
    enabled: id !== null,
  });

export const useCatalogueNames = () =>
  useQuery({
    queryKey: ['admin', 'catalogue-names'],
    queryFn: () => api.get('/api/admin/products/names', CatalogueNamesResponse),
    staleTime: 60_000,
  });

export const useCategoryNames = () =>
  useQuery({
    queryKey: ['admin', 'category-names'],
    queryFn: async () => (await api.get('/api/admin/category-names', CategoryNamesResponse)).names,
  });

/** Gives a category or type its Malay name; the list comes back with it. */
export function useSaveCategoryName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryNameInput) =>
      apiRequest('PUT', '/api/admin/category-names', CategoryNamesResponse, { body: input }),
    onSuccess: (answer) => client.setQueryData(['admin', 'category-names'], answer.names),
  });
}

export function useSaveProduct(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id === null
        ? api.post('/api/admin/products', input, AdminProductResponse)
        : apiRequest('PUT', `/api/admin/products/${id}`, AdminProductResponse, { body: input }),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'product', data.product.id], data.product);
      void client.invalidateQueries({ queryKey: ['admin', 'products'] });
      // The shop's own lists show the change on the next visit.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
    },
  });
}

type ProductList = z.infer<typeof AdminProductListResponse>;

/** Hide, feature or delete in the list itself, flipping the row at once and back on failure. */
export function useProductFlags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: string; flags: ProductFlagsBody }) =>
      apiRequest('PATCH', `/api/admin/products/${id}`, AdminProductResponse, { body: flags }),
    onMutate: async ({ id, flags }) => {
      await client.cancelQueries({ queryKey: ['admin', 'products'] });
      const before = client.getQueriesData<ProductList>({ queryKey: ['admin', 'products'] });
      client.setQueriesData<ProductList>({ queryKey: ['admin', 'products'] }, (list) =>
        list
          ? {
              ...list,
              products: list.products.map((p) =>
                p.id === id
                  ? {
                      ...p,
                      ...(flags.hidden !== undefined ? { hidden: flags.hidden } : {}),
                      ...(flags.bestseller !== undefined ? { bestseller: flags.bestseller } : {}),
                      ...(flags.deleted !== undefined ? { deleted: flags.deleted } : {}),
                    }
                  : p,
              ),
            }
          : list,
      );
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      for (const [key, data] of ctx?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'products'] }),
  });
}

export async function uploadImage(kind: ImageKind, file: File): Promise<string> {
  const form = new FormData();
  form.set('kind', kind);
  form.set('image', file);
  return (await apiRequest('POST', '/api/admin/images', ImageUploadResponse, { body: form })).url;
}

/* content */

export const useSlider = () =>
  useQuery({ queryKey: ['admin', 'slider'], queryFn: () => api.get('/api/admin/slider', SliderListResponse) });

export function useSliderMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['admin', 'slider'] });
  return {
    add: useMutation({
      mutationFn: (input: SliderInput) => api.post('/api/admin/slider', input, SliderListResponse),
      onSettled: settle,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) =>
        apiRequest('PUT', '/api/admin/slider/order', SliderListResponse, { body: { ids } }),
      onMutate: async (ids) => {
        await client.cancelQueries({ queryKey: ['admin', 'slider'] });
        const before = client.getQueryData<z.infer<typeof SliderListResponse>>(['admin', 'slider']);
        if (before) {
          const byId = new Map(before.items.map((i) => [i.id, i]));
          client.setQueryData(['admin', 'slider'], { ...before, items: ids.flatMap((id) => byId.get(id) ?? []) });
        }
        return { before };
      },
      onError: (_e, _v, ctx) => ctx?.before && client.setQueryData(['admin', 'slider'], ctx.before),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/slider/${id}`, AdminOk),
      onSettled: settle,
    }),
    editText: useMutation({
      mutationFn: ({ id, text }: { id: number; text: SliderText }) =>
        apiRequest('PUT', `/api/admin/slider/${id}`, SliderListResponse, { body: text }),
      onSettled: settle,
    }),
  };
}

export const useAdminNews = (page: number) =>
  useQuery({
    queryKey: ['admin', 'news', page],
    queryFn: () => api.get(`/api/admin/news${qs({ page })}`, AdminNewsListResponse),
    placeholderData: keepPreviousData,
  });

export function useNewsMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['admin', 'news'] });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: NewsInput }) =>
        id === null
          ? api.post('/api/admin/news', input, AdminNewsResponse)
          : apiRequest('PUT', `/api/admin/news/${id}`, AdminNewsResponse, { body: input }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/news/${id}`, AdminOk),
      onSettled: settle,
    }),
  };
}

export const useAdminOutlets = () =>
  useQuery({ queryKey: ['admin', 'outlets'], queryFn: () => api.get('/api/admin/outlets', AdminOutletListResponse) });

const OutletSaved = z.object({ success: z.literal(true), outlet: z.object({ id: z.number() }).loose() });

export function useOutletMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: ['admin', 'outlets'] });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: OutletInput }) =>
        id === null
          ? api.post('/api/admin/outlets', input, OutletSaved)
          : apiRequest('PUT', `/api/admin/outlets/${id}`, OutletSaved, { body: input }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/outlets/${id}`, AdminOk),
      onSettled: settle,
    }),
  };
}

/* shipping and settings */

export const useShipping = () =>
  useQuery({
    queryKey: ['admin', 'shipping'],
    queryFn: () => api.get('/api/admin/shipping', ShippingSettingsResponse),
  });

export function useSaveShipping() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (input: ShippingSettings) =>
      apiRequest('PUT', '/api/admin/shipping', ShippingSettingsResponse, { body: input }),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'shipping'], data);
      // The storefront's settings are the root loader's: read them again.
      void revalidator.revalidate();
    },
  });
}

export const useEditableSettings = () =>
  useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: async () => (await api.get('/api/admin/settings', EditableSettingsResponse)).settings,
  });

export function useSaveSettings() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (input: EditableSettings) =>
      apiRequest('PUT', '/api/admin/settings', EditableSettingsResponse, { body: input }),
    onSuccess: (data) => {
      client.setQueryData(['admin', 'settings'], data.settings);
      // The storefront's settings are the root loader's: read them again.
      void revalidator.revalidate();
    },
  });
}

/* payments: the shop's DuitNow QR and what Stripe refused */

export const usePaymentSettings = () =>
  useQuery({ queryKey: ['admin', 'payments'], queryFn: () => api.get('/api/admin/payments', PaymentSettingsResponse) });

export function usePaymentQr() {
  const client = useQueryClient();
  const onSuccess = (data: PaymentSettingsResponse) => client.setQueryData(['admin', 'payments'], data);
  return {
    paste: useMutation({
      mutationFn: (payload: string) =>
        apiRequest('PUT', '/api/admin/payments/qr', PaymentSettingsResponse, { body: { payload } }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('image', file);
        return apiRequest('POST', '/api/admin/payments/qr-image', PaymentSettingsResponse, { body: form });
      },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest('DELETE', '/api/admin/payments/qr', PaymentSettingsResponse),
      onSuccess,
    }),
  };
}

/* payments Stripe took for orders that could not keep them */

export const usePaymentRefunds = () =>
  useQuery({
    queryKey: ['admin', 'payment-refunds'],
    queryFn: () => api.get('/api/admin/payment-refunds', PaymentRefundsResponse),
  });

export function useMarkRefundHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `/api/admin/payment-refunds/${id}/handled`, PaymentRefundHandledResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'payment-refunds'] }),
  });
}

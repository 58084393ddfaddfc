import { translateMessage } from '../../shared/i18n/messages.ts';
import {
  AdminEInvoiceListResponse,
  AdminOrderInvoiceResponse,
  EInvoiceSettingsResponse,
  OrderInvoiceResponse,
  ProductTaxList,
  SuccessOnly,
  type EInvoiceBuyerInput,
  type EInvoiceSettings,
  type TaxCategory,
} from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError, apiRequest } from '../../shared/api-client.ts';

/** `/api/invoice/*` (the shopper's receipt and e-invoice request) and the back office's e-invoice calls. */
export const invoiceCalls = {
  request: (orderId: string, buyer: EInvoiceBuyerInput) =>
    api.post(`/api/invoice/order/${encodeURIComponent(orderId)}/request`, buyer, SuccessOnly),
  resend: (id: string) => api.post(`/api/admin/einvoices/${encodeURIComponent(id)}/resend`, undefined, SuccessOnly),
  saveSettings: (settings: EInvoiceSettings) =>
    apiRequest('PUT', '/api/admin/einvoice-settings', EInvoiceSettingsResponse, { body: settings }),
  setTax: (productId: string, category: TaxCategory) =>
    apiRequest('PUT', '/api/admin/tax-categories', SuccessOnly, { body: { productId, category } }),
};

/** Keyed by the order's status too, so the panel appears as soon as the order page sees the payment. */
export const orderInvoiceQuery = (orderId: string, status: string) =>
  queryOptions({
    queryKey: ['order-invoice', orderId, status],
    queryFn: () => api.get(`/api/invoice/order/${encodeURIComponent(orderId)}`, OrderInvoiceResponse),
  });

export const adminEInvoicesQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'einvoices', status, page],
    queryFn: () =>
      api.get(`/api/admin/einvoices?status=${encodeURIComponent(status)}&page=${page}`, AdminEInvoiceListResponse),
  });

export const adminOrderInvoiceQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'order-invoice', orderId],
    queryFn: () => api.get(`/api/admin/einvoices/order/${encodeURIComponent(orderId)}`, AdminOrderInvoiceResponse),
  });

export const einvoiceSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'einvoice-settings'],
    queryFn: () => api.get('/api/admin/einvoice-settings', EInvoiceSettingsResponse),
  });

export const taxCategoriesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'tax-categories'],
    queryFn: () => api.get('/api/admin/tax-categories', ProductTaxList),
  });

/** The receipt opens in the browser's PDF viewer; the session cookie authorises it. */
export const receiptHref = (orderId: string) => `/api/invoice/receipt/${encodeURIComponent(orderId)}`;
export const staffReceiptHref = (orderId: string) => `/api/admin/receipt/${encodeURIComponent(orderId)}`;
export const documentHref = (id: string) => `/api/admin/einvoices/${encodeURIComponent(id)}/document`;

/**
 * Downloads a file the API serves to the signed-in user (the session cookie authorises it) and saves
 * it under `name`; fetched rather than linked, so a refusal shows the server's reason instead of a
 * page of JSON.
 */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? 'The file could not be downloaded.', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A download button's click: the file, or a toast with the server's reason. */
export function downloadOrToast(path: string, name: string, onError: (message: string) => void): void {
  downloadFile(path, name).catch((err: unknown) =>
    onError(err instanceof ApiError ? err.message : translateMessage('The file could not be downloaded.')),
  );
}

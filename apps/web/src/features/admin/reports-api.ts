import { BulkActionResponse, DashboardResponse, ProductionSheetResponse, type StaffAction } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api-client.ts';
import { api } from './admin-api-client.ts';

function qs(params: Record<string, string | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v);
  const text = s.toString();
  return text ? `?${text}` : '';
}

export interface SheetParams {
  date?: string | undefined;
  location?: string | undefined;
}

export const useProductionSheet = (params: SheetParams) =>
  useQuery({
    queryKey: ['admin', 'production-sheet', params.date ?? 'tomorrow', params.location ?? 'all'],
    queryFn: () => api.get(`/api/admin/production-sheet${qs({ ...params })}`, ProductionSheetResponse),
    refetchInterval: 60_000,
  });

/**
 * The CSV comes through fetch, so a refusal shows as a message rather than a broken download, and is
 * handed to the browser as a download under the server's file name.
 */
export async function downloadSheetCsv(params: SheetParams): Promise<void> {
  const res = await fetch(`/api/admin/production-sheet.csv${qs({ ...params })}`, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? 'The CSV could not be made. Please try again.', res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'production.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDashboard = (params: { from?: string | undefined; to?: string | undefined }) =>
  useQuery({
    queryKey: ['admin', 'dashboard', params.from ?? '', params.to ?? ''],
    queryFn: () => api.get(`/api/admin/dashboard${qs(params)}`, DashboardResponse),
    refetchInterval: 60_000,
  });

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: StaffAction; orderIds: string[]; reason?: string | undefined }) =>
      api.post(
        '/api/admin/orders/bulk-action',
        { ...input, ...(input.reason ? { reason: input.reason } : {}) },
        BulkActionResponse,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

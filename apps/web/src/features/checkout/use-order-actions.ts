import type { OrderDetail } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../shared/toast.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';
import { failureText } from '../../shared/write-result.ts';
import { checkoutCalls } from './api/checkout-calls.ts';
import type { OrderResult } from './order-results.ts';

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.order });

/** Reads the order, and the list of orders, afresh after a change to it. */
function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['order', orderId] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
}

/**
 * What a shopper does to an order on its page with the page's scripts: upload the payment screenshot,
 * or pay by card again; each says how it went and reads the order afresh. Cancelling is a form of
 * its own (useCancelOrder).
 */
export function useOrderActions(order: OrderDetail) {
  const [uploading, setUploading] = useState(false);
  const [paying, setPaying] = useState(false);
  const refresh = useRefresh(order.id);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const res = await checkoutCalls.uploadPayment(order.id, file);
      toast.success(res.message, { id: TOAST_IDS.order });
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setUploading(false);
    }
  };

  const payByCard = async () => {
    setPaying(true);
    try {
      window.location.assign((await checkoutCalls.resumeCard(order.id)).success_url);
    } catch (error) {
      failed(error);
      setPaying(false);
    }
  };

  return { refresh, upload, uploading, payByCard, paying };
}

export type OrderActions = ReturnType<typeof useOrderActions>;

/**
 * The Cancel form (after its confirmation): it posts to the order page's action, natively before
 * the page's scripts run and through this fetcher after. The script's answer is a toast, and the
 * order is read afresh (a refusal too: the order may have moved on, as when it was just paid); the
 * confirmation closes once it is cancelled. `posted` is the answer a native POST brought back with
 * the page (`notice`, from the loader), until the script's own answer replaces it.
 */
export function useCancelOrder(order: OrderDetail, notice: OrderResult | null) {
  const fetcher = useFetcher<OrderResult>();
  const refresh = useRefresh(order.id);
  const dialogId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) {
      toast.success(answer.message, { id: TOAST_IDS.order });
      if (dialogRef.current?.matches(':popover-open')) dialogRef.current.hidePopover();
    } else toast.error(failureText(answer), { id: TOAST_IDS.order });
    void refresh();
  }, [fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  const submit = () => fetcher.submit({ intent: 'cancel' }, { method: 'post' });
  const posted = fetcher.data ? undefined : (notice ?? undefined);
  return { fetcher, submit, pending: fetcher.state !== 'idle', posted, dialogId, dialogRef };
}

export type CancelOrderForm = ReturnType<typeof useCancelOrder>;

import type { OrderDetail } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../shared/toast.ts';
import { TOAST_IDS } from '../../shared/toast-ids.ts';
import { checkoutCalls } from './api/checkout-calls.ts';

const failed = (error: unknown) =>
  toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.order });

/**
 * What a shopper does to an order on its page: upload the payment screenshot, cancel it (after
 * confirming), or pay by card again; each says how it went and reads the order afresh.
 */
export function useOrderActions(order: OrderDetail) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['order', order.id] }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);

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

  const cancel = async () => {
    setCancelling(true);
    try {
      toast.success((await checkoutCalls.cancel(order.id)).message, { id: TOAST_IDS.order });
      setConfirming(false);
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setCancelling(false);
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

  return { refresh, upload, uploading, cancel, cancelling, confirming, setConfirming, payByCard, paying };
}

export type OrderActions = ReturnType<typeof useOrderActions>;

import { translateMessage } from '../../shared/i18n/messages.ts';
import { MalaysianState } from '@shop/contract';
import { useEffect, useState } from 'react';
import { checkoutCalls } from './api/checkout-calls.ts';

export type ShippingFee =
  | { status: 'empty' }
  | { status: 'calculating' }
  | { status: 'ready'; fee: number }
  | { status: 'error'; message: string };

/**
 * The shipping fee: choosing a state shows 'Calculating...' (for the `delay` setting, then the
 * request), success stores the fee, failure sets it to 0 with an error text, clearing the state
 * resets it. Pickup needs no calculation: the fee is 0 by rule. `cartKey` recalculates when the
 * cart changes, since a free-shipping threshold depends on the subtotal.
 */
export function useShippingFee(opts: {
  state: string;
  pickup: boolean;
  delayMs: number;
  cartKey: string;
  cartList: unknown[];
}) {
  const { state, pickup, delayMs, cartKey, cartList } = opts;
  const [fee, setFee] = useState<ShippingFee>({ status: 'empty' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (pickup) {
      setFee({ status: 'ready', fee: 0 });
      return;
    }
    const parsed = MalaysianState.safeParse(state);
    if (!parsed.success) {
      setFee({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setFee({ status: 'calculating' });
    const timer = setTimeout(() => {
      checkoutCalls
        .calculateShipping(parsed.data, cartList, controller.signal)
        .then((r) => setFee({ status: 'ready', fee: r.shippingCost }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setFee({
            status: 'error',
            message:
              error instanceof Error ? error.message : translateMessage('The shipping fee could not be calculated.'),
          });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // cartList follows cartKey; listing it would recalculate on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, pickup, delayMs, cartKey, attempt]);

  return { fee, retry: () => setAttempt((n) => n + 1) };
}

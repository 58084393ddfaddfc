import type { ReactNode } from 'react';
import { useMoney, useShippingText } from '../../../shared/use-money.ts';

/** CART TOTALS of spec §2: Subtotal, Shipping Fee and Total (productPrice + shippingPrice, spec §9). */
export function CartTotals({ subtotal, shipping, shippingNote }: { subtotal: number; shipping: number; shippingNote?: ReactNode }) {
  const money = useMoney();
  const shippingText = useShippingText();
  return (
    <section aria-labelledby="cart-totals" className="rounded-xl bg-cream-200 p-5">
      <h2 id="cart-totals" className="mb-3 font-display text-xl font-semibold tracking-wide text-cocoa-900">
        CART <span className="text-accent-700">TOTALS</span>
      </h2>
      <dl className="divide-y divide-cocoa-900/10 text-sm">
        <div className="flex justify-between py-2">
          <dt>Subtotal</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt>Shipping Fee</dt>
          <dd className="text-right">{shippingNote ?? shippingText(shipping)}</dd>
        </div>
        <div className="flex justify-between py-2 text-base font-semibold text-cocoa-900">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(subtotal + shipping)}</dd>
        </div>
      </dl>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useMoney, useShippingText } from '../../../shared/use-money.ts';

interface CartTotalsProps {
  subtotal: number;
  shipping: number;
  shippingNote?: ReactNode;
  /** The box's heading; CART TOTALS unless the totals are no longer to pay (a cancelled order). */
  title?: string | undefined;
  /** What a promo code takes off the subtotal, with the code it came from. */
  discount?: { code: string; amount: number } | null | undefined;
}

/** CART TOTALS: Subtotal, Shipping Fee, a promo discount when there is one, and Total (productPrice + shippingPrice - discount). */
export function CartTotals({ title, subtotal, shipping, shippingNote, discount }: CartTotalsProps) {
  const money = useMoney();
  const off = discount?.amount ?? 0;
  const shippingText = useShippingText();
  return (
    <section aria-labelledby="cart-totals" className="rounded-xl bg-cream-200 p-5">
      <h2 id="cart-totals" className="mb-3 font-display text-xl font-semibold tracking-wide text-cocoa-900">
        {title ?? (
          <>
            CART <span className="text-accent-700">TOTALS</span>
          </>
        )}
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
        {discount && off > 0 && (
          <div className="flex justify-between gap-4 py-2 text-green-800" data-testid="order-discount">
            <dt className="min-w-0 break-words">Discount ({discount.code})</dt>
            <dd className="shrink-0">-{money(off)}</dd>
          </div>
        )}
        <div className="flex justify-between py-2 text-base font-semibold text-cocoa-900">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(Math.round((subtotal + shipping - off) * 100) / 100)}</dd>
        </div>
      </dl>
    </section>
  );
}

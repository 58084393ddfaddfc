import type { ReactNode } from 'react';
import { useMoney, useShippingText } from '../../../shared/use-money.ts';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const off = discount?.amount ?? 0;
  const shippingText = useShippingText();
  return (
    <section aria-labelledby="cart-totals" className="bg-cream-200 rounded-xl p-5">
      <h2 id="cart-totals" className="font-display text-cocoa-900 mb-3 text-xl font-semibold tracking-wide">
        {title ?? (
          <>
            {t('cartTotals.cart')} <span className="text-accent-700">{t('cartTotals.totals')}</span>
          </>
        )}
      </h2>
      <dl className="divide-cocoa-900/10 divide-y text-sm">
        <div className="flex justify-between py-2">
          <dt>{t('cartTotals.subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt>{t('cartTotals.shippingFee')}</dt>
          <dd className="text-right">{shippingNote ?? shippingText(shipping)}</dd>
        </div>
        {discount && off > 0 && (
          <div className="flex justify-between gap-4 py-2 text-green-800" data-testid="order-discount">
            <dt className="min-w-0 break-words">
              {t('cartTotals.discount')}
              {discount.code})
            </dt>
            <dd className="shrink-0">-{money(off)}</dd>
          </div>
        )}
        <div className="text-cocoa-900 flex justify-between py-2 text-base font-semibold">
          <dt>{t('cartTotals.total')}</dt>
          <dd data-testid="order-total">{money(Math.round((subtotal + shipping - off) * 100) / 100)}</dd>
        </div>
      </dl>
    </section>
  );
}

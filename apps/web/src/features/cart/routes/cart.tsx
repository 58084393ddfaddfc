import { lineKey, unitCents, type LineAddOns } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type MetaArgs } from 'react-router';
import { Link, useNavigate } from '../../../shared/i18n/react.tsx';
import { toast } from '../../../shared/toast.ts';
import { paths } from '../../../shared/paths.ts';
import { loginPath } from '../../auth/redirect.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartProducts } from '../api/get-cart-products.ts';
import { updateCartLine } from '../api/update-cart.ts';
import { CartRow } from '../components/cart-row.tsx';
import { EmptyBagArt } from '../components/empty-bag-art.tsx';
import { useQuantityEdits } from '../use-quantity-edits.ts';
import { TOAST_IDS } from '../../../shared/toast-ids.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['cart', 'checkout'] };

/** The Cart screen. */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.cart'), '/cart');

export default function CartPage() {
  const { t } = useTranslation('cart');
  const { lines: entries, isGuest, isLoading } = useCart();
  const products = useCartProducts(entries.map((e) => e.itemId));
  const edits = useQuantityEdits();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();

  const waiting = isLoading || (entries.length > 0 && products.isPending);
  const rows = entries.flatMap((e) => {
    const product = products.data?.get(e.itemId);
    return product
      ? [
          {
            ...e,
            product,
            unit: unitCents(product, e.feature, e.addOns) / 100,
            shown: edits.quantityFor(e, e.quantity),
          },
        ]
      : [];
  });
  const subtotal = rows.reduce((sum, r) => sum + r.unit * r.shown, 0);

  const remove = (line: { itemId: string; feature: string; addOns?: LineAddOns | undefined }) => {
    edits.forget(line);
    updateCartLine(queryClient, { itemId: line.itemId, feature: line.feature, addOns: line.addOns, quantity: 0 })
      .then((message) => toast.success(message, { id: TOAST_IDS.cart }))
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : 'Something went wrong', { id: TOAST_IDS.cart }),
      );
  };

  if (waiting) {
    return (
      <section aria-busy="true" aria-label={t('cart.loadingYourCart')} className="space-y-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </section>
    );
  }

  if (rows.length === 0) {
    return (
      <EmptyState title={t('cart.yourCartIsEmpty')} icon={<EmptyBagArt />}>
        <p className="text-cocoa-700 max-w-sm">{t('cart.freshBakesAndOurApparel')}</p>
        <Link
          to={paths.collection}
          className="bg-cocoa-900 text-cream hover:bg-cocoa-700 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
        >
          {t('cart.startShopping')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-title" className="min-w-0">
        <h1 id="cart-title" className="text-cocoa-900 mb-6 text-3xl font-semibold">
          {t('cart.yourCart')}
        </h1>
        <table className="block w-full md:table">
          <thead className="max-md:sr-only">
            <tr className="border-cocoa-900/15 text-cocoa-700 border-b text-left text-xs tracking-wider uppercase">
              <th scope="col" className="pb-3 font-semibold">
                {t('cart.product')}
              </th>
              <th scope="col" className="pb-3 font-semibold">
                {t('cart.price')}
              </th>
              <th scope="col" className="pb-3 font-semibold">
                {t('cart.quantity')}
              </th>
              <th scope="col" className="pb-3 text-right font-semibold">
                {t('cart.total')}
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {rows.map((r) => (
              <CartRow
                key={`${r.itemId}|${r.feature}|${lineKey(r.addOns)}`}
                product={r.product}
                feature={r.feature}
                addOns={r.addOns}
                unitPrice={r.unit}
                quantity={r.shown}
                draft={edits.draftFor(r)}
                onEdit={(text) => edits.edit(r, text)}
                onSettle={() => edits.settle(r)}
                onRemove={() => remove(r)}
              />
            ))}
          </tbody>
        </table>
      </section>

      <aside
        aria-labelledby="totals-title"
        className="ring-cocoa-900/10 h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 lg:sticky lg:top-24"
      >
        <h2 id="totals-title" className="text-cocoa-900 text-xl font-semibold">
          {t('cart.cartTotals')}
        </h2>
        <dl className="border-cocoa-900/10 text-cocoa-900 mt-4 flex items-center justify-between border-b pb-4">
          <dt>{t('cart.subtotal')}</dt>
          <dd className="text-lg font-semibold" data-testid="cart-subtotal">
            {money(subtotal)}
          </dd>
        </dl>
        <p className="text-cocoa-700 mt-3 text-sm">{t('cart.shippingIsCalculatedAtCheckout')}</p>
        <Button
          className="mt-6 w-full"
          disabled={isGuest}
          aria-describedby={isGuest ? 'login-to-checkout' : undefined}
          onClick={() => navigate(paths.placeOrder)}
        >
          {t('cart.proceedToCheckout')}
        </Button>
        {isGuest && (
          <p id="login-to-checkout" className="text-cocoa-900 mt-3 text-sm">
            {t('cart.pleaseLogInBeforeProceeding')}{' '}
            <Link to={loginPath(paths.cart)} className="text-accent-700 font-semibold underline underline-offset-2">
              {t('cart.clickHere')}
              <span className="sr-only"> {t('cart.toLogIn')}</span>
            </Link>
          </p>
        )}
      </aside>
    </div>
  );
}

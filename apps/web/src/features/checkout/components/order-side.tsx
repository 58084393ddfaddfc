import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import type { CancelOrderForm } from '../use-order-actions.ts';
import { CancelOrder } from './cancel-order.tsx';
import { CartTotals } from './cart-totals.tsx';
import { OrderItems } from './order-items.tsx';

/** The order's side: its items and note, the totals, and the way to the orders or to cancel. */
export function OrderSide({ order, cancel }: { order: OrderDetail; cancel: CancelOrderForm }) {
  const { t } = useTranslation('checkout');
  const cancelled = order.status === 'Order Cancelled';
  return (
    <aside className="min-w-0 space-y-6">
      <section aria-labelledby="items-title">
        <h2 id="items-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
          {t('orderPage.your')} <span className="text-accent-700">{t('orderPage.items')}</span>
        </h2>
        <OrderItems
          items={order.items.map((i, n) => ({
            key: `${n}`,
            name: i.name,
            image: i.image[0],
            feature: i.feature,
            quantity: i.quantity,
            price: i.price,
            addOns: i.addOns,
          }))}
        />
        {order.note && (
          <p className="text-cocoa-900 mt-3 text-sm break-words whitespace-pre-wrap" data-testid="order-note">
            <span className="font-semibold">{t('orderPage.yourNoteForTheShop')}</span> {order.note}
          </p>
        )}
      </section>
      <CartTotals
        title={cancelled ? t('orderPage.orderTotals') : undefined}
        subtotal={Number(order.price.productPrice)}
        shipping={Number(order.price.shippingPrice)}
        discount={order.price.discount ? { code: order.promoCode ?? '', amount: Number(order.price.discount) } : null}
      />
      <div className="flex flex-col gap-3">
        <Link
          to={paths.orders}
          className="border-cocoa-900 inline-flex min-h-11 items-center justify-center rounded-full border px-6 text-sm font-semibold"
        >
          {t('orderPage.myOrders')}
        </Link>
        {order.status === 'Order Placed' && <CancelOrder order={order} cancel={cancel} />}
      </div>
    </aside>
  );
}

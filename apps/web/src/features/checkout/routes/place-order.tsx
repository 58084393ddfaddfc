import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MetaArgs } from 'react-router';
import { useSessionKey } from '../../../shared/auth.ts';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useMediaQuery } from '../../../shared/use-media-query.ts';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { useUserSelection } from '../../service/selection.ts';
import { CheckoutDetails } from '../components/checkout-details.tsx';
import { CheckoutSummary } from '../components/checkout-summary.tsx';
import { PaymentMethods } from '../components/payment-methods.tsx';
import type { AppliedPromo } from '../components/promo-field.tsx';
import { useCheckoutForm } from '../use-checkout-form.ts';
import { useCheckoutLines, usePlaceOrder } from '../use-place-order.ts';
import { useShippingFee } from '../use-shipping-fee.ts';

export const handle: I18nHandle = { i18n: ['checkout', 'cart'] };

/** The Place order screen (logged in only). */
// A page of one shopper: titled, and kept out of search results.
export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta(siteOf(matches), siteOf(matches).t('common:meta.placeOrder'), '/place-order');

export default function PlaceOrderPage() {
  const token = useSessionKey();
  if (token === null) return <ToLogin />;
  return <PlaceOrder />;
}

function PlaceOrder() {
  const settings = useSettings();
  const selection = useUserSelection();
  const pickup = selection?.serviceType === 'pickup';
  // Mobile is under 768 px; card payments are offered only on the wide layout.
  const wide = useMediaQuery('(min-width: 768px)');
  const cardsShown = wide && settings.cardPayments;
  const bag = useCheckoutLines();
  const area = !pickup && selection?.deliveryAddress ? selection.deliveryAddress : null;
  const { form, fillSaved } = useCheckoutForm({ pickup, area, cardsShown });
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [note, setNote] = useState('');
  const state = form.watch('state') ?? '';
  const { cartKey, cartList } = bag;
  const { fee } = useShippingFee({ state, pickup, delayMs: settings.shippingDelayMs, cartKey, cartList });
  const shipping = fee.status === 'ready' ? fee.fee : 0;
  const { submitting, onValid, onInvalid } = usePlaceOrder(selection, fee, { bag, shipping, note, promo });

  if (bag.loading) return <CheckoutLoading />;
  if (bag.lines.length === 0) return <EmptyCheckout />;
  return (
    // One column of at most the screen's width on a phone: an implicit grid column grows to its widest
    // content, and a long product name in the summary (one line, cut short) pushed the form off a 360 px screen.
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="grid grid-cols-1 gap-10 md:grid-cols-[1fr_minmax(0,26rem)]"
    >
      <div className="space-y-8">
        <CheckoutDetails form={form} selection={selection} area={area} onPickSaved={fillSaved} />
        <PaymentMethods register={form.register} cardsShown={cardsShown} />
      </div>
      <CheckoutSummary
        form={form}
        bag={bag}
        fee={fee}
        shipping={shipping}
        note={note}
        onNote={setNote}
        promo={promo}
        onPromo={setPromo}
        submitting={submitting}
      />
    </form>
  );
}

function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return (
    <div
      aria-busy="true"
      aria-label={t('placeOrder.loadingCheckout')}
      className="grid grid-cols-1 gap-8 md:grid-cols-2"
    >
      <Skeleton className="h-96" />
      <Skeleton className="h-96" />
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <div className="py-16 text-center">
      <h1 className="mb-3 text-2xl font-semibold">{t('placeOrder.yourCartIsEmpty')}</h1>
      <Link to={paths.collection} className="text-accent-700 font-semibold underline">
        {t('placeOrder.continueShopping')}
      </Link>
    </div>
  );
}

import { ADD_ON_CEILINGS, lineKey, optionLabel } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import type { CheckoutFormApi } from '../use-checkout-form.ts';
import type { CheckoutLines } from '../use-place-order.ts';
import type { ShippingFee } from '../use-shipping-fee.ts';
import { CartTotals } from './cart-totals.tsx';
import { OrderItems } from './order-items.tsx';
import { PromoField, type AppliedPromo } from './promo-field.tsx';

/** The order's side: its items, a note, a promo code, the totals, the terms and the button. */
export function CheckoutSummary(props: {
  form: CheckoutFormApi;
  bag: CheckoutLines;
  fee: ShippingFee;
  shipping: number;
  note: string;
  onNote: (note: string) => void;
  promo: AppliedPromo | null;
  onPromo: (promo: AppliedPromo | null) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation('checkout');
  const noteId = useId();
  const { bag, promo } = props;
  return (
    <aside className="space-y-6">
      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
          {t('placeOrder.order')} <span className="text-accent-700">{t('placeOrder.summary')}</span>
        </h2>
        <OrderItems
          items={bag.lines.map((l) => ({
            key: `${l.itemId}:${l.feature}:${lineKey(l.addOns)}`,
            name: l.product.name,
            image: l.product.image[0],
            feature: optionLabel(l.product, l.feature),
            quantity: l.quantity,
            price: l.unitCents / 100,
            addOns: l.addOns,
          }))}
        />
      </section>
      <div>
        <label htmlFor={noteId} className="text-cocoa-900 block text-sm font-semibold">
          {t('placeOrder.noteForTheShopOptional')}
        </label>
        <textarea
          id={noteId}
          value={props.note}
          maxLength={ADD_ON_CEILINGS.noteChars}
          rows={3}
          onChange={(e) => props.onNote(e.target.value)}
          placeholder={t('placeOrder.deliveryOrPickupInstructions')}
          className={`${inputClass} mt-1 w-full`}
        />
      </div>
      <PromoField cartKey={bag.cartKey} applied={promo} onChange={props.onPromo} />
      <CartTotals
        subtotal={bag.subtotalCents / 100}
        shipping={props.shipping}
        // A fee that is ready reads as the fee itself.
        shippingNote={props.fee.status === 'ready' ? undefined : <ShippingNote fee={props.fee} />}
        discount={promo ? { code: promo.code, amount: promo.discount } : null}
      />
      <TermsField form={props.form} />
      <Button type="submit" loading={props.submitting} className="w-full">
        {t('placeOrder.placeOrder')}
      </Button>
    </aside>
  );
}

/** In place of the shipping fee: why there is none yet. */
function ShippingNote({ fee }: { fee: Exclude<ShippingFee, { status: 'ready' }> }) {
  const { t } = useTranslation('checkout');
  const { currency } = useSettings();
  if (fee.status === 'calculating') return <span role="status">{t('placeOrder.calculating')}</span>;
  if (fee.status === 'empty') return <span className="text-cocoa-700">{t('placeOrder.enterShippingAddress')}</span>;
  return (
    <span role="alert" className="text-red-700">
      {currency} 0.00 · {fee.message}
    </span>
  );
}

function TermsField({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation('checkout');
  const error = form.formState.errors.terms?.message;
  return (
    <div>
      <label className="text-cocoa-900 flex min-h-11 cursor-pointer items-start gap-3 text-sm">
        <input type="checkbox" className="accent-cocoa-900 mt-1 size-5" {...form.register('terms')} />
        <span>
          {t('placeOrder.iHaveReadAndAgree')}{' '}
          <Link to={paths.terms} target="_blank" className="text-accent-700 font-semibold underline">
            {t('placeOrder.termsAndConditions')}
          </Link>
          .
        </span>
      </label>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

import type { CheckoutForm } from '@shop/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The e-wallet, and cards where they are offered. */
export function PaymentMethods({
  register,
  cardsShown,
}: {
  register: UseFormRegister<CheckoutForm>;
  cardsShown: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
        {t('placeOrder.payment')} <span className="text-accent-700">{t('placeOrder.method')}</span>
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <PaymentOption
          value="tng"
          label={t('placeOrder.touchNGoEwallet')}
          hint={t('placeOrder.tngHint')}
          register={register('paymentMethod')}
        />
        {cardsShown && (
          <PaymentOption
            value="stripe"
            label={t('placeOrder.card')}
            hint={t('placeOrder.cardHint')}
            register={register('paymentMethod')}
          />
        )}
      </div>
    </fieldset>
  );
}

function PaymentOption(props: {
  value: 'tng' | 'stripe';
  label: string;
  hint: string;
  register: ReturnType<UseFormRegister<CheckoutForm>>;
}) {
  return (
    <label className="border-cocoa-900/20 has-checked:border-cocoa-900 has-checked:ring-cocoa-900/20 flex min-h-11 flex-1 cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 has-checked:ring-2">
      <input type="radio" value={props.value} className="accent-cocoa-900 mt-1 size-4" {...props.register} />
      <span>
        <span className="text-cocoa-900 block font-semibold">{props.label}</span>
        <span className="text-cocoa-700 block text-sm">{props.hint}</span>
      </span>
    </label>
  );
}

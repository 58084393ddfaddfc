import {
  MALAYSIAN_STATES,
  stateName,
  type CheckoutForm,
  type ProfileAddress,
  type UserSelection,
} from '@shop/contract';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { formatServiceDate } from '../../service/format.ts';
import type { CheckoutFormApi } from '../use-checkout-form.ts';
import { SavedAddresses } from './saved-addresses.tsx';
import { ServiceSummary } from './service-summary.tsx';

/** Who the order is for: name and email, the pickup outlet or the delivery address, and a phone. */
export function CheckoutDetails({
  form,
  selection,
  area,
  onPickSaved,
}: {
  form: CheckoutFormApi;
  selection: UserSelection | null;
  area: string | null;
  onPickSaved: (address: ProfileAddress) => void;
}) {
  const { t } = useTranslation('checkout');
  const { register, formState } = form;
  const errors = formState.errors;
  const pickup = selection?.serviceType === 'pickup';
  return (
    <section aria-labelledby="delivery-title">
      <h1 id="delivery-title" className="font-display text-cocoa-900 mb-1 text-2xl font-semibold sm:text-3xl">
        {/* The service and the word for "information" in each language's own order, the latter in the accent. */}
        <Trans
          t={t}
          i18nKey="placeOrder.heading"
          values={{ service: pickup ? t('placeOrder.pickup') : t('placeOrder.delivery') }}
          components={{ accent: <span className="text-accent-700" /> }}
        />
      </h1>
      <ServiceSummary />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('placeOrder.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('placeOrder.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t('placeOrder.emailAddress')}
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        {pickup && selection && <PickupOutlet selection={selection} />}
        {!pickup && <AddressFields form={form} area={area} onPickSaved={onPickSaved} />}
        <TextField
          label={t('placeOrder.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="sm:col-span-2"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
    </section>
  );
}

function PickupOutlet({ selection }: { selection: UserSelection }) {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  return (
    <div className="border-cocoa-900/15 rounded-xl border bg-white p-4 sm:col-span-2" data-testid="pickup-outlet">
      <p className="text-cocoa-700 text-sm">{t('placeOrder.youCollectThisOrderAt')}</p>
      <p className="text-cocoa-900 font-semibold">{selection.outletTitle ?? t('placeOrder.theOutletYouChose')}</p>
      <p className="text-cocoa-900 text-sm">
        {formatServiceDate(selection.calendarDate, lang)}, {selection.deliveryTime} {t('placeOrder.noShippingFee')}
      </p>
    </div>
  );
}

function AddressFields({
  form,
  area,
  onPickSaved,
}: {
  form: CheckoutFormApi;
  area: string | null;
  onPickSaved: (address: ProfileAddress) => void;
}) {
  const { t } = useTranslation('checkout');
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      {area && <SavedAddresses area={area} onPick={onPickSaved} />}
      <TextField
        label={t('placeOrder.street')}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label={t('placeOrder.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <StateSelect error={errors.state?.message} register={register('state')} />
      <TextField
        label={t('placeOrder.postcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.zipcode?.message}
        {...register('zipcode')}
      />
      <TextField
        label={t('placeOrder.country')}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
    </>
  );
}

function StateSelect({
  error,
  register,
}: {
  error: string | undefined;
  register: UseFormRegisterReturn<keyof CheckoutForm>;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-cocoa-900 text-sm font-medium">
        {t('placeOrder.state')}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} className={inputClass} {...register}>
        <option value="">{t('placeOrder.selectAState')}</option>
        {MALAYSIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {stateName(s, lang)}
          </option>
        ))}
      </select>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

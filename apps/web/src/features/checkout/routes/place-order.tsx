import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatPhone,
  checkoutFormSchema,
  MALAYSIAN_STATES,
  moneyString,
  ORDER_MESSAGES,
  ADD_ON_CEILINGS,
  lineKey,
  toCents,
  unitCents,
  type CheckoutForm,
  type PlaceOrderBody,
  type ProfileAddress,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { type MetaArgs } from 'react-router';
import { Link, useNavigate, useLang } from '../../../shared/i18n/react.tsx';
import { ToLogin } from '../../auth/components/to-login.tsx';
import { toast } from '../../../shared/toast.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { useSessionKey } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { privatePageMeta, siteOf } from '../../../shared/seo.ts';
import { useCart } from '../../cart/api/get-cart.ts';
import { useCartProducts } from '../../cart/api/get-cart-products.ts';
import { formatServiceDate } from '../../service/format.ts';
import { openServiceChange, useUserSelection } from '../../service/selection.ts';
import { addressPartsQuery, checkoutCalls, profileQuery } from '../api/checkout-calls.ts';
import { CartTotals } from '../components/cart-totals.tsx';
import { PromoField, type AppliedPromo } from '../components/promo-field.tsx';
import { SavedAddresses } from '../components/saved-addresses.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { useMediaQuery } from '../../../shared/use-media-query.ts';
import { useShippingFee } from '../use-shipping-fee.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['checkout', 'cart'] };

const EMPTY_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'Malaysia',
  phone: '',
  paymentMethod: 'tng',
  terms: false,
};

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
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const settings = useSettings();
  const selection = useUserSelection();
  const pickup = selection?.serviceType === 'pickup';
  // Mobile is under 768 px; card payments are offered only on the wide layout.
  const wide = useMediaQuery('(min-width: 768px)');
  const cardsShown = wide && settings.cardPayments;
  const { lines: entries, isLoading } = useCart();
  const products = useCartProducts(entries.map((e) => e.itemId));
  const profile = useQuery(profileQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);

  const area = !pickup && selection?.deliveryAddress ? selection.deliveryAddress : null;
  const areaParts = useQuery({ ...addressPartsQuery(area ?? ''), enabled: area !== null });
  const areaState = area ? (areaParts.data?.state ?? '') : '';
  const schema = useMemo(
    () =>
      withAreaState(checkoutFormSchema(pickup ? 'pickup' : 'delivery'), areaState, area, (state) =>
        t('placeOrder.areaMismatch', { state, area, areaState }),
      ),
    [pickup, areaState, area, t],
  );
  // The schema's output is the same fields, trimmed and checked (state narrowed to the 13 states).
  const resolver = zodResolver(schema) as unknown as Resolver<CheckoutForm>;
  const form = useForm<CheckoutForm>({ resolver, defaultValues: EMPTY_FORM });
  const { register, handleSubmit, watch, reset, formState, setValue, getValues } = form;
  const errors = formState.errors;
  const [promo, setPromo] = useState<AppliedPromo | null>(null);

  // Prefill the contact fields once from the account (and the phone of the last order). A field the
  // shopper typed in before the account arrived keeps what they typed; the others are still filled.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile.data) return;
    prefilled.current = true;
    const last = profile.data.addresses[0];
    const [firstName = '', ...rest] = profile.data.user.name.trim().split(/\s+/);
    const fromAccount = {
      firstName,
      lastName: rest.join(' '),
      email: profile.data.user.email,
      phone: last?.phone ? formatPhone(last.phone) : '',
    };
    reset({ ...getValues(), ...fromAccount }, { keepDirtyValues: true });
  }, [profile.data, reset, getValues]);

  // The address comes from the area chosen in the service modal, and follows a change of it; the
  // shopper may then correct the street (the geocoder knows towns, rarely the house).
  useEffect(() => {
    const parts = areaParts.data;
    if (!parts) return;
    const fill = { shouldDirty: false } as const;
    setValue('street', parts.street, fill);
    setValue('city', parts.city, fill);
    setValue('zipcode', parts.zipcode, fill);
    setValue('state', parts.state, fill);
    setValue('country', 'Malaysia', fill);
  }, [areaParts.data, setValue]);

  // One tap on a saved address fills the whole form with it, as typed by the shopper.
  const fillSaved = (a: ProfileAddress) => {
    const { id: _id, phone, ...fields } = a;
    for (const [key, value] of Object.entries({ ...fields, phone: formatPhone(phone) })) {
      setValue(key as keyof typeof fields | 'phone', value, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    }
  };

  useEffect(() => {
    if (!cardsShown && watch('paymentMethod') === 'stripe') setValue('paymentMethod', 'tng');
  }, [cardsShown, setValue, watch]);

  const lines = entries.flatMap((e) => {
    const product = products.data?.get(e.itemId);
    return product ? [{ ...e, product, unitCents: unitCents(product, e.feature, e.addOns) }] : [];
  });
  const subtotalCents = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  const cartKey = lines
    .map((l) => `${l.itemId}:${l.feature}:${lineKey(l.addOns)}:${l.quantity}:${l.unitCents}`)
    .join('|');
  const [note, setNote] = useState('');
  const noteId = useId();
  const cartList = lines.map((l) => ({ ...l.product, feature: l.feature, quantity: l.quantity }));
  const state = watch('state') ?? '';
  const { fee } = useShippingFee({ state, pickup, delayMs: settings.shippingDelayMs, cartKey, cartList });
  const shipping = fee.status === 'ready' ? fee.fee : 0;

  const onInvalid = (invalid: FieldErrors<CheckoutForm>) => {
    if (invalid.terms?.message) toast.error(invalid.terms.message);
    if (invalid.state)
      toast.error(invalid.state.type === AREA_MISMATCH ? invalid.state.message! : ORDER_MESSAGES.selectState);
    if (!invalid.terms && !invalid.state) toast.error('Please check the highlighted fields.');
  };

  const onValid = async (values: CheckoutForm) => {
    if (!selection) {
      toast.error('Please choose pickup or delivery, a date and a time slot first.');
      openServiceChange();
      return;
    }
    if (fee.status !== 'ready') {
      toast.error(ORDER_MESSAGES.selectState);
      return;
    }
    const { paymentMethod, terms: _terms, ...address } = values;
    const body: PlaceOrderBody = {
      address,
      // Each item's price is one unit as the server charges it: the option's price plus its add-ons.
      items: lines.map((l) => ({
        ...l.product,
        id: l.itemId,
        feature: l.feature,
        quantity: l.quantity,
        price: l.unitCents / 100,
        ...(l.addOns ? { addOns: l.addOns } : {}),
      })),
      ...(note.trim() ? { note } : {}),
      price: {
        productPrice: moneyString(subtotalCents),
        shippingPrice: moneyString(toCents(shipping)),
        ...(promo ? { discount: moneyString(toCents(promo.discount)) } : {}),
      },
      ...(promo ? { promoCode: promo.code } : {}),
      service: {
        serviceType: selection.serviceType,
        outletId: selection.outletId ?? null,
        deliveryAddress: selection.deliveryAddress ?? null,
        calendarDate: selection.calendarDate,
        deliveryTime: selection.deliveryTime,
      },
    };
    setSubmitting(true);
    try {
      if (paymentMethod === 'stripe') {
        const res = await checkoutCalls.stripe(body, idempotencyKey.current);
        await queryClient.invalidateQueries({ queryKey: ['cart'] });
        window.location.assign(res.success_url);
        return;
      }
      const res = await checkoutCalls.place(body, idempotencyKey.current);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      navigate(paths.checkout(res.orderId));
    } catch (error) {
      // The server answered, so no order exists: the next attempt is a new one. A network error keeps
      // the key, so a retry after a lost answer returns the order that was made.
      if (error instanceof ApiError) idempotencyKey.current = crypto.randomUUID();
      toast.error(error instanceof Error ? error.message : 'Something went wrong');
      if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') openServiceChange(error.message);
      if (error instanceof ApiError && (error.code === 'PRICE_CHANGED' || error.code === 'CONFLICT')) {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        void queryClient.invalidateQueries({ queryKey: ['cart-products'] });
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (isLoading || (entries.length > 0 && products.isPending)) {
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
  if (lines.length === 0) {
    return (
      <div className="py-16 text-center">
        <h1 className="mb-3 text-2xl font-semibold">{t('placeOrder.yourCartIsEmpty')}</h1>
        <Link to={paths.collection} className="text-accent-700 font-semibold underline">
          {t('placeOrder.continueShopping')}
        </Link>
      </div>
    );
  }

  const shippingNote =
    fee.status === 'calculating' ? (
      <span role="status">{t('placeOrder.calculating')}</span>
    ) : fee.status === 'empty' ? (
      <span className="text-cocoa-700">{t('placeOrder.enterShippingAddress')}</span>
    ) : fee.status === 'error' ? (
      <span role="alert" className="text-red-700">
        {settings.currency} 0.00 · {fee.message}
      </span>
    ) : undefined;

  return (
    // One column of at most the screen's width on a phone: an implicit grid column grows to its widest
    // content, and a long product name in the summary (one line, cut short) pushed the form off a 360 px screen.
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid grid-cols-1 gap-10 md:grid-cols-[1fr_minmax(0,26rem)]"
    >
      <div className="space-y-8">
        <section aria-labelledby="delivery-title">
          <h1 id="delivery-title" className="font-display text-cocoa-900 mb-1 text-2xl font-semibold sm:text-3xl">
            {pickup ? t('placeOrder.pickup') : t('placeOrder.delivery')}{' '}
            <span className="text-accent-700">{t('placeOrder.information')}</span>
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
            {pickup && selection && (
              <div
                className="border-cocoa-900/15 rounded-xl border bg-white p-4 sm:col-span-2"
                data-testid="pickup-outlet"
              >
                <p className="text-cocoa-700 text-sm">{t('placeOrder.youCollectThisOrderAt')}</p>
                <p className="text-cocoa-900 font-semibold">
                  {selection.outletTitle ?? t('placeOrder.theOutletYouChose')}
                </p>
                <p className="text-cocoa-900 text-sm">
                  {formatServiceDate(selection.calendarDate, lang)}, {selection.deliveryTime}{' '}
                  {t('placeOrder.noShippingFee')}
                </p>
              </div>
            )}
            {!pickup && (
              <>
                {area && <SavedAddresses area={area} onPick={fillSaved} />}
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
            )}
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

        <fieldset>
          <legend className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
            {t('placeOrder.payment')} <span className="text-accent-700">{t('placeOrder.method')}</span>
          </legend>
          <div className="flex flex-col gap-3 sm:flex-row">
            <PaymentOption
              value="tng"
              label={t('placeOrder.touchNGoEwallet')}
              hint="Pay by transfer, then upload the screenshot"
              register={register('paymentMethod')}
            />
            {cardsShown && (
              <PaymentOption
                value="stripe"
                label={t('placeOrder.card')}
                hint="Visa, Mastercard via Stripe"
                register={register('paymentMethod')}
              />
            )}
          </div>
        </fieldset>
      </div>

      <aside className="space-y-6">
        <section aria-labelledby="summary-title">
          <h2 id="summary-title" className="font-display text-cocoa-900 mb-3 text-xl font-semibold">
            {t('placeOrder.order')} <span className="text-accent-700">{t('placeOrder.summary')}</span>
          </h2>
          <OrderItems
            items={lines.map((l) => ({
              key: `${l.itemId}:${l.feature}:${lineKey(l.addOns)}`,
              name: l.product.name,
              image: l.product.image[0],
              feature: l.feature,
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
            value={note}
            maxLength={ADD_ON_CEILINGS.noteChars}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('placeOrder.deliveryOrPickupInstructions')}
            className={`${inputClass} mt-1 w-full`}
          />
        </div>
        <PromoField cartKey={cartKey} applied={promo} onChange={setPromo} />
        <CartTotals
          subtotal={subtotalCents / 100}
          shipping={shipping}
          shippingNote={shippingNote}
          discount={promo ? { code: promo.code, amount: promo.discount } : null}
        />
        <div>
          <label className="text-cocoa-900 flex min-h-11 cursor-pointer items-start gap-3 text-sm">
            <input type="checkbox" className="accent-cocoa-900 mt-1 size-5" {...register('terms')} />
            <span>
              {t('placeOrder.iHaveReadAndAgree')}{' '}
              <Link to={paths.terms} target="_blank" className="text-accent-700 font-semibold underline">
                {t('placeOrder.termsAndConditions')}
              </Link>
              .
            </span>
          </label>
          {errors.terms?.message && <p className="text-sm text-red-700">{errors.terms.message}</p>}
        </div>
        <Button type="submit" loading={submitting} className="w-full">
          {t('placeOrder.placeOrder')}
        </Button>
      </aside>
    </form>
  );
}

/** The zod issue code the contradicting-state refusal carries, so the toast can say it too. */
const AREA_MISMATCH = 'custom';

/**
 * A delivery to the chosen area cannot name another state: the server refuses it too, so the form
 * says so at once, naming the state that fits.
 */
function withAreaState<S extends ReturnType<typeof checkoutFormSchema>>(
  schema: S,
  areaState: string,
  area: string | null,
  mismatch: (state: string) => string,
) {
  if (!areaState || !area) return schema;
  return schema.superRefine((values, ctx) => {
    if (values.state && values.state !== areaState) {
      ctx.addIssue({
        code: AREA_MISMATCH,
        path: ['state'],
        message: mismatch(values.state),
      });
    }
  });
}

function ServiceSummary() {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const selection = useUserSelection();
  if (!selection) {
    return (
      <p className="text-cocoa-700 mb-4 text-sm">
        {t('placeOrder.choosePickupOrDeliveryFirst')}{' '}
        <button type="button" onClick={openServiceChange} className="text-accent-700 min-h-11 font-semibold underline">
          {t('placeOrder.chooseNow')}
        </button>
      </p>
    );
  }
  const where =
    selection.serviceType === 'pickup'
      ? t('placeOrder.pickupAt', { outlet: selection.outletTitle ?? t('placeOrder.theOutletYouChose') })
      : t('placeOrder.deliveryTo', { address: selection.deliveryAddress ?? '' });
  return (
    <p className="text-cocoa-700 mb-4 flex flex-wrap items-center gap-x-2 text-sm">
      <span data-testid="service-summary">
        {where} · {formatServiceDate(selection.calendarDate, lang)}, {selection.deliveryTime}
      </span>
      <button type="button" onClick={openServiceChange} className="text-accent-700 min-h-11 font-semibold underline">
        {t('placeOrder.change')}
      </button>
    </p>
  );
}

function StateSelect({
  error,
  register,
}: {
  error: string | undefined;
  register: ReturnType<ReturnType<typeof useForm<CheckoutForm>>['register']>;
}) {
  const { t } = useTranslation('checkout');
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
            {s}
          </option>
        ))}
      </select>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

function PaymentOption(props: {
  value: 'tng' | 'stripe';
  label: string;
  hint: string;
  register: ReturnType<ReturnType<typeof useForm<CheckoutForm>>['register']>;
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

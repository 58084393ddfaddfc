import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkoutFormSchema,
  formatPhone,
  type AddressParts,
  type CheckoutForm,
  type ProfileAddress,
  type ProfileResponse,
} from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressPartsQuery, profileQuery } from './api/checkout-calls.ts';

const EMPTY_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zipcode: '',
  // i18n-ignore: the order's country as the API keeps it, a value not a text
  country: 'Malaysia',
  phone: '',
  paymentMethod: 'tng',
  terms: false,
};

/** The zod issue code the contradicting-state refusal carries, so the toast can say it too. */
export const AREA_MISMATCH = 'custom';

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

/**
 * Prefill the contact fields once from the account (and the phone of the last order). A field the
 * shopper typed in before the account arrived keeps what they typed; the others are still filled.
 */
function usePrefill(form: UseFormReturn<CheckoutForm>, profile: ProfileResponse | undefined) {
  const { reset, getValues } = form;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !profile) return;
    prefilled.current = true;
    const last = profile.addresses[0];
    const [firstName = '', ...rest] = profile.user.name.trim().split(/\s+/);
    const fromAccount = {
      firstName,
      lastName: rest.join(' '),
      email: profile.user.email,
      phone: last?.phone ? formatPhone(last.phone) : '',
    };
    reset({ ...getValues(), ...fromAccount }, { keepDirtyValues: true });
  }, [profile, reset, getValues]);
}

/**
 * The address comes from the area chosen in the service modal, and follows a change of it; the
 * shopper may then correct the street (the geocoder knows towns, rarely the house).
 */
function useAreaAddress(form: UseFormReturn<CheckoutForm>, parts: AddressParts | undefined) {
  const { setValue } = form;
  useEffect(() => {
    if (!parts) return;
    const fill = { shouldDirty: false } as const;
    setValue('street', parts.street, fill);
    setValue('city', parts.city, fill);
    setValue('zipcode', parts.zipcode, fill);
    setValue('state', parts.state, fill);
    // i18n-ignore: the order's country as the API keeps it, a value not a text
    setValue('country', 'Malaysia', fill);
  }, [parts, setValue]);
}

/**
 * The checkout form: checked for pickup or for delivery (then its state must fit the chosen area),
 * prefilled from the account and the area, card payment unchosen where cards are not offered.
 * `fillSaved` fills it with a saved address in one tap, as typed by the shopper.
 */
export function useCheckoutForm({
  pickup,
  area,
  cardsShown,
}: {
  pickup: boolean;
  area: string | null;
  cardsShown: boolean;
}) {
  const profile = useQuery(profileQuery);
  const areaParts = useQuery({ ...addressPartsQuery(area ?? ''), enabled: area !== null });
  const areaState = area ? (areaParts.data?.state ?? '') : '';
  const { t } = useTranslation('checkout');
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
  const { formState, setValue, watch } = form;
  usePrefill(form, profile.data);
  useAreaAddress(form, areaParts.data);

  useEffect(() => {
    if (!cardsShown && watch('paymentMethod') === 'stripe') setValue('paymentMethod', 'tng');
  }, [cardsShown, setValue, watch]);

  const fillSaved = (a: ProfileAddress) => {
    const { id: _id, phone, ...fields } = a;
    for (const [key, value] of Object.entries({ ...fields, phone: formatPhone(phone) })) {
      setValue(key as keyof typeof fields | 'phone', value, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    }
  };
  return { form, fillSaved };
}

export type CheckoutFormApi = UseFormReturn<CheckoutForm>;

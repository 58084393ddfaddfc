import {
  lineKey,
  moneyString,
  ORDER_MESSAGES,
  toCents,
  unitCents,
  type CheckoutForm,
  type PlaceOrderBody,
  type UserSelection,
} from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '../../shared/api-client.ts';
import { useNavigate } from '../../shared/i18n/react.tsx';
import { paths } from '../../shared/paths.ts';
import { toast } from '../../shared/toast.ts';
import { useCart } from '../cart/api/get-cart.ts';
import { useCartProducts } from '../cart/api/get-cart-products.ts';
import { openServiceChange } from '../service/selection.ts';
import { checkoutCalls } from './api/checkout-calls.ts';
import type { AppliedPromo } from './components/promo-field.tsx';
import { AREA_MISMATCH } from './use-checkout-form.ts';
import type { ShippingFee } from './use-shipping-fee.ts';

/** The bag's lines with their products and unit prices, once both have loaded. */
export function useCheckoutLines() {
  const { lines: entries, isLoading } = useCart();
  const products = useCartProducts(entries.map((e) => e.itemId));
  const lines = entries.flatMap((e) => {
    const product = products.data?.get(e.itemId);
    return product ? [{ ...e, product, unitCents: unitCents(product, e.feature, e.addOns) }] : [];
  });
  const subtotalCents = lines.reduce((n, l) => n + l.unitCents * l.quantity, 0);
  const cartKey = lines
    .map((l) => `${l.itemId}:${l.feature}:${lineKey(l.addOns)}:${l.quantity}:${l.unitCents}`)
    .join('|');
  const cartList = lines.map((l) => ({ ...l.product, feature: l.feature, quantity: l.quantity }));
  const loading = isLoading || (entries.length > 0 && products.isPending);
  return { loading, lines, subtotalCents, cartKey, cartList };
}

export type CheckoutLines = ReturnType<typeof useCheckoutLines>;

interface OrderParts {
  bag: CheckoutLines;
  shipping: number;
  note: string;
  promo: AppliedPromo | null;
}

/** The order as the API takes it, from the form's address and what the page holds. */
function orderBody(
  address: Omit<CheckoutForm, 'paymentMethod' | 'terms'>,
  selection: UserSelection,
  { bag, shipping, note, promo }: OrderParts,
): PlaceOrderBody {
  return {
    address,
    // Each item's price is one unit as the server charges it: the option's price plus its add-ons.
    items: bag.lines.map((l) => ({
      ...l.product,
      id: l.itemId,
      feature: l.feature,
      quantity: l.quantity,
      price: l.unitCents / 100,
      ...(l.addOns ? { addOns: l.addOns } : {}),
    })),
    ...(note.trim() ? { note } : {}),
    price: {
      productPrice: moneyString(bag.subtotalCents),
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
}

const onInvalid = (invalid: FieldErrors<CheckoutForm>) => {
  if (invalid.terms?.message) toast.error(invalid.terms.message);
  if (invalid.state)
    toast.error(invalid.state.type === AREA_MISMATCH ? invalid.state.message! : ORDER_MESSAGES.selectState);
  if (!invalid.terms && !invalid.state) toast.error('Please check the highlighted fields.');
};

/** Placing the order: by e-wallet (then the order's page) or by card (then Stripe's page). */
export function usePlaceOrder(selection: UserSelection | null, fee: ShippingFee, parts: OrderParts) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const idempotencyKey = useRef(crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);

  const refused = (error: unknown) => {
    // The server answered, so no order exists: the next attempt is a new one. A network error keeps
    // the key, so a retry after a lost answer returns the order that was made.
    if (error instanceof ApiError) idempotencyKey.current = crypto.randomUUID();
    toast.error(error instanceof Error ? error.message : 'Something went wrong');
    if (error instanceof ApiError && error.code === 'SLOT_UNAVAILABLE') openServiceChange(error.message);
    if (error instanceof ApiError && (error.code === 'PRICE_CHANGED' || error.code === 'CONFLICT')) {
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['cart-products'] });
    }
  };

  const send = async (paymentMethod: CheckoutForm['paymentMethod'], body: PlaceOrderBody) => {
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
    setSubmitting(true);
    try {
      await send(paymentMethod, orderBody(address, selection, parts));
    } catch (error) {
      refused(error);
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, onValid, onInvalid };
}

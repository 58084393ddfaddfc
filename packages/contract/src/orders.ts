import { z } from 'zod';
import { requiredText } from './human-text.ts';
import { PhoneNumber } from './phone.ts';
import { CartFeature, CartQuantity } from './cart.ts';
import { Email, MALAYSIAN_STATES, MalaysianState, MoneyString, TIME_SLOTS } from './common.ts';
import { CalendarDate } from './fulfilment.ts';
import { PromoCodeText } from './promo.ts';
import { AddOnsView, LineAddOns, OrderNote } from './add-ons.ts';

/** The order statuses, in their normal order; 'Order Cancelled' may follow any before 'Preparing'. */
export const ORDER_STATUSES = [
  'Order Placed',
  'Payment Submitted',
  'Payment Verified',
  'Preparing',
  'Ready for Pickup',
  'Out for Delivery',
  'Completed',
  'Order Cancelled',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The statuses of an order whose payment was confirmed and whose sale stands (cancelled ones never). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'Payment Verified',
  'Preparing',
  'Ready for Pickup',
  'Out for Delivery',
  'Completed',
];
export const isPaidStatus = (status: string): boolean => (PAID_ORDER_STATUSES as readonly string[]).includes(status);

/** 'tng' (the local e-wallet, default) and 'stripe' (card). */
export const PAYMENT_METHODS = ['tng', 'stripe'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** What Stripe Checkout may offer when card payments are on: cards, FPX online banking, GrabPay. */
export const ONLINE_PAYMENT_METHODS = ['card', 'fpx', 'grabpay'] as const;
export const OnlinePaymentMethod = z.enum(ONLINE_PAYMENT_METHODS);
export type OnlinePaymentMethod = z.infer<typeof OnlinePaymentMethod>;
export const ONLINE_METHOD_LABELS: Record<OnlinePaymentMethod, string> = {
  card: 'Card',
  fpx: 'FPX online banking',
  grabpay: 'GrabPay',
};

/** Texts both sides show word for word. */
export const ORDER_MESSAGES = {
  terms: 'Please agree to the terms and conditions.',
  selectState: 'Please select the state again',
  screenshotNull: 'Screenshot uploaded is null',
  receiverMismatch: 'The uploaded screenshot does not match the receiver name. Please upload the correct screenshot.',
  ocrError: 'There was an error processing the image.',
  cardsOff: 'Card payments are not configured',
} as const;

/** The screenshot upload limit; larger files are refused with 413 before they are read. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/** Amounts travel as numbers in the shop currency; the server works in whole cents. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const moneyString = (cents: number) => (cents / 100).toFixed(2);

const required = (label: string, max = 120) => requiredText(label, max, { tooLong: `${label} is too long.` });
const Zipcode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Postcode must be 5 digits.');
const Phone = PhoneNumber;
const StateChoice = z.enum(MALAYSIAN_STATES, { error: 'Choose a state from the list.' });

const contactFields = {
  firstName: required('First name', 60),
  lastName: required('Last name', 60),
  email: Email,
  phone: Phone,
};

/** Place order: every field required, email an email, zipcode and phone numeric, state from the Malaysian states. */
export const DeliveryAddress = z.object({
  ...contactFields,
  street: required('Street', 200),
  city: required('City', 80),
  state: StateChoice,
  zipcode: Zipcode,
  country: required('Country', 60),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** A pickup needs only the contact fields: the outlet replaces the address block. */
export const PickupAddress = z.object({
  ...contactFields,
  street: z.string().trim().max(200).default(''),
  city: z.string().trim().max(80).default(''),
  state: z.union([MalaysianState, z.literal('')]).default(''),
  zipcode: z.union([Zipcode, z.literal('')]).default(''),
  country: z.string().trim().max(60).default(''),
});

/** An address as stored and shown. */
export const Address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof Address>;

export const ServiceType = z.enum(['pickup', 'delivery']);
export type ServiceType = z.infer<typeof ServiceType>;

/** The shopper's service choice (what the `userSelection` cookie holds, plus the outlet for pickup). */
export const OrderServiceChoice = z.object({
  serviceType: ServiceType,
  outletId: z.number().int().positive().nullable().optional(),
  deliveryAddress: z.string().trim().max(300).nullable().optional(),
  calendarDate: CalendarDate,
  deliveryTime: z.string().refine((s) => TIME_SLOTS.includes(s), 'Choose one of the time slots.'),
});
export type OrderServiceChoice = z.infer<typeof OrderServiceChoice>;

/** An order request item: the product data plus feature and quantity (extra product fields are dropped). */
export const OrderRequestItem = z.object({
  id: z.string().max(100),
  name: z.string().max(200).optional(),
  price: z.number().nonnegative(),
  feature: CartFeature,
  quantity: CartQuantity,
  /** The line's add-ons; `price` is then one unit with them (the option's price plus the add-ons'). */
  addOns: LineAddOns.optional(),
});
export type OrderRequestItem = z.infer<typeof OrderRequestItem>;

/**
 * `discount` (what a promo code took off the product subtotal) is sent with a code and shown on
 * orders that used one; the total is productPrice + shippingPrice - discount.
 */
export const OrderPrice = z.object({
  productPrice: MoneyString,
  shippingPrice: MoneyString,
  discount: MoneyString.optional(),
});
export type OrderPrice = z.infer<typeof OrderPrice>;

/**
 * POST /api/order/place and /api/order/stripe (token header, optional `Idempotency-Key` header).
 * The address is checked strictly for delivery and only for contact fields on pickup.
 */
export const PlaceOrderBody = z
  .object({
    address: z.record(z.string(), z.unknown()),
    items: z.array(OrderRequestItem).min(1, 'Your cart is empty.').max(500, 'The cart has too many lines.'),
    price: OrderPrice,
    service: OrderServiceChoice,
    promoCode: PromoCodeText.optional(),
    note: OrderNote,
  })
  .transform((body, ctx) => {
    const schema = body.service.serviceType === 'delivery' ? DeliveryAddress : PickupAddress;
    const parsed = schema.safeParse(body.address);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['address', ...issue.path.map(String)] });
      }
      return z.NEVER;
    }
    return { ...body, address: parsed.data as Address };
  });
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;
export type PlaceOrderInput = z.output<typeof PlaceOrderBody>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKey = z
  .string()
  .regex(/^[\w-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.');

export const PlaceOrderResponse = z.object({ success: z.literal(true), orderId: z.string(), message: z.string() });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

export const StripeOrderResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  success_url: z.string(),
  message: z.string(),
});
export type StripeOrderResponse = z.infer<typeof StripeOrderResponse>;

export const OrderItem = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.array(z.string()),
  feature: z.string(),
  quantity: z.number().int(),
  /** One unit, add-ons included. */
  price: z.number(),
  addOns: AddOnsView.optional(),
  /** What the add-ons added to one unit; present with `addOns`. */
  addOnsPrice: z.number().optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderOutlet = z.object({
  id: z.number().int(),
  title: z.string(),
  street: z.string(),
  city: z.string(),
  zipcode: z.string(),
  state: z.string(),
  country: z.string(),
  contactNumber: z.string(),
});
export type OrderOutlet = z.infer<typeof OrderOutlet>;

export const OrderService = z.object({
  serviceType: ServiceType,
  calendarDate: z.string(),
  deliveryTime: z.string(),
  deliveryAddress: z.string().nullable(),
  /** Null for delivery, or when the outlet has since been removed. */
  outlet: OrderOutlet.nullable(),
});
export type OrderService = z.infer<typeof OrderService>;

/** An order as My orders lists it, plus the deadline and service choice the list shows. */
export const OrderListed = z.object({
  id: z.string(),
  date: z.number(),
  paymentMethod: PaymentMethod,
  status: z.string(),
  items: z.array(OrderItem),
  address: z.object({ firstName: z.string(), lastName: z.string() }),
  amount: z.number(),
  price: OrderPrice,
  paymentDeadline: z.number(),
  service: OrderService,
  promoCode: z.string().nullable().optional(),
  /** The shopper's note for the shop, as typed. */
  note: z.string().nullable().optional(),
});
export type OrderListed = z.infer<typeof OrderListed>;

export const UserOrdersResponse = z.object({ success: z.literal(true), orders: z.array(OrderListed) });
export type UserOrdersResponse = z.infer<typeof UserOrdersResponse>;

/** One step of the order's history; who made it is never shown to the shopper. */
export const OrderEvent = z.object({ status: z.string(), at: z.number(), reason: z.string().nullable() });
export type OrderEvent = z.infer<typeof OrderEvent>;

/** An order's detail, plus what the order page needs (deadline, service, timeline, receiver). */
export const OrderDetail = z.object({
  id: z.string(),
  items: z.array(OrderItem),
  address: Address,
  status: z.string(),
  price: OrderPrice,
  amount: z.number(),
  date: z.number(),
  /** The payment screenshot, served only to its owner; null before an upload. */
  image: z.string().nullable(),
  paymentMethod: PaymentMethod,
  paymentDeadline: z.number(),
  service: OrderService,
  events: z.array(OrderEvent),
  receiverName: z.string(),
  promoCode: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  /** The DuitNow QR payload with this order's amount and reference; null when the shop has no QR or nothing is due. */
  paymentQr: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderIdBody = z.object({ orderId: z.string().trim().min(1, 'orderId is required.').max(100) }).strict();
export type OrderIdBody = z.infer<typeof OrderIdBody>;

export const OrderDetailResponse = z.object({ success: z.literal(true), orderDetail: OrderDetail });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;

export const CancelOrderResponse = z.object({ success: z.literal(true), message: z.string() });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

/** The multipart/form-data fields of a payment screenshot upload (read part by part by the server, described for the API reference). */
export const UploadPaymentForm = z.object({ orderId: z.string(), image: z.file() });

export const UploadPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** 'mismatch' when the screenshot shows an amount other than the total: accepted, flagged for staff. */
  amountCheck: z.enum(['match', 'mismatch', 'not-found']),
});
export type UploadPaymentResponse = z.infer<typeof UploadPaymentResponse>;

/** The place-order form: the same address rules as the server, plus the payment choice and the terms box. */
export function checkoutFormSchema(serviceType: ServiceType) {
  return (serviceType === 'delivery' ? DeliveryAddress : PickupAddress).extend({
    paymentMethod: PaymentMethod,
    terms: z.boolean().refine((v) => v, ORDER_MESSAGES.terms),
  });
}
/** The form's values as typed: every address field a string ('' while empty), before validation. */
export interface CheckoutForm extends Record<keyof Address, string> {
  paymentMethod: PaymentMethod;
  terms: boolean;
}

import { randomUUID } from 'node:crypto';
import { decrementStock } from '../product/stock.ts';
import { cartLines, clearCart, type CartLine } from '../cart/service.ts';
import {
  cartLimitProblem,
  DEFAULT_MAX_UNPAID_ORDERS,
  deliveryStateProblem,
  LIMITS,
  lineKey,
  subtotalCents,
  moneyString,
  toCents,
  type OrderDetail,
  type OrderListed,
  type OrderService,
  type PaymentMethod,
  type PlaceOrderInput,
  unpaidLimitMessage,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { redeem as redeemPromo } from '../promo/service.ts';
import { shippingCents } from '../shipping/service.ts';
import { readSetting } from '../settings/service.ts';
import { linePrice, malayProductWords, type MalayWords } from '../product/service.ts';
import type { ContentLang, ShopLang, ShopSettings } from '@shop/contract';
import { findUserContact, lockUserRow, rememberLang } from '../auth/service.ts';
import type { OrderFacts } from '../auth/profile.ts';
import { findOutletRow, outletRowsByIds, type OutletRow } from '../outlet/service.ts';
import * as q from './queries.ts';

// Reads other modules need; the queries file itself stays private to this module.
export {
  clearStripeSession,
  countByStatus as countOrdersByStatus,
  bookedSlots,
  countOpenOrdersAt,
  findOrder,
  firstPaidAt,
  inPlacementOrder,
  paidOrdersFirstPaidIn,
  paidOrdersFromOrAmong,
  isOrderId,
  itemsOf,
  setStripeSession,
  type DeskSearch,
  type OrderRow,
} from './queries.ts';
export { eventsWithActors, listDayOrders, listDeskOrders, listPaymentsToVerify, type DeskOrderRow } from './desk.ts';
// The back office's reports read the orders through these.
export * as reports from './reports.ts';
import { checkServiceChoice } from './fulfilment-check.ts';
import { transition } from './status.ts';

/** What auth's profile and address book read of a shopper's orders (auth sits below this module). */
export const orderFacts: OrderFacts = { addresses: q.deliveryAddressesOf, recent: q.recentOrdersOf };

export const PAYMENT_WINDOW_MS = LIMITS.paymentWindowHours * 3_600_000;
const REVIEW_CART = 'Please review your cart and place the order again.';

export interface PlaceContext {
  db: Db;
  settings: ShopSettings;
  userId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string | null;
  now: Date;
  /** The language of the page the order was placed on: its mails speak it. */
  lang: ShopLang;
}

export interface Placed {
  order: q.OrderRow;
  /** False when an earlier request with the same Idempotency-Key already created it. */
  created: boolean;
}

/**
 * POST /api/order/place, in one transaction: the server's cart and prices
 * decide every amount, a changed price or cart is refused with 409, the service choice is checked
 * again, and the cart is emptied with the order. The shopper's row lock serialises double submits,
 * so the second one finds the first order by its Idempotency-Key.
 */
export async function placeOrder(ctx: PlaceContext, input: PlaceOrderInput): Promise<Placed> {
  return ctx.db.transaction(async (tx) => {
    await lockUserRow(tx, ctx.userId);
    if (ctx.idempotencyKey) {
      const earlier = await q.findOrderByKey(tx, ctx.userId, ctx.idempotencyKey);
      if (earlier) return { order: earlier, created: false };
    }
    await assertUnpaidRoom(tx, ctx.userId, ctx.now);

    const lines = await cartLines(tx, ctx.userId);
    if (lines.length === 0) throw new AppError('INVALID_INPUT', 'Your cart is empty.');
    const gone = lines.filter((l) => !l.available);
    if (gone.length > 0) {
      throw new AppError('CONFLICT', `${gone.map((l) => l.name).join(', ')} can no longer be ordered. ${REVIEW_CART}`);
    }
    const priced = lines.map((l) => ({ ...l, ...linePrice(l.pricing, l.feature, l.addOns) }));
    assertSameLines(priced, input.items);

    assertDeliveryState(input);
    const withPrices = priced.map((l) => ({ quantity: l.quantity, priceCents: l.unitCents }));
    const overLimit = cartLimitProblem(withPrices);
    if (overLimit) throw new AppError('INVALID_INPUT', overLimit);
    const productCents = subtotalCents(withPrices);
    const shipping = await shippingCents(tx, ctx.settings, {
      serviceType: input.service.serviceType,
      state: input.address.state,
      subtotalCents: productCents,
    });
    if (input.price.productPrice !== moneyString(productCents) || input.price.shippingPrice !== moneyString(shipping)) {
      throw new AppError('PRICE_CHANGED', `The order total has changed. ${REVIEW_CART}`);
    }
    const orderId = randomUUID();
    const promo = input.promoCode
      ? await redeemPromo(tx, input.promoCode, {
          userId: ctx.userId,
          email: (await findUserContact(tx, ctx.userId))?.email ?? null,
          orderId,
          subtotalCents: productCents,
          now: ctx.now,
          currency: ctx.settings.currency,
        })
      : null;
    const discount = promo?.discountCents ?? 0;
    if ((input.price.discount ?? moneyString(0)) !== moneyString(discount)) {
      throw new AppError('PRICE_CHANGED', `The discount has changed. ${REVIEW_CART}`);
    }

    const slowest = lines.reduce<CartLine | null>(
      (worst, l) => (l.leadTimeHours > (worst?.leadTimeHours ?? 0) ? l : worst),
      null,
    );
    const { outlet } = await checkServiceChoice(tx, input.service, {
      now: ctx.now,
      timeZone: ctx.settings.timeZone,
      leadTime: slowest ? { hours: slowest.leadTimeHours, productName: slowest.name } : null,
      productIds: lines.map((l) => l.productId),
    });

    await decrementStock(
      tx,
      lines.map((l) => ({ productId: l.productId, feature: l.feature, quantity: l.quantity })),
    );
    const order = await q.insertOrder(
      tx,
      {
        id: orderId,
        userId: ctx.userId,
        status: 'Order Placed',
        paymentMethod: ctx.paymentMethod,
        address: input.address,
        serviceType: input.service.serviceType,
        outletId: outlet?.id ?? null,
        deliveryAddress: input.service.serviceType === 'delivery' ? (input.service.deliveryAddress ?? null) : null,
        slotDate: input.service.calendarDate,
        slot: input.service.deliveryTime,
        productCents,
        shippingCents: shipping,
        promoCode: promo?.code ?? null,
        discountCents: discount,
        totalCents: productCents + shipping - discount,
        paymentDeadline: new Date(ctx.now.getTime() + PAYMENT_WINDOW_MS),
        idempotencyKey: ctx.idempotencyKey,
        note: input.note || null,
        lang: ctx.lang,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
      priced.map((l) => ({
        productId: l.productId,
        name: l.name,
        image: l.images,
        feature: l.feature,
        quantity: l.quantity,
        unitCents: l.unitCents,
        addOns: l.addOns,
        addOnsCents: l.addOnsCents,
      })),
    );
    await q.insertEvent(tx, { orderId: order.id, fromStatus: null, toStatus: 'Order Placed', actorUserId: ctx.userId });
    await clearCart(tx, ctx.userId);
    await rememberLang(tx, ctx.userId, ctx.lang);
    return { order, created: true };
  });
}

type PricedLine = CartLine & { unitCents: number };

/**
 * The lines posted must be the cart's lines (product, option and add-ons) at the cart's quantities,
 * each at the server's unit price (option plus add-ons): else the cart or a price changed (409).
 */
function assertSameLines(lines: PricedLine[], items: PlaceOrderInput['items']): void {
  const key = (id: string, feature: string, addOnsKey: string) =>
    JSON.stringify([id.toLowerCase(), feature, addOnsKey]);
  const posted = new Map(items.map((i) => [key(i.id, i.feature, lineKey(i.addOns)), i]));
  const postedOf = (l: PricedLine) => posted.get(key(l.productId, l.feature, l.lineKey));
  const sameLines = posted.size === lines.length && lines.every((l) => postedOf(l)?.quantity === l.quantity);
  if (!sameLines) throw new AppError('CONFLICT', `Your cart has changed since checkout opened. ${REVIEW_CART}`);
  for (const line of lines) {
    if (toCents(postedOf(line)!.price) !== line.unitCents) {
      throw new AppError('PRICE_CHANGED', `The price of ${line.name} has changed. ${REVIEW_CART}`);
    }
  }
}

/** The delivery fee follows the state of the address chosen in the service choice, where it names one. */
function assertDeliveryState(input: PlaceOrderInput): void {
  if (input.service.serviceType !== 'delivery' || !input.service.deliveryAddress) return;
  const problem = deliveryStateProblem(input.service.deliveryAddress, input.address.state);
  if (problem) throw new AppError('INVALID_INPUT', `address.state: ${problem}`);
}

/** Refuses a new order while the account already holds as many unpaid ones as the shop allows. */
async function assertUnpaidRoom(tx: Db, userId: string, now: Date): Promise<void> {
  const held = await q.countUnpaidOrders(tx, userId, now);
  const max = await maxUnpaidOrders(tx);
  if (held >= max) throw new AppError('CONFLICT', unpaidLimitMessage(max));
}

/** The `maxUnpaidOrders` setting (a whole number from 1), else the default. */
export async function maxUnpaidOrders(db: Db): Promise<number> {
  const value = await readSetting(db, 'maxUnpaidOrders');
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_MAX_UNPAID_ORDERS;
}

/** The owner's order, else 404: another shopper's id is indistinguishable from an unknown one. */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<q.OrderRow> {
  const order = await q.findOrder(db, orderId);
  if (!order || order.userId !== userId) throw notFound('Order not found.');
  return order;
}

/**
 * An order's items as the shopper's and the staff's order views show them. `words`: the Malay name and
 * option names to show instead of the recorded English ones, by product id.
 */
export function toItems(items: q.OrderItemRow[], words: Map<string, MalayWords> = new Map()) {
  return items.map((i) => ({
    productId: i.productId,
    ...inWords(i, words),
    image: i.image,
    quantity: i.quantity,
    price: i.unitCents / 100,
    ...(Object.keys(i.addOns).length > 0 ? { addOns: i.addOns, addOnsPrice: i.addOnsCents / 100 } : {}),
  }));
}

/** An order's service choice as both the shopper's and the staff's order views show it. */
export function toService(order: q.OrderRow, outlet: OutletRow | undefined | null): OrderService {
  return {
    serviceType: order.serviceType,
    calendarDate: order.slotDate,
    deliveryTime: order.slot,
    deliveryAddress: order.deliveryAddress,
    outlet: outlet
      ? {
          id: outlet.id,
          title: outlet.title,
          street: outlet.street,
          city: outlet.city,
          zipcode: outlet.zipcode,
          state: outlet.state,
          country: outlet.country,
          contactNumber: outlet.contactNumber,
        }
      : null,
  };
}

const price = (o: q.OrderRow) => ({
  productPrice: moneyString(o.productCents),
  shippingPrice: moneyString(o.shippingCents),
  ...(o.discountCents > 0 ? { discount: moneyString(o.discountCents) } : {}),
});

/** An item's name and option in the given words where they have them, else as it was ordered. */
export function inWords(
  item: Pick<q.OrderItemRow, 'productId' | 'name' | 'feature'>,
  words: Map<string, MalayWords>,
): { name: string; feature: string } {
  const malay = item.productId ? words.get(item.productId) : undefined;
  return { name: malay?.name || item.name, feature: malay?.options[item.feature] || item.feature };
}

/**
 * The items keep the English names and options they were ordered under; in Malay (a Malay page, or
 * a mail of an order placed in Malay) each shows the product's Malay words where it has them now.
 */
export async function itemWords(db: Db, items: q.OrderItemRow[], lang: ContentLang): Promise<Map<string, MalayWords>> {
  if (lang !== 'ms') return new Map();
  return malayProductWords(
    db,
    items.flatMap((i) => (i.productId ? [i.productId] : [])),
  );
}

export async function listOrders(db: Db, userId: string, lang: ContentLang = 'en'): Promise<OrderListed[]> {
  const rows = await q.listUserOrders(db, userId, 100);
  const [items, outlets] = await Promise.all([
    q.itemsOf(
      db,
      rows.map((r) => r.id),
    ),
    outletRowsByIds(db, [...new Set(rows.flatMap((r) => (r.outletId ? [r.outletId] : [])))]),
  ]);
  const words = await itemWords(db, items, lang);
  return rows.map((o) => ({
    id: o.id,
    date: o.createdAt.getTime(),
    paymentMethod: o.paymentMethod,
    status: o.status,
    items: toItems(
      items.filter((i) => i.orderId === o.id),
      words,
    ),
    address: { firstName: o.address.firstName, lastName: o.address.lastName },
    amount: o.totalCents / 100,
    price: price(o),
    paymentDeadline: o.paymentDeadline.getTime(),
    promoCode: o.promoCode,
    note: o.note,
    service: toService(
      o,
      outlets.find((x) => x.id === o.outletId),
    ),
  }));
}

export function screenshotUrl(order: q.OrderRow): string | null {
  if (!order.screenshotKey) return null;
  // The key carries a content hash, so a new upload gets a new URL and no stale cached image.
  const version = /([0-9a-f]{12})\.\w+$/.exec(order.screenshotKey)?.[1] ?? '';
  return `/api/order/${order.id}/screenshot?v=${version}`;
}

export async function orderDetail(
  db: Db,
  userId: string,
  orderId: string,
  payment: { receiverName: string; qrFor: (order: q.OrderRow) => string | null },
  lang: ContentLang = 'en',
): Promise<OrderDetail> {
  const order = await ownOrder(db, userId, orderId);
  const [items, events, outlet] = await Promise.all([
    q.itemsOf(db, [order.id]),
    q.eventsOf(db, order.id),
    order.outletId ? findOutletRow(db, order.outletId) : null,
  ]);
  return {
    id: order.id,
    items: toItems(items, await itemWords(db, items, lang)),
    address: order.address,
    status: order.status,
    price: price(order),
    amount: order.totalCents / 100,
    date: order.createdAt.getTime(),
    image: screenshotUrl(order),
    paymentMethod: order.paymentMethod,
    paymentDeadline: order.paymentDeadline.getTime(),
    service: toService(order, outlet),
    events: events.map((e) => ({ status: e.toStatus, at: e.createdAt.getTime(), reason: e.reason })),
    receiverName: payment.receiverName,
    promoCode: order.promoCode,
    note: order.note,
    paymentQr: payment.qrFor(order),
  };
}

export const CANCELLED_BY_SHOPPER = 'Cancelled by the customer.';

/** Spec leaves cancelling open; issue 6: the owner may cancel while the order still awaits payment. */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
  /**
   * Closes the order's online payment first (a card order's Checkout session) and answers the session
   * it closed; the order is cancelled only if it still holds that session, so a payment page opened
   * meanwhile cannot outlive the order unnoticed.
   */
  closePayment: (order: q.OrderRow) => Promise<string | null> = async () => null,
): Promise<q.OrderRow> {
  const order = await ownOrder(db, userId, orderId);
  if (order.status !== 'Order Placed') throw new AppError('CONFLICT', NOT_CANCELLABLE);
  const closed = await closePayment(order);
  const row = await transition(db, {
    orderId,
    from: ['Order Placed'],
    to: 'Order Cancelled',
    actorUserId: userId,
    reason: CANCELLED_BY_SHOPPER,
    stripeSessionId: closed ?? undefined,
  });
  if (!row) throw new AppError('CONFLICT', closed ? CANCEL_RACED : NOT_CANCELLABLE);
  return row;
}

const NOT_CANCELLABLE = 'Only an order that is still awaiting payment can be cancelled.';
const CANCEL_RACED = 'This order changed while it was being cancelled. Please reload it and try again.';

import {
  ADMIN_PAGE_SIZE,
  allowedActions,
  shopClock,
  STAFF_ACTIONS,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AdminOrderRow,
  type StaffAction,
  type TodaySlot,
  type ToVerifyRow,
} from '@shop/contract';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  eventsWithActors,
  findOrder,
  isOrderId,
  itemsOf,
  listDayOrders,
  listDeskOrders,
  listPaymentsToVerify,
  PAYMENT_WINDOW_MS,
  toItems,
  toService,
  type DeskOrderRow,
  type DeskSearch,
  type OrderRow,
} from '../order/service.ts';
import { refundNoteIfInvoiced } from '../invoice/service.ts';
import { findUserContact } from '../auth/service.ts';
import { findOutletRow } from '../outlet/service.ts';
import { transition } from '../order/status.ts';
import { shortOrderId } from '../order/mails.ts';
import { showsReference } from '../payment/receiver-match.ts';
import { REFUNDED_BUT_MOVED } from '../payment/refunds.ts';

type ListQuery = z.output<typeof AdminOrderQuery>;

function toRow(r: DeskOrderRow): AdminOrderRow {
  return {
    id: r.id,
    createdAt: r.createdAt.getTime(),
    status: r.status,
    paymentMethod: r.paymentMethod,
    customerName: `${r.address.firstName} ${r.address.lastName}`.trim(),
    email: r.address.email,
    phone: r.address.phone,
    serviceType: r.serviceType,
    outletTitle: r.outletTitle,
    slotDate: r.slotDate,
    slot: r.slot,
    total: r.totalCents / 100,
    itemCount: Number(r.itemCount),
  };
}

const PHONE_TYPED = /^[\d\s()+.-]+$/;

/** An order id in full, its first characters (as mails and screens show it), or part of the customer's name, email or phone. */
function searchFor(text: string): DeskSearch {
  if (isOrderId(text)) return { orderId: text.toLowerCase() };
  // A phone typed with spaces, dashes or +60 still finds the national digits the order stored. Only a
  // text of a phone's characters is read so: the digits of an order id's first part ('f4122fea') found
  // every order whose id or phone held '4122'.
  const digits = text.replace(/\D/g, '').replace(/^60(?=[1-9])/, text.trim().startsWith('+') ? '0' : '60');
  const phone = PHONE_TYPED.test(text) && digits.length >= 4 && digits !== text ? [digits] : [];
  return { texts: [text.toLowerCase(), ...phone] };
}

/**
 * One page plus one row to know whether another page exists (no full count). By slot, the slots
 * still to come (or under way) on the shop's today come first and the ones already over last, so the
 * desk opens on what needs doing next; other days simply run in slot order.
 */
export async function listOrders(
  db: Db,
  query: ListQuery,
  clock: { date: string; hour: number },
): Promise<{ orders: AdminOrderRow[]; hasMore: boolean }> {
  const rows = await listDeskOrders(
    db,
    { ...query, search: query.q ? searchFor(query.q) : undefined },
    query.sort === 'slot' ? { by: 'slot', clock } : { by: 'newest' },
    { offset: (query.page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE + 1 },
  );
  return { orders: rows.slice(0, ADMIN_PAGE_SIZE).map(toRow), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

/** At most this many waiting screenshots are listed; `count` still counts them all. */
const TO_VERIFY_CAP = 200;

/**
 * Payments waiting for staff, whatever their service date: a screenshot whose read amount differs
 * from the order's, or that does not show the reference, first; then the oldest first.
 */
export async function ordersToVerify(db: Db): Promise<{ count: number; orders: ToVerifyRow[] }> {
  const { count, rows } = await listPaymentsToVerify(db, TO_VERIFY_CAP);
  const listed = rows.map((r) => ({
    ...toRow(r),
    ocrAmount: r.ocrAmountCents === null ? null : r.ocrAmountCents / 100,
    mismatch: r.ocrAmountCents !== r.totalCents || r.ocrText === null || !showsReference(r.ocrText, shortOrderId(r.id)),
  }));
  // A stable sort: mismatches first, each group keeping the oldest first.
  listed.sort((a, b) => Number(b.mismatch) - Number(a.mismatch));
  return { count, orders: listed };
}

/** Enough for a busy day: 12 slots x capacity x outlets stays far below it. */
const DAY_CAP = 2000;

/**
 * One service day, hour by hour: the orders (cancelled ones left out) and the summed items, so the
 * kitchen knows what to bake and pack for each slot.
 */
export async function ordersOfDay(
  db: Db,
  date: string | undefined,
  timeZone: string,
  now: Date,
): Promise<{ date: string; slots: TodaySlot[] }> {
  const day = date ?? shopClock(now, timeZone).date;
  const rows = await listDayOrders(db, day, DAY_CAP);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const slotOf = new Map(rows.map((r) => [r.id, r.slot]));
  const slots = new Map<string, TodaySlot>();
  for (const r of rows) {
    const slot = slots.get(r.slot) ?? { slot: r.slot, items: [], orders: [] };
    slot.orders.push(toRow(r));
    slots.set(r.slot, slot);
  }
  const sums = new Map<string, { name: string; feature: string; quantity: number }>();
  for (const i of items) {
    const slot = slotOf.get(i.orderId)!;
    const key = `${slot}\u0000${i.name}\u0000${i.feature}`;
    const sum = sums.get(key) ?? { name: i.name, feature: i.feature, quantity: 0 };
    sum.quantity += i.quantity;
    if (!sums.has(key)) slots.get(slot)!.items.push(sum);
    sums.set(key, sum);
  }
  for (const s of slots.values())
    s.items.sort((a, b) => a.name.localeCompare(b.name) || a.feature.localeCompare(b.feature));
  return { date: day, slots: [...slots.values()] };
}

export function staffScreenshotUrl(order: OrderRow): string | null {
  if (!order.screenshotKey) return null;
  const version = /([0-9a-f]{12})\.\w+$/.exec(order.screenshotKey)?.[1] ?? '';
  return `/api/admin/orders/${order.id}/screenshot?v=${version}`;
}

export async function requireOrder(db: Db, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order not found.');
  return order;
}

/** What the screenshot check compares against: the receiver name it accepts and the shop QR's merchant name. */
export interface PaymentNames {
  receiverName: string;
  qrMerchantName: string | null;
  qrMerchantMatches: boolean | null;
}

export async function orderDetail(db: Db, id: string, names: PaymentNames): Promise<AdminOrderDetail> {
  const order = await requireOrder(db, id);
  const [items, events, outlet, customer] = await Promise.all([
    itemsOf(db, [order.id]),
    eventsWithActors(db, order.id),
    order.outletId ? findOutletRow(db, order.outletId) : null,
    findUserContact(db, order.userId),
  ]);
  return {
    id: order.id,
    createdAt: order.createdAt.getTime(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentDeadline: order.paymentDeadline.getTime(),
    customer: customer ?? { name: '', email: '' },
    address: order.address,
    service: toService(order, outlet),
    items: toItems(items),
    note: order.note,
    productPrice: order.productCents / 100,
    shippingPrice: order.shippingCents / 100,
    total: order.totalCents / 100,
    screenshotUrl: staffScreenshotUrl(order),
    ocrText: order.ocrText,
    ocrAmount: order.ocrAmountCents === null ? null : order.ocrAmountCents / 100,
    ocrReference:
      order.ocrText === null ? null : showsReference(order.ocrText, shortOrderId(order.id)) ? 'found' : 'not-found',
    ...names,
    actions: allowedActions(order.status, order.serviceType),
    events: events.map((e) => ({
      at: e.at.getTime(),
      from: e.from,
      to: e.to,
      reason: e.reason,
      // The customer's own steps (placing, uploading, cancelling) read as such; automatic ones have no actor.
      actor:
        e.actorId === null ? 'System' : e.actorId === order.userId ? 'Customer' : (e.actor ?? 'Former staff member'),
    })),
  };
}

export interface StaffActionInput {
  orderId: string;
  action: StaffAction;
  reason: string | undefined;
  actorUserId: string;
  now: Date;
}

/** What was done about an order's money before it is cancelled. */
export interface ClosedPayment {
  /** The Checkout session closed; the order is cancelled only while it still holds it. */
  sessionId: string | null;
  /** Stripe refunded the payment during this cancellation. */
  refunded: boolean;
  /** Runs after the status change, whether or not it happened (mails, the staff list). */
  finish(cancelled: boolean): Promise<void>;
}

/** Closes an order's open online payment, or refunds a taken one, before it is cancelled. */
export type ClosePayment = (order: OrderRow, reason: string | undefined) => Promise<ClosedPayment>;

const NO_PAYMENT: ClosedPayment = { sessionId: null, refunded: false, finish: async () => {} };

/**
 * A staff action as one conditional status change (order module's `transition`): it succeeds only
 * from the statuses the action allows, so two staff clicking at once, or an action against a status
 * that moved meanwhile, answers 409 instead of overwriting. The event row records who, when, from,
 * to and why.
 */
export async function applyAction(
  db: Db,
  input: StaffActionInput,
  closePayment: ClosePayment = async () => NO_PAYMENT,
): Promise<OrderRow> {
  const def = STAFF_ACTIONS[input.action];
  const order = await requireOrder(db, input.orderId);
  const service: string | undefined = 'service' in def ? def.service : undefined;
  if (service && service !== order.serviceType) {
    throw new AppError('CONFLICT', `"${def.label}" is for ${service} orders; this one is for ${order.serviceType}.`);
  }
  // As for the shopper's own cancel: the order's open payment page closes first, and the order is
  // cancelled only while it still holds that session, so no money can arrive for it unnoticed. A
  // payment already taken is refunded first: Stripe out of reach stops the cancel here, unchanged.
  const closed = def.to === 'Order Cancelled' ? await closePayment(order, input.reason) : NO_PAYMENT;
  const row = await transition(db, {
    orderId: order.id,
    from: def.from,
    to: def.to,
    actorUserId: input.actorUserId,
    reason: input.reason ?? null,
    // A rejected payment gives the shopper a fresh payment window to upload a correct screenshot.
    ...(input.action === 'reject'
      ? { set: { paymentDeadline: new Date(input.now.getTime() + PAYMENT_WINDOW_MS) } }
      : {}),
    ...(closed.sessionId ? { stripeSessionId: closed.sessionId } : {}),
  });
  await closed.finish(row !== null);
  if (!row) {
    const current = (await findOrder(db, order.id))?.status ?? order.status;
    if (closed.refunded) throw new AppError('CONFLICT', REFUNDED_BUT_MOVED(current));
    throw new AppError(
      'CONFLICT',
      `This order is now "${current}", so "${def.label}" is not possible. Reload to see its current state.`,
    );
  }
  return row;
}

/**
 * A paid sale staff cancel is money the shop gives back; when an e-invoice already lists it (its own,
 * or a consolidated one), MyInvois needs a refund note reversing it. A sale no e-invoice lists yet is
 * simply left out of its month's consolidated one, so it needs none. Never throws: the cancellation
 * has happened, and a note that could not be recorded is logged for staff to issue by hand.
 */
export async function refundNotesForCancelled(
  ctx: { db: Db; config: Config; log: FastifyBaseLogger },
  rows: OrderRow[],
  reason: string | undefined,
): Promise<void> {
  for (const row of rows) {
    if (row.status !== 'Order Cancelled') continue;
    await refundNoteIfInvoiced(
      ctx,
      row.id,
      row.totalCents,
      `Order cancelled by the shop${reason ? `: ${reason}` : ''}`,
    ).catch((err: unknown) =>
      ctx.log.error({ err, orderId: row.id }, 'refund note could not be recorded: issue it from the back office'),
    );
  }
}

/**
 * The same action on many orders, one conditional change each (so each gets its own timeline entry
 * with the actor); an order whose status does not allow it is left as it is and reported, the rest move.
 */
export async function applyBulkAction(
  db: Db,
  input: { orderIds: string[]; action: StaffAction; reason?: string | undefined; actorUserId: string; now: Date },
  closePayment?: ClosePayment,
): Promise<{ moved: OrderRow[]; refused: { id: string; message: string }[] }> {
  const moved: OrderRow[] = [];
  const refused: { id: string; message: string }[] = [];
  for (const orderId of new Set(input.orderIds)) {
    try {
      const one = {
        orderId,
        action: input.action,
        reason: input.reason,
        actorUserId: input.actorUserId,
        now: input.now,
      };
      moved.push(await applyAction(db, one, closePayment));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refused.push({ id: orderId, message: err.message });
    }
  }
  return { moved, refused };
}

import type { OrderServiceChoice } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { assertSlotBookable, type LeadTime } from '../fulfilment/service.ts';
import { assertBagDate } from '../season/service.ts';
import { shopClock } from '@shop/contract';
import { findOutletRow, type OutletRow } from '../outlet/service.ts';
import { bookedSlots, lockSlot } from './queries.ts';
import { isCalendarDate } from '../../lib/zoned-time.ts';

/**
 * Re-checks a service choice at placement, inside the order's transaction, by the slot picker's own
 * rules (a pre-order's season window, booking window, not past, inside the outlet's hours, not full) with the cart's lead time.
 * A transaction-scoped advisory lock per slot makes racing orders for one slot count each other,
 * so the last free place cannot be sold twice (on every instance sharing the database).
 */
export async function checkServiceChoice(
  db: Db,
  choice: OrderServiceChoice,
  ctx: { now: Date; timeZone: string; leadTime: LeadTime | null; productIds: string[] },
): Promise<{ outlet: OutletRow | null }> {
  if (!isCalendarDate(choice.calendarDate)) throw new AppError('INVALID_INPUT', 'The chosen date does not exist.');
  let outlet: OutletRow | null = null;
  if (choice.serviceType === 'pickup') {
    if (!choice.outletId) throw new AppError('INVALID_INPUT', 'Please choose the outlet to pick up from.');
    outlet = await findOutletRow(db, choice.outletId);
    if (!outlet)
      throw new AppError('SLOT_UNAVAILABLE', 'The outlet you chose is no longer available. Please choose another.');
  } else if (!choice.deliveryAddress?.trim()) {
    throw new AppError('INVALID_INPUT', 'Please choose the delivery address in the service choice first.');
  }

  // A festive pre-order is served only inside its season's window, by the slot picker's own rule.
  const rule = await assertBagDate(db, ctx.productIds, choice.calendarDate, shopClock(ctx.now, ctx.timeZone).date);

  const slotKey = `slot:${choice.serviceType}:${outlet?.id ?? ''}:${choice.calendarDate}:${choice.deliveryTime}`;
  await lockSlot(db, slotKey);
  await assertSlotBookable(
    db,
    bookedSlots,
    {
      serviceType: choice.serviceType,
      outletId: outlet?.id,
      date: choice.calendarDate,
      slot: choice.deliveryTime,
      lastBookable: rule.kind === 'preorder' ? rule.window.lastDay : undefined,
    },
    ctx.now,
    ctx.timeZone,
    ctx.leadTime && ctx.leadTime.hours > 0 ? ctx.leadTime : null,
  );
  return { outlet };
}

import { WEEK_DAYS, type UserSelection } from '@shop/contract';
import { monthName } from '../../shared/format.ts';

/**
 * 'Wed 11 Mar' for a `YYYY-MM-DD` calendar date, read as that date wherever the browser is: en-GB's
 * short date, built by hand as it shows in the header of every page (see shared/format.ts for why).
 */
export function formatServiceDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return 'Invalid Date'; // what toLocaleDateString printed
  // getUTCDay counts from Sunday; en-GB's short weekday is the name's first three letters.
  return `${WEEK_DAYS[(day.getUTCDay() + 6) % 7]!.slice(0, 3)} ${day.getUTCDate()} ${monthName(day.getUTCMonth(), 'short')}`;
}

/** The header's one-line summary: 'Pickup at X' or 'Delivery to Y'. */
export function selectionPlace(s: UserSelection): string {
  return s.serviceType === 'pickup' ? `Pickup at ${s.outletTitle ?? 'our outlet'}` : `Delivery to ${s.deliveryAddress ?? ''}`;
}

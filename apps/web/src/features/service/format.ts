import type { UserSelection } from '@shop/contract';

// Built once, on first use: it prints in the header of every page, and building an Intl formatter
// costs far more than using one.
let serviceDates: Intl.DateTimeFormat | undefined;

/** 'Wed 11 Mar' for a `YYYY-MM-DD` calendar date, read as that date wherever the browser is. */
export function formatServiceDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  // A formatter throws on an invalid date, where toLocaleDateString printed this.
  if (Number.isNaN(day.getTime())) return 'Invalid Date';
  serviceDates ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return serviceDates.format(day);
}

/** The header's one-line summary: 'Pickup at X' or 'Delivery to Y'. */
export function selectionPlace(s: UserSelection): string {
  return s.serviceType === 'pickup' ? `Pickup at ${s.outletTitle ?? 'our outlet'}` : `Delivery to ${s.deliveryAddress ?? ''}`;
}

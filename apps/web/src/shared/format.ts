// Money, counts and dates print through Intl. Each formatter is built once, on first use, and kept:
// building one costs far more than using one (on a phone, tens of milliseconds for the first of a
// kind), and a page formats every price it shows on each render.
let amounts: Intl.NumberFormat | undefined;
let counts: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;

/** One configured currency symbol, amounts always to 2 decimals (docs/decisions.md). */
export function formatMoney(amount: number, currency: string): string {
  amounts ??= new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${amounts.format(amount)}`;
}

/** A whole number grouped in thousands ('12,345'). */
export function formatCount(n: number): string {
  counts ??= new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
  return counts.format(n);
}

export function formatDateGB(value: number | string | Date): string {
  dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(new Date(value));
}

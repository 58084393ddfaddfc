// Building an Intl formatter costs far more than using one (on a phone, tens of milliseconds for the
// first of a kind), and a page formats every price it shows on each render, so each is built once;
// and only when first used, so the cost falls in a render that yields rather than in the entry
// script's one evaluation task, and a page that shows no date never pays for the date formatter.
let amounts: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;

/** One configured currency symbol, amounts always to 2 decimals (DESIGN.md departures). */
export function formatMoney(amount: number, currency: string): string {
  amounts ??= new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${amounts.format(amount)}`;
}

export function formatDateGB(value: number | string | Date): string {
  dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(new Date(value));
}

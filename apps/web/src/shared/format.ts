// Building an Intl formatter costs far more than using one, and a page formats every price it shows
// on each render, so each is built once.
const amounts = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One configured currency symbol, amounts always to 2 decimals (DESIGN.md departures). */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amounts.format(amount)}`;
}

export function formatDateGB(value: number | string | Date): string {
  return dates.format(new Date(value));
}

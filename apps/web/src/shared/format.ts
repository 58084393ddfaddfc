/** One configured currency symbol, amounts always to 2 decimals (DESIGN.md departures). */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function formatDateGB(value: number | string | Date): string {
  return new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

// Money, counts and the month names of the public pages' dates are made by hand, not with Intl: the
// first Intl use on a page costs ~100 ms on a throttled phone (ICU set-up), and these print while every
// public page hydrates. The text is Intl's own, to the byte (format.test.ts holds it to that).

/** One configured currency symbol, amounts always to 2 decimals (docs/decisions.md). */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatDecimal(amount, 2)}`;
}

/** A whole number grouped in thousands ('12,345'), as `toLocaleString('en-MY')` prints it. */
export function formatCount(n: number): string {
  return formatDecimal(n, 0);
}

/** Intl en-MY's text for `value` to exactly `fractionDigits` decimals. */
function formatDecimal(value: number, fractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  // Intl rounds (half away from zero) the shortest decimal that reads back as this double, which is
  // what String() prints: so 1.005 gives 1.01, where toFixed, working on the binary value, gives 1.00.
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + fractionDigits;
  // Zeros in front, for values below the last decimal kept, so the cut never falls before the digits.
  const lead = Math.max(0, 1 - point);
  const padded = '0'.repeat(lead) + digits;
  const cut = point + lead;
  const kept = BigInt(padded.slice(0, cut).padEnd(cut, '0')) + ((padded[cut] ?? '0') >= '5' ? 1n : 0n);
  const units = kept.toString().padStart(fractionDigits + 1, '0');
  const integer = units.slice(0, units.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  return fractionDigits ? `${sign}${integer}.${units.slice(-fractionDigits)}` : `${sign}${integer}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** en-GB's name of a month (0 = January), long or short; the short September is 'Sept', not 'Sep'. */
export function monthName(month: number, width: 'long' | 'short'): string {
  const name = MONTHS[month] ?? '';
  return width === 'long' ? name : name.slice(0, name === 'September' ? 4 : 3);
}

// Account pages only, where the Intl set-up does not fall in a public page's hydration. Built once,
// as building an Intl formatter costs far more than using one, and only when first used.
let dates: Intl.DateTimeFormat | undefined;

export function formatDateGB(value: number | string | Date): string {
  dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(new Date(value));
}

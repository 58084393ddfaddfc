// Money and counts are written out here, as Intl.NumberFormat('en-MY') writes them (format.test.ts
// compares the two over many amounts), rather than through it. The first Intl object a page builds
// costs one task of about 30 ms while ICU starts up (120 to 130 ms at Lighthouse's 4x CPU slowdown),
// and prices print during hydration, where that task counts in Total Blocking Time on every page that
// shows one (bench/README.md, "The first Intl object"). For the same reason the two dates a public page
// prints while hydrating (the service bar's, a news card's) are written out with en-GB's names; other
// dates print through Intl.
let bigAmounts: Intl.NumberFormat | undefined;
let bigCounts: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;

// Below this the amount in hundredths is a whole number a double holds exactly; above it (no price or
// count comes near) Intl does the work.
const WRITTEN_OUT_BELOW = 1e13;

/**
 * `x` to `digits` decimals, thousands grouped with commas. Intl rounds the shortest decimal that reads
 * back as `x` (1.005, not the 1.00499... stored), half away from zero, and keeps the sign of -0.
 */
function decimal(x: number, digits: 0 | 2): string | null {
  const abs = Math.abs(x);
  if (!(abs < WRITTEN_OUT_BELOW)) return null;
  // Under 1e-6 String() switches to exponent form; such an amount rounds to zero anyway.
  const [whole = '0', fraction = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  const roundUp = (fraction[digits] ?? '0') >= '5';
  const units = String(Number(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (roundUp ? 1 : 0)).padStart(digits + 1, '0');
  const grouped = units.slice(0, units.length - digits).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return digits === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${units.slice(-digits)}`;
}

/** One configured currency symbol, amounts always to 2 decimals (docs/decisions.md). */
export function formatMoney(amount: number, currency: string): string {
  const written =
    decimal(amount, 2) ?? (bigAmounts ??= new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(amount);
  return `${currency} ${written}`;
}

/** A whole number grouped in thousands ('12,345'). */
export function formatCount(n: number): string {
  return decimal(n, 0) ?? (bigCounts ??= new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 })).format(n);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-GB shortens September to four letters.
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTHS[month]!.slice(0, 3));

/** 'Wed 11 Mar': en-GB's weekday, day and short month of a date read in UTC. */
export function formatDayMonthUTC(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${shortMonth(date.getUTCMonth())}`;
}

/** '3 November 2026': en-GB's long date of a date read in UTC. */
export function formatLongDateUTC(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatDateGB(value: number | string | Date): string {
  dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(new Date(value));
}

import { addDays, DASHBOARD_MAX_DAYS, shopClock, type DashboardResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { reports as q } from '../order/service.ts';

type Dashboard = Omit<DashboardResponse, 'success'>;

export const DEFAULT_DAYS = 30;
const TOP = 10;
const AT_RISK_WINDOW_MS = 60 * 60_000;
const AT_RISK_LIMIT = 100;

const money = (cents: number) => cents / 100;

/**
 * Counted, not compared: at most DASHBOARD_MAX_DAYS days whatever the strings hold (comparing
 * `-000001-12` with `0000-01-01` once kept a loop going until the process ran out of memory).
 */
function daysBetween(from: string, to: string): string[] {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  const count = Number.isInteger(span) ? Math.min(Math.max(span, 0), DASHBOARD_MAX_DAYS) : 0;
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** The chosen period, or the last 30 days up to the shop's today. */
export function dashboardPeriod(
  input: { from?: string | undefined; to?: string | undefined },
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const to = input.to ?? (input.from ? addDays(input.from, DEFAULT_DAYS - 1) : shopClock(now, timeZone).date);
  const from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  // Counted, not listed: a period up to year 9999 must be refused before any day is built, and an
  // end pushed past year 9999 is no calendar day at all.
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to) || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !(span <= DASHBOARD_MAX_DAYS)) {
    throw new AppError('INVALID_INPUT', `Choose a period of at most ${DASHBOARD_MAX_DAYS} days.`);
  }
  return { from, to };
}

/** Every figure read from the database at request time, so any instance answers the same. */
export async function salesDashboard(
  db: Db,
  input: { from?: string | undefined; to?: string | undefined; timeZone: string; now: Date },
): Promise<Dashboard> {
  const { from, to } = dashboardPeriod(input, input.now, input.timeZone);
  const start = zonedInstant(from, 0, input.timeZone);
  const end = zonedInstant(addDays(to, 1), 0, input.timeZone);
  const [perDay, byStatus, topLines, byService, byPayment, atRisk] = await Promise.all([
    q.paidByDay(db, start, end, input.timeZone),
    q.ordersByStatus(db),
    q.topLines(db, start, end, TOP),
    q.paidShares(db, start, end, 'serviceType'),
    q.paidShares(db, start, end, 'paymentMethod'),
    q.expiringUnpaid(db, input.now, new Date(input.now.getTime() + AT_RISK_WINDOW_MS), AT_RISK_LIMIT),
  ]);
  const dayMap = new Map(perDay.map((d) => [d.day, d]));
  const days = daysBetween(from, to).map((date) => ({
    date,
    orders: dayMap.get(date)?.orders ?? 0,
    revenue: money(dayMap.get(date)?.cents ?? 0),
  }));
  const share = (rows: { key: string; orders: number; cents: number }[]) =>
    rows.map((r) => ({ key: r.key, orders: r.orders, revenue: money(r.cents) }));
  const top = (rows: { name: string; feature: string; quantity: number; cents: number }[]) =>
    rows.map((r) => ({ name: r.name, feature: r.feature, quantity: r.quantity, revenue: money(r.cents) }));
  return {
    from,
    to,
    days,
    revenue: money(perDay.reduce((sum, d) => sum + d.cents, 0)),
    paidOrders: perDay.reduce((sum, d) => sum + d.orders, 0),
    byStatus,
    topByQuantity: top(topLines.byQuantity),
    topByRevenue: top(topLines.byRevenue),
    byService: share(byService),
    byPaymentMethod: share(byPayment),
    atRisk: atRisk.map((o) => ({
      id: o.id,
      customerName: `${o.firstName ?? ''} ${o.lastName ?? ''}`.trim(),
      paymentMethod: o.paymentMethod,
      total: money(o.totalCents),
      paymentDeadline: o.paymentDeadline.getTime(),
    })),
  };
}

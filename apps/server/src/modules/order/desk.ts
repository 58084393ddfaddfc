import type { Db } from '../../db/client.ts';
import { userNamesByIds } from '../auth/service.ts';
import { outletRowsByIds, outletTitleRanks } from '../outlet/service.ts';
import * as q from './queries.ts';

/** An order as the staff's lists show it: its outlet's title (null for delivery) and its number of items. */
export type DeskOrderRow = Omit<q.DeskOrderRow, 'outletId'> & { outletTitle: string | null };

/** Each row with its outlet's title, the outlets read in one call. */
async function withOutletTitles<R extends q.DeskOrderRow>(
  db: Db,
  rows: R[],
): Promise<(Omit<R, 'outletId'> & { outletTitle: string | null })[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.outletId === null ? [] : [r.outletId])))];
  const titles = new Map((await outletRowsByIds(db, ids)).map((o) => [o.id, o.title]));
  return rows.map(({ outletId, ...row }) => ({
    ...row,
    outletTitle: outletId === null ? null : (titles.get(outletId) ?? null),
  }));
}

export async function listDeskOrders(
  db: Db,
  filter: q.DeskFilter,
  order: q.DeskOrder,
  page: { offset: number; limit: number },
): Promise<DeskOrderRow[]> {
  return withOutletTitles(db, await q.listDeskOrders(db, filter, order, page));
}

export async function listPaymentsToVerify(db: Db, limit: number) {
  const { count, rows } = await q.listPaymentsToVerify(db, limit);
  return { count, rows: await withOutletTitles(db, rows) };
}

/** Up to `limit` orders served on `day` (cancelled ones left out), by slot, service and outlet title. */
export async function listDayOrders(db: Db, day: string, limit: number): Promise<DeskOrderRow[]> {
  return withOutletTitles(db, await q.listDayOrders(db, day, limit, await outletTitleRanks(db)));
}

/** An order's history with the name of whoever made each move (null for the shop itself or a removed account). */
export async function eventsWithActors(db: Db, orderId: string) {
  const events = await q.staffEventsOf(db, orderId);
  const names = await userNamesByIds(db, [...new Set(events.flatMap((e) => (e.actorId ? [e.actorId] : [])))]);
  return events.map((e) => ({ ...e, actor: e.actorId ? (names.get(e.actorId) ?? null) : null }));
}

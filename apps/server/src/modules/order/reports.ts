/** The back office's reports on orders: the SQL in report-queries.ts, with what other modules add. */
import type { Db } from '../../db/client.ts';
import { outletRowsByIds } from '../outlet/service.ts';
import { productKinds } from '../product/service.ts';
import { sheetLines, type SheetLineRow, type SheetLocation } from './report-queries.ts';

export * from './report-queries.ts';

/** A production sheet's row: an order's lines of one kind (category · type, else Other), name, option and add-ons. */
export type SheetItemRow = Omit<SheetLineRow, 'productId'> & { outletTitle: string | null; kind: string };

const ids = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/**
 * The order lines to be fulfilled on `date` (see `sheetLines`), each with its outlet's title and its
 * product's kind; lines of one order that differ only by product but share a kind are summed.
 */
export async function sheetItems(db: Db, date: string, location: SheetLocation, now: Date): Promise<SheetItemRow[]> {
  const lines = await sheetLines(db, date, location, now);
  const [outlets, kinds] = await Promise.all([
    outletRowsByIds(db, ids(lines.map((l) => l.outletId))),
    productKinds(db, ids(lines.map((l) => l.productId))),
  ]);
  const titles = new Map(outlets.map((o) => [o.id, o.title]));
  const rows = new Map<string, SheetItemRow>();
  for (const { productId, ...line } of lines) {
    const kind = productId === null ? undefined : kinds.get(productId);
    const row: SheetItemRow = {
      ...line,
      outletTitle: line.outletId === null ? null : (titles.get(line.outletId) ?? null),
      kind: kind ? `${kind.category} · ${kind.subCategory}` : 'Other',
    };
    const key = JSON.stringify([row.orderId, row.kind, row.name, row.feature, row.addOns]);
    const same = rows.get(key);
    if (same) same.quantity += row.quantity;
    else rows.set(key, row);
  }
  return [...rows.values()];
}

import {
  addDays,
  shopClock,
  type ProductionSheetResponse,
  type SheetColumn,
  type SheetGroup,
  type SheetLine,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { reports } from '../order/service.ts';
import { findOutletById } from '../outlet/service.ts';

type SheetItemRow = reports.SheetItemRow;
type SheetLocation = reports.SheetLocation;

type Sheet = Omit<ProductionSheetResponse, 'success'>;

const DELIVERY: SheetColumn = { key: 'delivery', label: 'Delivery' };

function columnOf(row: SheetItemRow): SheetColumn {
  if (row.serviceType === 'delivery') return DELIVERY;
  return { key: `outlet-${row.outletId ?? 0}`, label: row.outletTitle ?? 'Removed outlet' };
}

/** Outlets by name, delivery last, as the van leaves after the counters are stocked. */
function sortColumns(columns: SheetColumn[]): SheetColumn[] {
  return [...columns].sort(
    (a, b) => Number(a.key === 'delivery') - Number(b.key === 'delivery') || a.label.localeCompare(b.label),
  );
}

function customerName(row: SheetItemRow): string {
  return `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
}

/** Sums the rows into lines per kind, product and option, each counted per slot and per column. */
export function buildSheet(rows: SheetItemRow[]): Pick<Sheet, 'slots' | 'columns' | 'groups' | 'orderCount'> {
  const slots = [...new Set(rows.map((r) => r.slot))].sort();
  const columnByKey = new Map(rows.map((r) => [columnOf(r).key, columnOf(r)]));
  const columns = sortColumns([...columnByKey.values()]);
  const slotIndex = new Map(slots.map((s, i) => [s, i]));
  const columnIndex = new Map(columns.map((c, i) => [c.key, i]));
  const groups = new Map<string, Map<string, SheetLine>>();
  for (const r of rows) {
    const lines = groups.get(r.kind) ?? new Map<string, SheetLine>();
    groups.set(r.kind, lines);
    const key = `${r.name}\u0000${r.feature}`;
    const line = lines.get(key) ?? {
      name: r.name,
      feature: r.feature,
      total: 0,
      bySlot: slots.map(() => 0),
      byColumn: columns.map(() => 0),
      orders: [],
    };
    lines.set(key, line);
    const column = columnOf(r).key;
    line.total += r.quantity;
    line.bySlot[slotIndex.get(r.slot)!]! += r.quantity;
    line.byColumn[columnIndex.get(column)!]! += r.quantity;
    line.orders.push({
      id: r.orderId,
      customerName: customerName(r),
      status: r.status,
      slot: r.slot,
      column,
      quantity: r.quantity,
      ...(Object.keys(r.addOns).length > 0 ? { addOns: r.addOns } : {}),
      ...(r.note ? { note: r.note } : {}),
    });
  }
  const byName = (a: SheetLine, b: SheetLine) => a.name.localeCompare(b.name) || a.feature.localeCompare(b.feature);
  const sorted: SheetGroup[] = [...groups.entries()]
    .sort(([a], [b]) => Number(a === 'Other') - Number(b === 'Other') || a.localeCompare(b))
    .map(([kind, lines]) => ({ kind, lines: [...lines.values()].sort(byName) }));
  return { slots, columns, groups: sorted, orderCount: new Set(rows.map((r) => r.orderId)).size };
}

async function locationLabel(db: Db, location: SheetLocation): Promise<string> {
  if (location === 'all') return 'All outlets and delivery';
  if (location === 'delivery') return 'Delivery';
  const outlet = await findOutletById(db, location);
  if (!outlet) throw notFound('There is no such outlet.');
  return outlet.title;
}

/** What to prepare for one service day (tomorrow in shop time by default) at one place or all of them. */
export async function productionSheet(
  db: Db,
  input: { date?: string | undefined; location: SheetLocation; timeZone: string; now: Date },
): Promise<Sheet> {
  const date = input.date ?? addDays(shopClock(input.now, input.timeZone).date, 1);
  const label = await locationLabel(db, input.location);
  const rows = await reports.sheetItems(db, date, input.location, input.now);
  return { date, location: String(input.location), locationLabel: label, ...buildSheet(rows) };
}

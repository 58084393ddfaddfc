import { addDays, type PreordersResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { listSeasons } from '../season/service.ts';
import { seasonProducts } from '../product/service.ts';
import { reports } from '../order/service.ts';

/**
 * The pre-orders of every season that has not ended, per collection day and product, so the bakery
 * knows weeks ahead how much to bake. Every day of a window is listed, with or without orders.
 */
export async function preordersByDay(db: Db, today: string): Promise<PreordersResponse['seasons']> {
  const live = (await listSeasons(db, seasonProducts)).filter((s) => s.lastDay >= today);
  return Promise.all(
    live.map(async (season) => {
      const rows = await reports.preorderQuantities(
        db,
        season.products.map((p) => p.id),
        season.firstDay,
        season.lastDay,
      );
      const days = [];
      for (let date = season.firstDay; date <= season.lastDay; date = addDays(date, 1)) {
        const lines = rows
          .filter((r) => r.date === date)
          .map(({ name, feature, quantity }) => ({ name, feature, quantity: Number(quantity) }));
        days.push({ date, lines });
      }
      return { id: season.id, name: season.name, orderBy: season.orderBy, days };
    }),
  );
}

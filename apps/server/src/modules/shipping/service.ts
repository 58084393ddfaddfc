import type { ShopSettings } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as q from './queries.ts';

// The back office's rate table reads and writes through these.
export { deleteRates, listRates, upsertRate } from './queries.ts';

/**
 * The shop's shipping rule (the spec leaves it open, issue 6): a flat rate per state from
 * `shipping_rates`, nothing for pickup, and nothing from `freeShippingMinSubtotal` up.
 */
export async function shippingCents(
  db: Db,
  settings: Pick<ShopSettings, 'freeShippingMinSubtotal'>,
  input: { serviceType: 'pickup' | 'delivery'; state: string; subtotalCents: number },
): Promise<number> {
  if (input.serviceType === 'pickup') return 0;
  const rate = await q.findRate(db, input.state);
  if (!rate)
    throw new AppError('INVALID_INPUT', `We do not deliver to ${input.state} yet. Please choose another state.`);
  const threshold = settings.freeShippingMinSubtotal;
  if (threshold !== null && input.subtotalCents > 0 && input.subtotalCents >= Math.round(threshold * 100)) return 0;
  return rate.feeCents;
}

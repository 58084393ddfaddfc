import type { ShopSettings } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shippingRates } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

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
  const [rate] = await db.select().from(shippingRates).where(eq(shippingRates.state, input.state)).limit(1);
  if (!rate) throw new AppError('INVALID_INPUT', `We do not deliver to ${input.state} yet. Please choose another state.`);
  const threshold = settings.freeShippingMinSubtotal;
  if (threshold !== null && input.subtotalCents > 0 && input.subtotalCents >= Math.round(threshold * 100)) return 0;
  return rate.feeCents;
}

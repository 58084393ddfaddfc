import { z } from 'zod';
import { MalaysianState } from './common.ts';

/**
 * POST /api/shipping/calculateShipping (token header). The server prices its own copy of the cart:
 * `cartProductList` is accepted for the spec's call shape but never trusted for amounts.
 */
export const CalculateShippingBody = z
  .object({
    state: MalaysianState,
    cartProductList: z.array(z.unknown()).max(500, 'The cart has too many lines.').optional(),
    serviceType: z.enum(['pickup', 'delivery']).optional(),
  })
  .strict();
export type CalculateShippingBody = z.infer<typeof CalculateShippingBody>;

export const CalculateShippingResponse = z.object({
  success: z.literal(true),
  /** In the shop currency, e.g. 8 for RM 8.00. */
  shippingCost: z.number(),
});
export type CalculateShippingResponse = z.infer<typeof CalculateShippingResponse>;

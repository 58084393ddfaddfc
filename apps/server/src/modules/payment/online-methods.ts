import {
  ONLINE_PAYMENT_METHODS,
  OnlinePaymentMethod,
  RefusedMethod,
  type RefusedMethod as Refused,
} from '@shop/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { putSettings, readSetting } from '../settings/service.ts';

const METHODS_SETTING = 'onlinePaymentMethods';
const REFUSED_SETTING = 'stripeRefusedMethods';

/** The methods Stripe Checkout offers (a shop setting); all three until the owner narrows them. */
export async function onlineMethods(db: Db): Promise<OnlinePaymentMethod[]> {
  const parsed = z
    .array(OnlinePaymentMethod)
    .min(1)
    .safeParse(await readSetting(db, METHODS_SETTING));
  return parsed.success ? parsed.data : [...ONLINE_PAYMENT_METHODS];
}

export async function saveOnlineMethods(db: Db, methods: OnlinePaymentMethod[]): Promise<void> {
  await putSettings(db, { [METHODS_SETTING]: methods });
}

/** What Stripe last refused, one entry a method, newest message kept. */
export async function refusedMethods(db: Db): Promise<Refused[]> {
  const parsed = z.array(RefusedMethod).safeParse(await readSetting(db, REFUSED_SETTING));
  return parsed.success ? parsed.data : [];
}

/**
 * Records the outcome of opening a session: refused methods are noted for staff, and a method Stripe
 * accepted again (the owner activated it) leaves the list.
 */
export async function recordMethodOutcome(
  db: Db,
  outcome: { accepted: OnlinePaymentMethod[]; refused: Refused[] },
): Promise<void> {
  const before = await refusedMethods(db);
  const changed = outcome.refused.map((r) => r.method).concat(outcome.accepted);
  const after = before.filter((r) => !changed.includes(r.method)).concat(outcome.refused);
  if (JSON.stringify(after) !== JSON.stringify(before)) await putSettings(db, { [REFUSED_SETTING]: after });
}

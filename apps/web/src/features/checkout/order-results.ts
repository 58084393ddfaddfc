import type { WriteFailure, WriteSuccess } from '../../shared/write-result.ts';

/**
 * What the order page's action answers its Cancel form: the order it was for, and the API's answer.
 * A script's submit gets it as the fetcher's data; a native POST finds it on the page it is sent back to.
 */
export type OrderResult = (WriteSuccess | WriteFailure) & { intent: 'cancel'; orderId: string };

/** An order page's answer as it came back from a cookie: anything else is not one. */
export function isOrderResult(value: unknown): value is OrderResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.intent !== 'cancel' || typeof v.orderId !== 'string') return false;
  if (v.ok === true) return typeof v.message === 'string';
  return (
    v.ok === false &&
    typeof v.status === 'number' &&
    (v.message === null || typeof v.message === 'string') &&
    (v.code === undefined || typeof v.code === 'string')
  );
}

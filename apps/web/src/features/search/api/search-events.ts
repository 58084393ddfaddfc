import type { CorrectionAcceptedBody, SearchOpenedBody } from '@shop/contract';
import { api } from '../../../shared/api-client.ts';
import { lazySchema } from '../../../shared/lazy-schema.ts';

// The overlay is in every page's first download: the schema loads only to check an answer.
const Answer = lazySchema((c) => c.SearchEventResponse);

/**
 * Reports for the staff's search insight. They are sent and forgotten: a report that fails must never
 * stand in a shopper's way, and `keepalive` lets one sent as the page changes arrive.
 */
function report(path: string, body: SearchOpenedBody | CorrectionAcceptedBody): void {
  api.post(path, body, Answer, { keepalive: true }).catch(() => undefined);
}

/** The shopper opened a product from the results of `query`. */
export const reportOpened = (query: string) => report('/api/product/searchOpened', { query });

/** The shopper took the "Did you mean" `correction` offered for `query`. */
export const reportCorrection = (query: string, correction: string) =>
  report('/api/product/correctionAccepted', { query, correction });

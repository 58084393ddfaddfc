/** The shop's side of MyInvois: send documents, learn their validation. Two adapters implement it. */

export interface OutgoingDocument {
  /** The shop's own document number (the UBL ID, MyInvois' codeNumber / internalId). */
  number: string;
  json: string;
}

export type Delivery =
  | { mode: 'written'; written: string[] }
  | {
      mode: 'submitted';
      submissionUid: string;
      accepted: { number: string; uuid: string }[];
      rejected: { number: string; reason: string }[];
    };

export interface PolledDocument {
  uuid: string;
  number: string;
  status: 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
  longId: string | null;
  reason: string | null;
}

export interface EInvoiceGateway {
  readonly mode: 'embedded' | 'myinvois';
  deliver(docs: OutgoingDocument[]): Promise<Delivery>;
  /** The documents of a submission as MyInvois has them now; `done` once none is still being validated. */
  poll(submissionUid: string): Promise<{ done: boolean; documents: PolledDocument[] }>;
  /** The public validation link (and QR content) of a validated document. */
  validationUrl(uuid: string, longId: string): string | null;
}

/** MyInvois could not be reached or asked us to wait: nothing was decided, so the documents stay queued. */
export class GatewayUnavailable extends Error {}

/** MyInvois' limits per submission. */
export const MAX_DOCUMENTS_PER_SUBMISSION = 100;
export const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 300 * 1024;

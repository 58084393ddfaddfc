import { formatCents, ORDER_MESSAGES } from '@shop/contract';
import { OcrTimeoutError, type Ocr } from '../../adapters/ocr.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findOrder, ownOrder, type OrderRow } from '../order/service.ts';
import { transition } from '../order/status.ts';
import { checkAmount, type AmountCheck } from './amount.ts';
import { namesReceiver } from './receiver-match.ts';
import { prepareScreenshot } from './screenshot.ts';

const UPLOADABLE = ['Order Placed', 'Payment Submitted'] as const;
export const WINDOW_ENDED = 'The 2-hour payment window for this order has ended, so it has been cancelled.';

let imageQueue: Promise<unknown> = Promise.resolve();
/**
 * Decoding and OCR are CPU-heavy; taking screenshots one at a time per process leaves the other core
 * of a small machine to answer shoppers (bench/README.md measures the effect on product requests).
 */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = imageQueue.then(job);
  imageQueue = run.catch(() => {});
  return run;
}

/** Accounts with a screenshot being read in this process: one at a time each, so one cannot starve the others. */
const reading = new Set<string>();
export const STILL_READING =
  'Your previous screenshot is still being read. Please wait for it to finish, then try again.';
export const OCR_TOO_SLOW =
  'Reading this screenshot took too long, so it was stopped. Please upload a clear screenshot of the payment receipt.';

async function oneJobPerAccount<T>(userId: string, job: () => Promise<T>): Promise<T> {
  if (reading.has(userId)) throw new AppError('RATE_LIMITED', STILL_READING);
  reading.add(userId);
  try {
    return await job();
  } finally {
    reading.delete(userId);
  }
}

export interface UploadDeps {
  db: Db;
  ocr: Ocr;
  /** Private storage (DATA_DIR/private): screenshots are never served under /media. */
  files: Storage;
  receiverName: string;
  currency: string;
  now: () => Date;
}

export interface UploadResult {
  order: OrderRow;
  previousStatus: string;
  amount: AmountCheck;
}

/**
 * Issue 6's upload: the owner's order, still awaiting payment, a real image, OCR naming the receiver.
 * OCR runs before any lock is held; the final conditional update decides a race with the deadline job.
 */
export async function uploadPayment(
  deps: UploadDeps,
  userId: string,
  orderId: string,
  file: Buffer | null,
): Promise<UploadResult> {
  if (!file || file.length === 0) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.screenshotNull);
  const order = await ownOrder(deps.db, userId, orderId);
  assertUploadable(order, deps.now());

  const { image, text } = await oneJobPerAccount(userId, () =>
    oneAtATime(async () => {
      const prepared = await prepareScreenshot(file);
      try {
        return { image: prepared, text: await deps.ocr.recognize(prepared.forOcr) };
      } catch (err) {
        throw new AppError('UNAVAILABLE', err instanceof OcrTimeoutError ? OCR_TOO_SLOW : ORDER_MESSAGES.ocrError);
      }
    }),
  );
  if (!namesReceiver(text, deps.receiverName)) throw new AppError('INVALID_INPUT', ORDER_MESSAGES.receiverMismatch);
  const amount = checkAmount(text, order.totalCents);

  const key = `screenshots/${order.id}/${image.hash}.webp`;
  await deps.files.put(key, image.stored);
  const money = (c: number) => formatCents(c, deps.currency);
  const updated = await transition(deps.db, {
    orderId: order.id,
    from: UPLOADABLE,
    to: 'Payment Submitted',
    actorUserId: userId,
    reason:
      amount.result === 'mismatch'
        ? `The screenshot shows ${money(amount.cents!)}, not the order total ${money(order.totalCents)}; our staff will check it.`
        : order.status === 'Payment Submitted'
          ? 'Screenshot replaced.'
          : null,
    set: { screenshotKey: key, ocrText: text.slice(0, 20_000), ocrAmountCents: amount.cents },
    // Past the deadline the job's cancellation wins, even if it has not run yet.
    windowOpenAt: deps.now(),
  });
  if (!updated) {
    if (key !== order.screenshotKey) await deps.files.delete(key);
    const now = await findOrder(deps.db, order.id);
    assertUploadable(now ?? order, deps.now());
    throw new AppError('CONFLICT', WINDOW_ENDED);
  }
  if (order.screenshotKey && order.screenshotKey !== key) await deps.files.delete(order.screenshotKey);
  return { order: updated, previousStatus: order.status, amount };
}

function assertUploadable(order: OrderRow, now: Date): void {
  if (order.status === 'Order Cancelled') throw new AppError('CONFLICT', 'This order has been cancelled.');
  if (!(UPLOADABLE as readonly string[]).includes(order.status)) {
    throw new AppError('CONFLICT', `This order is already ${order.status}; no payment screenshot is needed.`);
  }
  if (order.status === 'Order Placed' && order.paymentDeadline.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', WINDOW_ENDED);
  }
}

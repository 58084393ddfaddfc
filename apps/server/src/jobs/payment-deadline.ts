import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { notifyStatusChange } from '../modules/order/notify.ts';
import { cancelOverdueBatch } from '../modules/order/status.ts';
import { startIntervalJob } from './interval.ts';

export const DEADLINE_REASON = 'Payment was not received within 2 hours.';
const BATCH = 100;

/**
 * Cancels every 'Order Placed' order whose payment deadline has passed, a batch per transaction
 * (`cancelOverdueBatch`: safe with any number of instances running it at once). Nothing is kept in
 * memory: a restart simply runs it again.
 */
export async function cancelOverdueOrders(db: Db, now: Date): Promise<string[]> {
  const cancelled: string[] = [];
  for (;;) {
    const batch = await cancelOverdueBatch(db, now, BATCH, DEADLINE_REASON);
    cancelled.push(...batch);
    if (batch.length < BATCH) return cancelled;
  }
}

/**
 * Cancels the overdue orders (their stock goes back) and mails their owners in the background. The
 * job runs it every tick, and placement runs it first, so stock held by an order whose deadline has
 * passed is back on the shelf for the next shopper even between two ticks.
 */
export async function expireOverdueOrders(app: FastifyInstance, now: Date): Promise<void> {
  const ids = await cancelOverdueOrders(app.db, now);
  if (ids.length === 0) return;
  app.log.info({ count: ids.length }, 'cancelled unpaid orders past their deadline');
  const mails = async () => {
    for (const id of ids) await notifyStatusChange(app, id, 'Order Cancelled', DEADLINE_REASON);
  };
  app.afterAnswer.run(mails(), 'deadline cancellation mails');
}

/**
 * Started by main.ts (never by buildApp, so tests drive cancelOverdueOrders with their own clock).
 * It asks the app's clock each tick, so CLOCK_OFFSET_FILE moves it with the rest of the shop.
 */
export function startPaymentDeadlineJob(app: FastifyInstance, intervalMs = 30_000): () => void {
  return startIntervalJob(app, 'payment deadline job', intervalMs, () => expireOverdueOrders(app, app.config.now()));
}

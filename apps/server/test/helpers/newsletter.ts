import type { FastifyInstance } from 'fastify';
import { lastMailTo, outboxFiles } from './outbox.ts';

let client = 0;
/** A client address of its own per call, so tests about codes do not meet the per-client limit. */
export const nextClientIp = () => `10.77.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

/** The token in the link of the newest confirmation mail to `email`. */
export async function confirmTokenMailedTo(dataDir: string, email: string, skip = 0): Promise<string> {
  const mail = await lastMailTo(dataDir, email, skip);
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}: ${mail.subject}`);
  return token;
}

/** Subscribes `email` and opens the link mailed to it; answers once the welcome mail is in the outbox. */
export async function subscribeAndConfirm(app: FastifyInstance, dataDir: string, email: string) {
  const before = outboxFiles(dataDir).length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
    remoteAddress: nextClientIp(),
  });
  if (res.statusCode !== 200) throw new Error(`subscribe ${email}: ${res.statusCode} ${res.body}`);
  const token = await confirmTokenMailedTo(dataDir, email, before);
  const afterConfirmation = outboxFiles(dataDir).length;
  const confirmed = await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm ${email}: ${confirmed.statusCode} ${confirmed.body}`);
  return lastMailTo(dataDir, email, afterConfirmation);
}

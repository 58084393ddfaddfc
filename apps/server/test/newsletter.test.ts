import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, NEWSLETTER_MESSAGES } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, promoCodes } from './helpers/tables.ts';
import { CONFIRM_LINK_HOURS, NEWSLETTER_LIMITS } from '../src/modules/newsletter/service.ts';
import { testClock } from './helpers/auth-calls.ts';
import { confirmTokenMailedTo, nextClientIp } from './helpers/newsletter.ts';
import { lastMailTo, outboxFiles, readMail } from './helpers/outbox.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';

let n = 0;
const freshEmail = (tag = 'reader') => `${tag}${++n}-${Date.now()}@example.com`;

describe.each(dbKinds)('newsletter double opt-in on %s', (kind) => {
  let t: TestApp;
  const clock = testClock(new Date());
  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(() => t.close());

  const subscribe = (email: string, remoteAddress = nextClientIp(), extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email, ...extra }, remoteAddress });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const codesFor = (emails: string[]) =>
    t.database.db.select().from(promoCodes).where(inArray(promoCodes.email, emails));
  /** The mails to `email` written after the first `skip` files, once every mail sent after an answer has gone. */
  const mailsTo = async (email: string, skip: number) => {
    await t.app.afterAnswer.settled();
    const mails = await Promise.all(
      outboxFiles(t.config.dataDir)
        .slice(skip)
        .map((f) => readMail(f)),
    );
    return mails.filter((m) => m.to?.some((a) => 'address' in a && a.address === email));
  };

  it('mails a confirmation link first; the welcome code comes only once the link is opened, and only once', async () => {
    const email = freshEmail();
    const before = outboxFiles(t.config.dataDir).length;
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const mail = await lastMailTo(t.config.dataDir, email, before);
    expect(mail.subject).toBe('Roti & Rupa: please confirm your subscription');
    expect(mail.text).toContain(`works for ${CONFIRM_LINK_HOURS} hours`);
    expect(mail.text).not.toMatch(/WELCOME-/);
    expect(await codesFor([email])).toEqual([]);
    const token = await confirmTokenMailedTo(t.config.dataDir, email, before);
    // The token is kept hashed: the link in the mail is the only copy.
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row!.confirmTokenHash).not.toContain(token);
    expect(row!.confirmedAt).toBeNull();

    const afterLink = outboxFiles(t.config.dataDir).length;
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(NEWSLETTER_MESSAGES.confirmed);
    const welcome = await lastMailTo(t.config.dataDir, email, afterLink);
    expect(welcome.subject).toBe('Roti & Rupa: your 20% welcome code');
    expect(welcome.text).toMatch(/WELCOME-[A-Z0-9]{8}/);

    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.alreadyConfirmed);
    expect(await codesFor([email])).toHaveLength(1);
  });

  it('refuses an unknown, malformed or expired link with a clear 400', async () => {
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    const malformed = await confirm('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('This confirmation link is incomplete.');

    const email = freshEmail('late');
    const before = outboxFiles(t.config.dataDir).length;
    await subscribe(email);
    const token = await confirmTokenMailedTo(t.config.dataDir, email, before);
    clock.advance(CONFIRM_LINK_HOURS * 3_600_000 + 1000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    expect(await codesFor([email])).toEqual([]);
  });

  it('answers the same for a new, a waiting and a subscribed address, and mails a subscribed one nothing', async () => {
    const subscribed = freshEmail('known');
    let before = outboxFiles(t.config.dataDir).length;
    await subscribe(subscribed);
    const token = await confirmTokenMailedTo(t.config.dataDir, subscribed, before);
    before = outboxFiles(t.config.dataDir).length;
    expect((await confirm(token)).statusCode).toBe(200);
    await lastMailTo(t.config.dataDir, subscribed, before);
    const waiting = freshEmail('waiting');
    before = outboxFiles(t.config.dataDir).length;
    await subscribe(waiting);
    const firstLink = await confirmTokenMailedTo(t.config.dataDir, waiting, before);

    before = outboxFiles(t.config.dataDir).length;
    const answers = await Promise.all([subscribe(freshEmail('new')), subscribe(waiting), subscribe(subscribed)]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(answers[0]!.body);
    }
    // The waiting one gets a new link; the earlier one no longer works.
    expect(await confirmTokenMailedTo(t.config.dataDir, waiting, before)).not.toBe(firstLink);
    expect((await confirm(firstLink)).json().message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    expect(await mailsTo(subscribed, before)).toEqual([]);
  });

  it('reads +tags, dots at Gmail and googlemail.com as one mailbox: one row, one code, a few mails a day', async () => {
    const local = `ana.lee${++n}`;
    const variants = [
      `${local}@gmail.com`,
      `${local}+deals@gmail.com`,
      `${local.replace('.', '')}@googlemail.com`,
      `${local.toUpperCase()}+x@GMAIL.com`,
      `${local}+more@gmail.com`,
    ];
    const before = outboxFiles(t.config.dataDir).length;
    for (const email of variants) {
      const res = await subscribe(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(NEWSLETTER_MESSAGES.subscribed);
    }
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.mailbox, `${local.replace('.', '')}@gmail.com`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe(variants[0]);
    // All the links went to the one address the mailbox first gave, and only up to the daily limit.
    const mails = await mailsTo(variants[0]!, before);
    expect(mails).toHaveLength(NEWSLETTER_LIMITS.perMailbox.limit);
    // Each request made a new link and retired the one before (mails may land in any order): exactly
    // one of them confirms, and the mailbox gets one code.
    const tokens = mails.map((m) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(m.text ?? '')![1]!);
    const answers = [];
    for (const token of tokens) answers.push((await confirm(token)).json().message);
    expect(answers.filter((m) => m === NEWSLETTER_MESSAGES.confirmed)).toHaveLength(1);
    expect(answers.filter((m) => m === NEWSLETTER_MESSAGES.invalidLink)).toHaveLength(tokens.length - 1);
    await t.app.afterAnswer.settled();
    expect(await codesFor(variants.map((v) => v.toLowerCase()))).toHaveLength(1);
  });

  it('limits one client, with a clear 429', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.limit; i++)
      expect((await subscribe(freshEmail('flood'), ip)).statusCode).toBe(200);
    const over = await subscribe(freshEmail('flood'), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(NEWSLETTER_MESSAGES.tooMany);
    expect((await subscribe(freshEmail('neighbour'))).statusCode).toBe(200);
  });

  it('keeps the spec call shape: an email alone, and a clear 400 for a bad one', async () => {
    const bad = await subscribe('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('valid email');
    const extra = await subscribe(freshEmail(), nextClientIp(), { admin: true });
    expect(extra.statusCode).toBe(400);
  });
});

describe('newsletter with the captcha configured', () => {
  let t: TestApp;
  let fake: http.Server;
  beforeAll(async () => {
    // Google's siteverify, played locally: the token names the verdict.
    fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const token = new URLSearchParams(body).get('response');
        const answer =
          token === 'human'
            ? { success: true, score: 0.9, action: 'newsletter' }
            : token === 'register-token'
              ? { success: true, score: 0.9, action: 'register' }
              : { success: false };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp('pglite', {
      captcha: { secret: 's', siteKey: 'k', verifyUrl: `http://127.0.0.1:${port}/siteverify`, minScore: 0.5 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  const subscribe = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress: nextClientIp() });

  it.each([
    ['no token', {}],
    ['a rejected token', { recaptchaToken: 'forged' }],
    ['a token made for sign-up', { recaptchaToken: 'register-token' }],
  ])('refuses %s and mails nothing', async (_label, extra) => {
    const email = freshEmail('bot');
    const res = await subscribe({ email, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.captchaFailed);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toEqual([]);
  });

  it('takes a subscription with a token the provider vouches for', async () => {
    const email = freshEmail('human');
    const before = outboxFiles(t.config.dataDir).length;
    const res = await subscribe({ email, recaptchaToken: 'human' });
    expect(res.statusCode).toBe(200);
    expect(await confirmTokenMailedTo(t.config.dataDir, email, before)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

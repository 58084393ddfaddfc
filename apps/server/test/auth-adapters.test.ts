import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@shop/contract';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/auth-calls.ts';
import { outboxFiles } from './helpers/outbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Adapters talk to the outside world, not to the database: PGlite alone is enough here.
describe('mail over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { envelopeTo: string[]; mail: Email }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      // smtp-server's built-in certificate has expired, so plain SMTP on loopback.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            done();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp('pglite', {
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: '"Roti & Rupa" <hello@rotirupa.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the code mail through a real SMTP connection, with text and HTML', async () => {
    const res = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: 'smtp-shopper@example.com' });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const { envelopeTo, mail } = received[0]!;
    expect(envelopeTo).toEqual(['smtp-shopper@example.com']);
    expect(mail.from).toMatchObject({ address: 'hello@rotirupa.test', name: 'Roti & Rupa' });
    expect(mail.subject).toMatch(/^Roti & Rupa: your sign-up code is \d{6}$/);
    const code = /\d{6}$/.exec(mail.subject ?? '')![0];
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain(code);
    // Nothing goes to the embedded outbox when SMTP is configured.
    expect(outboxFiles(t.config.dataDir)).toHaveLength(0);
  });

  it('other modules can send through app.mailer', async () => {
    await t.app.mailer.sendMail({
      to: 'orders@example.com',
      subject: 'Order placed',
      text: 'Thanks',
      html: '<p>Thanks</p>',
    });
    expect(received.at(-1)!.mail.subject).toBe('Order placed');
  });
});

describe('reCAPTCHA on sending the registration code', () => {
  let t: TestApp;
  let fake: http.Server;
  const posted: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Google's siteverify endpoint: the token names the verdict.
    fake = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        posted.push(form);
        const token = form.get('response');
        const answer =
          token === 'human'
            ? { success: true, score: 0.9, action: 'register' }
            : token === 'bot'
              ? { success: true, score: 0.1, action: 'register' }
              : token === 'other-action'
                ? { success: true, score: 0.9, action: 'login' }
                : { success: false, 'error-codes': ['invalid-input-response'] };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await createTestApp('pglite', {
      captcha: {
        secret: 'test-secret',
        siteKey: 'test-site-key',
        verifyUrl: `http://127.0.0.1:${port}/siteverify`,
        minScore: 0.5,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('tells the browser the site key', async () => {
    expect((await call(t.app, 'GET', '/api/user/captcha')).json()).toEqual({ success: true, siteKey: 'test-site-key' });
  });

  it.each([
    ['no token', undefined],
    ['a rejected token', 'forged'],
    ['a low score', 'bot'],
    ['another action', 'other-action'],
  ])('refuses %s with the spec message', async (_label, recaptchaToken) => {
    const res = await call(t.app, 'POST', '/api/user/sendRegisterOtp', {
      email: 'captcha@example.com',
      recaptchaToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.captchaFailed);
  });

  it('sends the code for a human, posting the secret and the client IP', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/user/sendRegisterOtp',
      { email: 'human@example.com', recaptchaToken: 'human' },
      { ip: '10.7.7.7' },
    );
    expect(res.statusCode).toBe(200);
    const last = posted.at(-1)!;
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('remoteip')).toBe('10.7.7.7');
  });

  it('is off by default', async () => {
    const plain = await createTestApp('pglite');
    try {
      expect((await call(plain.app, 'GET', '/api/user/captcha')).json()).toEqual({ success: true, siteKey: null });
      const res = await call(plain.app, 'POST', '/api/user/sendRegisterOtp', { email: 'nocaptcha@example.com' });
      expect(res.statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

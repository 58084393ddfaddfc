import { AUTH_MESSAGES, codeWaitSeconds } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { oneTimeCodes, users } from './helpers/tables.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { call, registerThroughApi, requestRegisterCode, testClock } from './helpers/auth-calls.ts';
import { codeIn, lastMailTo, outboxFiles } from './helpers/outbox.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const MIN = 60_000;
let n = 0;
const freshEmail = () => `shopper${++n}-${Date.now()}@example.com`;
/** A code that is certainly not the mailed one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(dbKinds)('registration with an emailed code (%s)', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(() => t.close());

  it('mails a 6-digit code with text and HTML parts, the shop name and the expiry', async () => {
    const email = freshEmail();
    const res = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `We sent a 6-digit code to ${email}.` });
    const mail = await lastMailTo(t.config.dataDir, email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain('Roti & Rupa');
    expect(mail.text).toContain('Roti & Rupa');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('Roti &amp; Rupa');
    expect(mail.html).toContain(code);
    // Stored hashed: the code itself is nowhere in the table.
    const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('registers after the code is verified, normalising the email, and sets an httpOnly Lax cookie', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    const verify = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true });
    const res = await call(t.app, 'POST', '/api/user/register', {
      name: '  Siti Aminah ',
      password: 'roti-canai-88',
      email: ` ${email.toUpperCase()}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; token: string; message: string }>();
    expect(body.success).toBe(true);
    expect(body.token.length).toBeGreaterThan(20);
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe('Siti Aminah');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, 'roti-canai-88')).toBe(true);
    const check = await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: body.token });
    expect(check.json()).toEqual({ success: true });
  });

  it('refuses register without a verified code, and with a code that was only sent', async () => {
    const email = freshEmail();
    const none = await call(t.app, 'POST', '/api/user/register', { name: 'A', password: 'password123', email });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('Please verify your email with the 6-digit code first.');
    await requestRegisterCode(t.app, t.config.dataDir, email);
    const unverified = await call(t.app, 'POST', '/api/user/register', { name: 'A', password: 'password123', email });
    expect(unverified.statusCode).toBe(403);
  });

  it('a used code cannot be replayed, and the email cannot register twice', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    const first = await call(t.app, 'POST', '/api/user/register', { name: 'A', password: 'password123', email });
    expect(first.statusCode).toBe(200);
    const replayVerify = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    expect(replayVerify.statusCode).toBe(400);
    expect(replayVerify.json().message).toBe(AUTH_MESSAGES.invalidOtp);
    const again = await call(t.app, 'POST', '/api/user/register', { name: 'B', password: 'password456', email });
    expect(again.statusCode).toBe(403);
  });

  it('answers an email that already has an account exactly as a new one, and tells its owner instead', async () => {
    const existing = await createUser(t.database.db);
    const fresh = freshEmail();
    const before = outboxFiles(t.config.dataDir).length;
    const taken = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: existing.email });
    const open = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: fresh });
    expect(taken.statusCode).toBe(open.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ success: true, message: `We sent a 6-digit code to ${existing.email}.` });
    expect(open.json()).toEqual({ success: true, message: `We sent a 6-digit code to ${fresh}.` });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(open.headers).sort());

    const notice = await lastMailTo(t.config.dataDir, existing.email, before);
    expect(notice.subject).toBe('Roti & Rupa: someone tried to register with your address');
    expect(notice.text).toContain('Someone tried to register with your address.');
    expect(notice.text).toContain('/reset-password');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // The same resend wait for both: a second ask within the minute is refused alike.
    const takenAgain = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: existing.email });
    const openAgain = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: fresh });
    expect(takenAgain.statusCode).toBe(429);
    expect(openAgain.statusCode).toBe(429);
    expect(takenAgain.json().message.replace(/\d+/, 'N')).toBe(openAgain.json().message.replace(/\d+/, 'N'));
    // No account comes of it: the owner's password still works and nobody can register the address.
    const register = await call(t.app, 'POST', '/api/user/register', {
      name: 'X',
      password: 'password123',
      email: existing.email,
    });
    expect(register.statusCode).toBe(403);
  });

  it('enforces the password rule and the email format on the server', async () => {
    const short = await call(t.app, 'POST', '/api/user/register', {
      name: 'A',
      password: 'short',
      email: freshEmail(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 8 characters.');
    for (const email of ['', 'not-an-email', 'a@b']) {
      const bad = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(`email: ${AUTH_MESSAGES.enterValidEmail}`);
    }
    const missing = await call(t.app, 'POST', '/api/user/sendRegisterOtp', {});
    expect(missing.statusCode).toBe(400);
    const badCode = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email: freshEmail(), otp: '12a456' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('otp: Enter the 6-digit code.');
  });

  it('a code expires after 10 minutes (injected clock)', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    clock.advance(10 * MIN + 1000);
    const res = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Please ask for a new one.');
  });

  it('still accepts a code just before 10 minutes', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    clock.advance(9 * MIN + 50_000);
    const res = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    expect(res.statusCode).toBe(200);
  });

  it('voids a code after the 5th wrong try: the right code on the 6th try fails', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp: otherCode(otp) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages[0]).toBe(`${AUTH_MESSAGES.invalidOtp} 4 tries left.`);
    expect(messages[3]).toBe(`${AUTH_MESSAGES.invalidOtp} 1 try left.`);
    expect(messages[4]).toBe('Too many wrong tries: this code no longer works. Please ask for a new one.');
    const sixth = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.invalidOtp);
  });

  it('allows a new code only after 60 s, and only the newest code works', async () => {
    const email = freshEmail();
    const first = await requestRegisterCode(t.app, t.config.dataDir, email);
    const tooSoon = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    clock.advance(61_000);
    const files = outboxFiles(t.config.dataDir).length;
    const second = await requestRegisterCode(t.app, t.config.dataDir, email);
    expect(outboxFiles(t.config.dataDir).length).toBe(files + 1);
    if (first !== second) {
      const old = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it("does not count a tap refused for the 60-second wait towards the hour's sends", async () => {
    const email = freshEmail();
    await requestRegisterCode(t.app, t.config.dataDir, email);
    for (let i = 0; i < 8; i++) {
      const impatient = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
      expect(impatient.statusCode).toBe(429);
      expect(codeWaitSeconds(impatient.json().message)).toBeGreaterThan(0);
      clock.advance(5_000);
    }
    clock.advance(61_000);
    for (let i = 0; i < 4; i++) {
      const res = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
      expect(res.statusCode, res.body).toBe(200);
      clock.advance(61_000);
    }
  });

  it('limits code sending per email over an hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      await requestRegisterCode(t.app, t.config.dataDir, email);
      clock.advance(61_000);
    }
    const sixth = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.tooManyOtp);
    clock.advance(60 * MIN);
    const later = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email });
    expect(later.statusCode).toBe(200);
  });

  it('registers the same way twice in parallel only once', async () => {
    const email = freshEmail();
    const otp = await requestRegisterCode(t.app, t.config.dataDir, email);
    await call(t.app, 'POST', '/api/user/verifyRegisterOtp', { email, otp });
    const body = { name: 'Racer', password: 'password123', email };
    const answers = await Promise.all([
      call(t.app, 'POST', '/api/user/register', body),
      call(t.app, 'POST', '/api/user/register', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('registerThroughApi helper yields a working session', async () => {
    const token = await registerThroughApi(t.app, t.config.dataDir, { email: freshEmail() });
    const res = await call(t.app, 'GET', '/api/user/profile', undefined, { token });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(dbKinds)('rate limits per IP (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      authLimits: {
        otpSendPerEmail: { limit: 5, windowSeconds: 3600 },
        otpSendPerIp: { limit: 3, windowSeconds: 3600 },
        otpVerifyPerEmail: { limit: 20, windowSeconds: 900 },
        otpVerifyPerIp: { limit: 4, windowSeconds: 900 },
        loginPerEmail: { limit: 10, windowSeconds: 900 },
        loginPerIp: { limit: 3, windowSeconds: 900 },
      },
    });
  });
  afterAll(() => t.close());

  it('sending codes: the 4th from one IP is refused with 429, another IP still works', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: freshEmail() }, { ip: '10.1.1.1' });
      expect(ok.statusCode).toBe(200);
    }
    const over = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: freshEmail() }, { ip: '10.1.1.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyOtp, code: 'RATE_LIMITED' });
    const reset = await call(t.app, 'POST', '/api/user/send-reset-otp', { email: freshEmail() }, { ip: '10.1.1.1' });
    expect(reset.statusCode).toBe(429);
    const other = await call(t.app, 'POST', '/api/user/sendRegisterOtp', { email: freshEmail() }, { ip: '10.1.1.2' });
    expect(other.statusCode).toBe(200);
  });

  it('verifying codes is limited per IP across emails', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        await call(
          t.app,
          'POST',
          '/api/user/verifyRegisterOtp',
          { email: freshEmail(), otp: '000000' },
          { ip: '10.2.2.2' },
        ),
      );
    }
    expect(codes.map((c) => c.statusCode)).toEqual([400, 400, 400, 400]);
    const over = await call(
      t.app,
      'POST',
      '/api/user/verifyRegisterOtp',
      { email: freshEmail(), otp: '000000' },
      { ip: '10.2.2.2' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(AUTH_MESSAGES.tooManyOtp);
  });

  it('login is limited per IP, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      const wrong = await call(
        t.app,
        'POST',
        '/api/user/login',
        { email: user.email, password: 'wrong-password' },
        { ip: '10.3.3.3' },
      );
      expect(wrong.statusCode).toBe(401);
    }
    const over = await call(
      t.app,
      'POST',
      '/api/user/login',
      { email: user.email, password: user.password },
      { ip: '10.3.3.3' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    const elsewhere = await call(
      t.app,
      'POST',
      '/api/user/login',
      { email: user.email, password: user.password },
      { ip: '10.3.3.4' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('the per-address code cap as an operational setting', () => {
  it('defaults to 30 an hour, takes OTP_SEND_PER_ADDRESS, and cannot be switched off', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).authLimits.otpSendPerIp).toEqual({ limit: 30, windowSeconds: 3600 });
    expect(loadConfig({ NODE_ENV: 'test', OTP_SEND_PER_ADDRESS: '200/3600' }).authLimits.otpSendPerIp).toEqual({
      limit: 200,
      windowSeconds: 3600,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', OTP_SEND_PER_ADDRESS: 'off' })).toThrow(/OTP_SEND_PER_ADDRESS/);
  });
});

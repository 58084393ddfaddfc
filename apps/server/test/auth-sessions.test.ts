import { AUTH_MESSAGES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from './helpers/tables.ts';
import { call, testClock } from './helpers/auth-calls.ts';
import { codeIn, lastMailTo, outboxFiles } from './helpers/outbox.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;

describe.each(dbKinds)('login, sessions and logout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs in with a case-insensitive email, returns a token and sets the cookie', async () => {
    const user = await createUser(t.database.db);
    const res = await call(t.app, 'POST', '/api/user/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: true; token: string; message: string }>();
    expect(body).toMatchObject({ success: true, message: 'Welcome back!' });
    expect(res.cookies.find((c) => c.name === 'token')).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('never reveals whether the email exists', async () => {
    const user = await createUser(t.database.db);
    const wrong = await call(t.app, 'POST', '/api/user/login', { email: user.email, password: 'not-the-password' });
    const unknown = await call(t.app, 'POST', '/api/user/login', {
      email: 'nobody-here@example.com',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().message).toBe(AUTH_MESSAGES.loginFailed);
    const empty = await call(t.app, 'POST', '/api/user/login', { email: user.email, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('password: Password is required.');
  });

  it('verifyToken accepts the header and the cookie, and refuses a bad token', async () => {
    const user = await createUser(t.database.db);
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: user.token })).json()).toEqual({
      success: true,
    });
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { cookie: user.token })).statusCode).toBe(200);
    const bad = await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: 'x'.repeat(43) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().success).toBe(false);
    expect((await call(t.app, 'GET', '/api/user/verifyToken')).statusCode).toBe(401);
  });

  it('logout revokes the session on the server: the old token stops working', async () => {
    const user = await createUser(t.database.db);
    const other = await call(t.app, 'POST', '/api/user/login', { email: user.email, password: user.password });
    const otherToken = other.json<{ token: string }>().token;
    const res = await call(t.app, 'POST', '/api/user/logout', undefined, { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: user.token })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { cookie: user.token })).statusCode).toBe(401);
    // Only that device: the other session lives on.
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: otherToken })).statusCode).toBe(200);
  });

  it('checks the Origin on cookie-authenticated writes, not on header ones', async () => {
    const user = await createUser(t.database.db);
    const foreign = await call(t.app, 'POST', '/api/user/logout', undefined, {
      cookie: user.token,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    const none = await call(t.app, 'POST', '/api/user/profile', { name: 'Hacked' }, { cookie: user.token });
    expect(none.statusCode).toBe(403);
    const same = await call(
      t.app,
      'POST',
      '/api/user/profile',
      { name: 'Same Site' },
      { cookie: user.token, origin: ORIGIN, host: HOST },
    );
    expect(same.statusCode).toBe(200);
    const header = await call(t.app, 'POST', '/api/user/logout', undefined, {
      token: user.token,
      origin: 'https://evil.example',
    });
    expect(header.statusCode).toBe(200);
  });

  it('change-password needs the current password and signs out the other sessions only', async () => {
    const user = await createUser(t.database.db);
    const second = (await call(t.app, 'POST', '/api/user/login', { email: user.email, password: user.password })).json<{
      token: string;
    }>().token;
    const wrong = await call(
      t.app,
      'POST',
      '/api/user/change-password',
      { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
      { token: user.token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const short = await call(
      t.app,
      'POST',
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'short' },
      { token: user.token },
    );
    expect(short.statusCode).toBe(400);
    const ok = await call(
      t.app,
      'POST',
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'brand-new-pass' },
      { token: user.token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: user.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: second })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { email: user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const anonymous = await call(t.app, 'POST', '/api/user/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbbbbb',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(dbKinds)('password reset (%s)', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
  });
  afterAll(() => t.close());

  it('resets with the mailed code, answers {success, message}, and revokes every session', async () => {
    const user = await createUser(t.database.db);
    const sent = await call(t.app, 'POST', '/api/user/send-reset-otp', { email: user.email });
    expect(sent.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent });
    const mail = await lastMailTo(t.config.dataDir, user.email);
    expect(mail.subject).toContain('password reset code');
    const otp = codeIn(mail);
    const verified = await call(t.app, 'POST', '/api/user/verify-reset-otp', { email: user.email, otp });
    expect(verified.statusCode).toBe(200);
    expect(Object.keys(verified.json()).sort()).toEqual(['message', 'success']);
    const reset = await call(t.app, 'POST', '/api/user/reset-password', {
      email: user.email,
      otp,
      newPassword: 'fresh-start-1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Your password has been changed. Please log in.' });
    expect((await call(t.app, 'GET', '/api/user/verifyToken', undefined, { token: user.token })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { email: user.email, password: 'fresh-start-1' })).statusCode,
    ).toBe(200);
    // Replay of the used code.
    const replay = await call(t.app, 'POST', '/api/user/reset-password', {
      email: user.email,
      otp,
      newPassword: 'attacker-pass',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH_MESSAGES.invalidOtp);
  });

  it('answers the same for an unknown email, and mails nothing to it', async () => {
    const user = await createUser(t.database.db);
    const before = outboxFiles(t.config.dataDir).length;
    const known = await call(t.app, 'POST', '/api/user/send-reset-otp', { email: user.email }, { ip: '10.9.0.1' });
    const unknown = await call(
      t.app,
      'POST',
      '/api/user/send-reset-otp',
      { email: 'ghost@example.com' },
      { ip: '10.9.0.2' },
    );
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // Even the 60 s resend rule behaves alike, so it cannot be used to probe for accounts.
    const knownAgain = await call(t.app, 'POST', '/api/user/send-reset-otp', { email: user.email }, { ip: '10.9.0.1' });
    const unknownAgain = await call(
      t.app,
      'POST',
      '/api/user/send-reset-otp',
      { email: 'ghost@example.com' },
      { ip: '10.9.0.2' },
    );
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    // The known address's mail goes out after the answer; once it is there, the unknown one has had its turn.
    await lastMailTo(t.config.dataDir, user.email, before);
    const mails = outboxFiles(t.config.dataDir).slice(before);
    for (const file of mails) expect(file).not.toContain('ghost');
    const rows = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'ghost@example.com'));
    expect(rows).toHaveLength(1);
    const guess = await call(t.app, 'POST', '/api/user/reset-password', {
      email: 'ghost@example.com',
      otp: '123456',
      newPassword: 'whatever-123',
    });
    expect(guess.statusCode).toBe(400);
  });

  it('reset code expires after 10 minutes and dies after 5 wrong tries', async () => {
    const user = await createUser(t.database.db);
    await call(t.app, 'POST', '/api/user/send-reset-otp', { email: user.email });
    const otp = codeIn(await lastMailTo(t.config.dataDir, user.email));
    clock.advance(11 * 60_000);
    const late = await call(t.app, 'POST', '/api/user/reset-password', {
      email: user.email,
      otp,
      newPassword: 'too-late-123',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This code has expired. Please ask for a new one.');

    const before = outboxFiles(t.config.dataDir).length;
    await call(t.app, 'POST', '/api/user/send-reset-otp', { email: user.email });
    const fresh = codeIn(await lastMailTo(t.config.dataDir, user.email, before));
    const wrong = String((Number(fresh) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'POST', '/api/user/verify-reset-otp', { email: user.email, otp: wrong });
    }
    const sixth = await call(t.app, 'POST', '/api/user/reset-password', {
      email: user.email,
      otp: fresh,
      newPassword: 'sixth-try-123',
    });
    expect(sixth.statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/user/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });
});

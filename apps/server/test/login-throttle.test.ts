import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_MS } from '../src/modules/auth/service.ts';
import { call } from './helpers/auth-calls.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

/** Guessing is throttled per email and address pair; knowing someone's email must not lock them out. */
describe.each(dbKinds)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    call(t.app, 'POST', '/api/user/login', { email, password }, { ip });

  it('lets the owner in at once from an address that has not failed, after ten wrong passwords from ten addresses', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, 'guess-guess', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const started = Date.now();
    const res = await login(owner.email, owner.password, '203.0.113.50');
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(LOGIN_SLOWDOWN_MS);
  });

  it('stops a guesser on one address after ten tries, even with the right password, while the owner elsewhere gets in', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, 'guess-guess', '198.51.100.77')).statusCode).toBe(401);
    const stopped = await login(owner.email, owner.password, '198.51.100.77');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect((await login(owner.email, owner.password, '203.0.113.51')).statusCode).toBe(200);
  });

  it('slows down (never refuses) an address that already failed once the email is under attack', async () => {
    const owner = await createUser(t.database.db);
    expect((await login(owner.email, 'typo-typo', '198.51.100.200')).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) await login(owner.email, 'guess-guess', `198.51.101.${i + 1}`);
    const started = Date.now();
    const res = await login(owner.email, owner.password, '198.51.100.200');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MS);
  });

  it('counts only failures against an email on one address: the owner signing in often is never refused', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 15; i++)
      expect((await login(owner.email, owner.password, '198.51.100.90')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/auth-calls.ts';
import { createTestApp, dbKinds, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/users.ts';

/** A cookie-authenticated write must come from the shop's whole origin: scheme, host and port. */
describe.each(dbKinds)('origin check on %s', (kind) => {
  let withPublicUrl: TestApp;
  let withoutPublicUrl: TestApp;
  beforeAll(async () => {
    [withPublicUrl, withoutPublicUrl] = await Promise.all([
      createTestApp(kind, {}, { env: { PUBLIC_URL: 'https://shop.test' } }),
      createTestApp(kind),
    ]);
  });
  afterAll(async () => {
    await withPublicUrl.close();
    await withoutPublicUrl.close();
  });

  const write = async (t: TestApp, origin: string, host: string) => {
    const user = await createUser(t.database.db);
    return (
      await call(t.app, 'POST', '/api/user/profile', { name: 'Origin Check' }, { cookie: user.token, origin, host })
    ).statusCode;
  };

  it('with PUBLIC_URL: only its exact origin passes, whatever the Host header says', async () => {
    expect(await write(withPublicUrl, 'https://shop.test', 'shop.test')).toBe(200);
    expect(await write(withPublicUrl, 'http://shop.test', 'shop.test')).toBe(403);
    expect(await write(withPublicUrl, 'https://shop.test:8443', 'shop.test')).toBe(403);
    expect(await write(withPublicUrl, 'https://evil.example', 'evil.example')).toBe(403);
  });

  it("without PUBLIC_URL: the request's own scheme, host and port", async () => {
    expect(await write(withoutPublicUrl, 'http://shop.test', 'shop.test')).toBe(200);
    expect(await write(withoutPublicUrl, 'https://shop.test', 'shop.test')).toBe(403);
    expect(await write(withoutPublicUrl, 'http://shop.test:8080', 'shop.test')).toBe(403);
    expect(await write(withoutPublicUrl, 'http://shop.test:8080', 'shop.test:8080')).toBe(200);
  });
});

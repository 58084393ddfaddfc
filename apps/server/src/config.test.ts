import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 on 127.0.0.1 with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.timeZone).toBe('Asia/Kuala_Lumpur');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SHOP_TIMEZONE: 'Mars/Olympus' }, 'SHOP_TIMEZONE'],
  ])('refuses %j naming the variable in one line', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toContain(name);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});

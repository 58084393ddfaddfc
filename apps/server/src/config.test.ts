import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { withCrc, writeTlv } from './modules/payment/emvco.ts';

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

describe('DUITNOW_QR', () => {
  const valid = withCrc(
    writeTlv([
      { tag: '00', value: '01' },
      { tag: '01', value: '11' },
      { tag: '26', value: '0014A0000006150001' },
      { tag: '52', value: '5462' },
      { tag: '53', value: '458' },
      { tag: '58', value: 'MY' },
      { tag: '59', value: 'ROTI RUPA' },
    ]),
  );

  it('parses the payload text at start', () => {
    expect(loadConfig({ DUITNOW_QR: valid }).duitNowQr?.merchantName).toBe('ROTI RUPA');
    expect(loadConfig({}).duitNowQr).toBeNull();
    expect(loadConfig({ DUITNOW_QR: ' ' }).duitNowQr).toBeNull();
  });

  it('refuses a bad payload in one line naming the variable and the fault', () => {
    expect(() => loadConfig({ DUITNOW_QR: valid.slice(0, -4) + 'FFFF' })).toThrow(
      /^Invalid configuration: DUITNOW_QR: The QR checksum \(tag 63\) is FFFF/,
    );
    expect(() => loadConfig({ DUITNOW_QR: 'Pay Roti & Rupa RM 10.00' })).toThrow(ConfigError);
  });
});

describe('CLOCK_OFFSET_FILE', () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'offset');

  it('moves the clock by the milliseconds in the file, read on every call', () => {
    const offsetFile = file();
    const { now } = loadConfig({ CLOCK_OFFSET_FILE: offsetFile });
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(offsetFile, '7200000\n');
    expect(Math.abs(now().getTime() - (Date.now() + 7_200_000))).toBeLessThan(1000);
    fs.writeFileSync(offsetFile, '');
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(offsetFile, 'two hours');
    expect(() => now()).toThrow(/whole milliseconds/);
  });

  it('is refused in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_FILE: file() })).toThrow(/CLOCK_OFFSET_FILE/);
  });

  it('leaves the real clock alone when unset', () => {
    expect(Math.abs(loadConfig({}).now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('connection and client limits', () => {
  it('keeps the connection cap below the open-files limit, with a reserve for health checks', () => {
    const c = loadConfig({}).connections;
    expect(c.fileDescriptorLimit).toBeGreaterThan(0);
    expect(c.max + c.healthReserve + 128).toBeLessThanOrEqual(c.fileDescriptorLimit);
    expect(c.perClient).toBe(256);
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.perClient).toBe(0);
  });

  it('refuses a cap the descriptors cannot hold, and a header deadline past the request deadline', () => {
    expect(() => loadConfig({ MAX_CONNECTIONS: '100000000' })).toThrow(
      /MAX_CONNECTIONS: .* file descriptors \(ulimit -n\)/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });

  it('reads rate rules as count/seconds or off, and refuses anything else', () => {
    const limits = loadConfig({ RATE_LIMIT_PAGES: '5/2', RATE_LIMIT_API: 'off' }).clientLimits;
    expect(limits.pages).toEqual({ limit: 5, windowSeconds: 2 });
    expect(limits.api).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT_API: '100 per minute' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_API: '0/10' })).toThrow(/RATE_LIMIT_API/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL: must start with redis:\/\//);
  });
});

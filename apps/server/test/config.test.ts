import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '#server/config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'landed-config-'));

function errorFor(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    expect(config.google).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.logLevel).toBe('info');
    expect(config.rateLimits.auth.max).toBe(20);
    expect(config.bookingsPerUserPerHour).toBe(30);
    expect(
      loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_BOOKINGS_PER_HOUR: '500' })
        .bookingsPerUserPerHour,
    ).toBe(500);
  });

  it('accepts an http: OpenID issuer on loopback only (a local test provider)', () => {
    for (const issuer of ['http://127.0.0.1:4332', 'http://localhost:8080', 'http://[::1]:9000']) {
      const config = loadConfig({
        DATA_DIR: dataDir(),
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: issuer,
      });
      expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer });
    }
  });

  it('runs the mail worker every 5 seconds, eight attempts at most', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailDelivery).toEqual({
      intervalMs: 5_000,
      retryBaseMs: 30_000,
      maxAttempts: 8,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db.internal:5432/landed',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db.internal:5432/landed',
      poolSize: 20,
    });
    const sized = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db.internal:5432/landed',
      DATABASE_POOL_SIZE: '8',
    });
    expect(sized.database).toMatchObject({ kind: 'postgres', poolSize: 8 });
  });

  it('generates the signing key once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'z'.repeat(40) }).jwtSecret).toBe(
      'z'.repeat(40),
    );
  });

  // Decision 102: the sealing key is its own secret, generated beside the signing key.
  it('generates the data encryption key once, apart from the signing key', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.dataEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(first.dataEncryptionKey).not.toBe(first.jwtSecret);
    const file = path.join(dir, 'data-encryption-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.dataEncryptionKey);
    expect(statSync(file).mode & 0o077).toBe(0);
    const rotated = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'z'.repeat(40) });
    expect(rotated.dataEncryptionKey).toBe(first.dataEncryptionKey);
    expect(
      loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: 'k'.repeat(40) }).dataEncryptionKey,
    ).toBe('k'.repeat(40));
    expect(() => loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, off by default', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
    ]);
    expect(trust('loopback')).toEqual(['loopback']);
  });

  // `true` believed every X-Forwarded-For entry: any client could pick its own address.
  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '1.5', '10.0.0.1,'])(
    'refuses TRUST_PROXY=%s in one line saying what to write instead',
    (value) => {
      const error = errorFor({ TRUST_PROXY: value });
      expect(error.key).toBe('TRUST_PROXY');
      expect(error.message).toMatch(/^TRUST_PROXY: /);
      expect(error.message).toContain('number of proxies in front of the server (e.g. 1)');
      expect(error.message).toContain('comma-separated');
      expect(error.message).not.toContain('\n');
    },
  );

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'must be a number'],
    [{ PORT: '70000' }, 'PORT', 'must be between 1 and 65535'],
    [{ APP_URL: 'localhost:3000' }, 'APP_URL', 'must be a URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', 'postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET', 'at least 32'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL', 'smtp://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', 'must be one of'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_PASSWORD', 'set both'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'x' }, 'ADMIN_EMAIL', 'e-mail'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET', 'both'],
    [{ GOOGLE_ISSUER: 'http://accounts.example.com' }, 'GOOGLE_ISSUER', 'https://'],
    [{ GOOGLE_ISSUER: 'http://127.0.0.1.example.com:8080' }, 'GOOGLE_ISSUER', 'loopback'],
    [{ RATE_LIMIT_AUTH_PER_MINUTE: '0' }, 'RATE_LIMIT_AUTH_PER_MINUTE', 'at least 1'],
    [{ RATE_LIMIT_BOOKINGS_PER_HOUR: '0' }, 'RATE_LIMIT_BOOKINGS_PER_HOUR', 'at least 1'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE', 'at least 2'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE', 'must be a number'],
  ])('names the key of a bad value: %j', (env, key, fragment) => {
    const error = errorFor(env);
    expect(error.key).toBe(key);
    expect(error.message).toMatch(new RegExp(`^${key}: `));
    expect(error.message).toContain(fragment);
    expect(error.message).not.toContain('\n');
  });
  it('turns card payments on with both Stripe keys only (docs/decisions/089)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeNull();
    expect(errorFor({ STRIPE_SECRET_KEY: 'sk_test_x' }).key).toBe('STRIPE_WEBHOOK_SECRET');
    expect(errorFor({ STRIPE_WEBHOOK_SECRET: 'whsec_x' }).key).toBe('STRIPE_SECRET_KEY');
    expect(
      errorFor({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://stripe.example.com',
      }).key,
    ).toBe('STRIPE_API_BASE');
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('chooses the flight-status provider (issue 34): none by default, its key required, http on loopback only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).flightStatus).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), FLIGHT_STATUS_PROVIDER: 'none' }).flightStatus,
    ).toBeNull();
    expect(errorFor({ FLIGHT_STATUS_PROVIDER: 'opensky' }).key).toBe('FLIGHT_STATUS_PROVIDER');
    expect(errorFor({ FLIGHT_STATUS_PROVIDER: 'aerodatabox' }).key).toBe('AERODATABOX_API_KEY');
    expect(errorFor({ FLIGHT_STATUS_PROVIDER: 'flightaware' }).key).toBe('FLIGHTAWARE_API_KEY');
    expect(
      errorFor({
        FLIGHT_STATUS_PROVIDER: 'aerodatabox',
        AERODATABOX_API_KEY: 'k',
        AERODATABOX_API_BASE: 'http://flights.example.com',
      }).key,
    ).toBe('AERODATABOX_API_BASE');
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        FLIGHT_STATUS_PROVIDER: 'flightaware',
        FLIGHTAWARE_API_KEY: 'k',
      }).flightStatus,
    ).toEqual({
      provider: 'flightaware',
      apiKey: 'k',
      apiBase: 'https://aeroapi.flightaware.com/aeroapi',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        FLIGHT_STATUS_PROVIDER: 'aerodatabox',
        AERODATABOX_API_KEY: 'k',
        AERODATABOX_API_BASE: 'http://127.0.0.1:3002/',
      }).flightStatus,
    ).toEqual({ provider: 'aerodatabox', apiKey: 'k', apiBase: 'http://127.0.0.1:3002' });
  });
  it('takes SMS and WhatsApp from the Twilio keys (issue 35): all three or none, WhatsApp optional, templates as JSON', () => {
    const sid = `AC${'0'.repeat(32)}`;
    const keys = { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+61400000000' };
    expect(loadConfig({ DATA_DIR: dataDir() }).twilio).toBeNull();
    expect(errorFor({ TWILIO_ACCOUNT_SID: sid }).key).toBe('TWILIO_AUTH_TOKEN');
    expect(errorFor({ ...keys, TWILIO_FROM: '' }).key).toBe('TWILIO_FROM');
    expect(errorFor({ TWILIO_WHATSAPP_FROM: '+61400000001' }).key).toBe('TWILIO_WHATSAPP_FROM');
    expect(errorFor({ ...keys, TWILIO_ACCOUNT_SID: 'AC123' }).key).toBe('TWILIO_ACCOUNT_SID');
    expect(errorFor({ ...keys, TWILIO_FROM: '0400 000 000' }).key).toBe('TWILIO_FROM');
    expect(errorFor({ ...keys, TWILIO_WHATSAPP_TEMPLATES: '{"chat": "HX1"}' }).key).toBe(
      'TWILIO_WHATSAPP_TEMPLATES',
    );
    expect(errorFor({ ...keys, TWILIO_API_BASE: 'http://twilio.example.com' }).key).toBe(
      'TWILIO_API_BASE',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).twilio).toEqual({
      accountSid: sid,
      authToken: 't',
      from: '+61400000000',
      whatsappFrom: null,
      whatsappTemplates: {},
    });
    const template = `HX${'a'.repeat(32)}`;
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...keys,
        TWILIO_FROM: 'Landed',
        TWILIO_WHATSAPP_FROM: 'whatsapp:+61400000001',
        TWILIO_WHATSAPP_TEMPLATES: JSON.stringify({ 'flight-landed': { en: template } }),
        TWILIO_API_BASE: 'http://127.0.0.1:3003/',
      }).twilio,
    ).toMatchObject({
      from: 'Landed',
      whatsappFrom: '+61400000001',
      whatsappTemplates: { 'flight-landed': { en: template } },
      apiBase: 'http://127.0.0.1:3003',
    });
  });
});

// build(): an isolated app over a fresh database, with a controlled clock, closed after the
// test file. TEST_DATABASE_URL set: a new database on that PostgreSQL server (a copy of the
// migrated template), dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import type { AppConfig, DatabaseConfig } from '#server/config.ts';
import { defaultMailDelivery, defaultRateLimits, generateVapidKeys } from '#server/config.ts';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from './global-setup.ts';

export type TestClock = {
  now: () => Date;
  set: (date: Date) => void;
  advance: (ms: number) => void;
};

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestApp = FastifyInstance & { clock: TestClock };

const adminUrl = process.env.TEST_DATABASE_URL || '';
export const onPostgres = Boolean(adminUrl);

// The migrated database each in-memory PGlite starts from (global-setup.ts), read once per
// test process.
let template: Blob | undefined;
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!template && file) template = new Blob([readFileSync(file)]);
  return template;
}

// A fresh PostgreSQL database (dropped with drop()), or PGlite: in memory, or on disk when
// several apps in one test must share it.
export async function createTestDatabase(options: { shared?: boolean } = {}): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (!adminUrl) {
    if (!options.shared) {
      return {
        config: { kind: 'pglite', dataDir: null, template: pgliteTemplate() },
        drop: async () => {},
      };
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'landed-test-db-'));
    return {
      config: { kind: 'pglite', dataDir: path.join(dir, 'pglite'), template: pgliteTemplate() },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `landed_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the migrated and seeded template (global-setup.ts); the app's start-up finds
  // every migration applied and the built-in data there, as on a restart.
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const testVapidKeys = generateVapidKeys();

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://localhost:3000',
    database: { kind: 'pglite', dataDir: null, template: pgliteTemplate() },
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    dataEncryptionKey: randomBytes(32).toString('hex'),
    adminEmail: null,
    adminPassword: null,
    smtpUrl: null,
    mailFrom: 'Landed <no-reply@localhost>',
    google: null,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    trustProxy: false,
    webDistDir: null,
    now: () => new Date(),
    reminderIntervalMs: null,
    // On, as in production: a test that changes the database behind the API's back calls
    // app.publicCache.clear().
    publicCacheTtlMs: 30_000,
    // High enough not to get in the way; rate-limit tests set their own.
    bookingsPerUserPerHour: 30,
    rateLimits: {
      auth: { ...defaultRateLimits.auth, max: 1000 },
      forms: { ...defaultRateLimits.forms, max: 1000 },
    },
    // No outbox worker: mail stays `pending` until a test delivers it (app.mail.deliverDue()).
    mailDelivery: { ...defaultMailDelivery, intervalMs: null },
    // Most tests sign administrators in with a password only; the two-factor tests set
    // 'required', the production default (test/routes/auth/two-factor.test.ts).
    adminMfa: 'optional',
    documentRetentionDays: 90,
    // Web Push on, with this process's keys; no push service is reachable unless a test
    // starts the stand-in and sets testOrigin.
    webPush: { ...testVapidKeys, subject: 'mailto:office@example.com', testOrigin: null },
    ...overrides,
  };
}

// Builds an app for this test file and closes it (and drops its database) after the file.
export async function build(
  overrides: Partial<AppConfig> = {},
  options: { clock?: TestClock; database?: DatabaseConfig } = {},
): Promise<TestApp> {
  const clock = options.clock ?? createClock();
  const database = options.database
    ? { config: options.database, drop: async () => {} }
    : await createTestDatabase();
  const app = (await buildApp(
    testConfig({ database: database.config, now: clock.now, ...overrides }),
  )) as TestApp;
  app.decorate('clock', clock);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  return app;
}

// Two instances of the app over one new database, as a deployment runs them behind a load
// balancer (ARCHITECTURE "Scale-out"): one configuration (so one signing key) and one clock.
// PostgreSQL only: a PGlite database is one process's. `close` stops both and drops the database.
export async function buildTwoInstances(
  overrides: Partial<AppConfig> = {},
  options: { clock?: TestClock } = {},
): Promise<{ one: TestApp; two: TestApp; clock: TestClock; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const clock = options.clock ?? createClock();
  const config = testConfig({ database: database.config, now: clock.now, ...overrides });
  const [one, two] = (await Promise.all([buildApp(config), buildApp(config)])) as [
    TestApp,
    TestApp,
  ];
  one.decorate('clock', clock);
  two.decorate('clock', clock);
  return {
    one,
    two,
    clock,
    close: async () => {
      await Promise.all([one.close(), two.close()]);
      await database.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Melbourne-arrival-42';

export async function registerUser(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<{
  token: string;
  user: { _id: string; id: string; name: string; email: string; role: string };
  password: string;
}> {
  const password = input.password ?? GOOD_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: input.name ?? 'Test Student', email: input.email ?? uniqueEmail(), password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { ...response.json(), password };
}

export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json() as Record<string, unknown>;
}

// A signed-in member of the admin team with the given role.
export async function adminToken(
  app: FastifyInstance,
  role: 'Super Admin' | 'Content Manager' | 'Booking Agent' | 'Support Admin' | 'Developer',
): Promise<{ token: string; id: string; email: string }> {
  const { user } = await registerUser(app, {
    name: `${role} person`,
    email: uniqueEmail(role.toLowerCase().replace(' ', '-')),
  });
  await app.usersRepository.update(user._id, { adminRole: role });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: GOOD_PASSWORD },
  });
  return { token: login.json().token, id: user._id, email: user.email };
}

// The home page's headline changed as a Content Manager changes it (admin §4 Content tab):
// through the API, which clears the public reads kept on every instance.
export async function editHeadline(
  app: FastifyInstance,
  homepageHeadline: string,
): Promise<LightMyRequestResponse> {
  const content = await adminToken(app, 'Content Manager');
  return app.inject({
    method: 'PUT',
    url: '/api/admin/cms/site',
    headers: bearer(content.token),
    payload: { homepageHeadline },
  });
}

// The database, for a test that changes it directly as an administrator's edit would. Public
// reads are held in memory and the admin layer forgets them on every real edit; a change made
// behind the API's back has to do the same.
export function behindTheApi(app: FastifyInstance) {
  app.publicCache.clear();
  return app.db;
}

// The built web app (apps/web/dist, with its server renderer in dist-ssr), built from the
// sources unless it already is: for the tests of the pages the server renders.
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export async function ensureWebBuilt(): Promise<string> {
  const lib = (await import(
    pathToFileURL(fileURLToPath(new URL('../../../scripts/lib.js', import.meta.url))).href
  )) as { ensureWebBuilt: () => Promise<number> };
  if ((await lib.ensureWebBuilt()) !== 0) throw new Error('The web app did not build');
  return WEB_DIST;
}

// The environment, parsed once with zod. A bad value stops start-up with one line naming the
// key (ARCHITECTURE "Configuration"); tests build the same AppConfig directly.
import { createECDH, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import { z } from 'zod';

import { BOOKINGS_PER_HOUR } from '@landed/shared/schemas/booking';

export type DatabaseConfig =
  // poolSize: connections this instance may hold (DATABASE_POOL_SIZE, docs/deploy.md).
  | { kind: 'postgres'; url: string; poolSize?: number }
  // dataDir null: in memory (tests). template: a dump of an already migrated database to start
  // from (tests: creating a PGlite database from nothing runs initdb, seconds each time).
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

export type RateLimitConfig = { max: number; timeWindowMs: number };

// The outbox worker (plugins/app/mail): how often it looks for due mail and how it retries.
export type MailDeliveryConfig = {
  // Milliseconds between looks at the outbox; null runs no worker (tests deliver by hand).
  intervalMs: number | null;
  // The n-th failed attempt waits retryBaseMs * 2^(n-1) (at most an hour) before the next one.
  retryBaseMs: number;
  // After this many failed attempts a mail is `failed` (administrators see it and can retry).
  maxAttempts: number;
};

// Card payments through Stripe (docs/decisions/089): both keys, or none and no card payment
// anywhere. `api` points the SDK somewhere else than api.stripe.com: a test's local stand-in.
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

// Live flight status (issue 34; docs/decisions/120): FLIGHT_STATUS_PROVIDER with its key and,
// for tests and proxies, another address (plain http only on loopback). Absent: tracking off.
export type FlightStatusSettings = {
  provider: 'aerodatabox' | 'flightaware';
  apiKey: string;
  apiBase: string;
};

export const FLIGHT_API_BASES: Record<FlightStatusSettings['provider'], string> = {
  aerodatabox: 'https://prod.api.market/api/v1/aedbx/aerodatabox',
  flightaware: 'https://aeroapi.flightaware.com/aeroapi',
};

// Web Push (issue 35 item 4; docs/decisions/132): the VAPID key pair (VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, else generated once into DATA_DIR), the contact push services see
// (VAPID_SUBJECT) and, for tests only, one more origin a subscription may point at.
export type WebPushSettings = {
  publicKey: string;
  privateKey: string;
  subject: string;
  testOrigin: string | null;
};

export type AppConfig = {
  port: number;
  host: string;
  appUrl: string;
  database: DatabaseConfig;
  dataDir: string;
  jwtSecret: string;
  // Seals secrets at rest (two-factor secrets, refund accounts): its own secret, so JWT_SECRET
  // can be rotated without losing them (docs/decisions/102).
  dataEncryptionKey: string;
  adminEmail: string | null;
  adminPassword: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  logLevel: string;
  // Where the log goes; absent: standard output (a test reads the log through it).
  logStream?: { write: (line: string) => void };
  // Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs.
  trustProxy: false | number | string[];
  // Where the built web app is; null serves the API only (tests, `npm run dev`).
  webDistDir: string | null;
  // How often the booking reminders run; null: only when asked (tests).
  reminderIntervalMs: number | null;
  // How long a public read may be served from memory; 0 turns the cache off
  // (docs/decisions/016-public-read-cache.md).
  publicCacheTtlMs: number;
  // Tests replace these: a controlled clock and small rate limits.
  now: () => Date;
  rateLimits: { auth: RateLimitConfig; forms: RateLimitConfig };
  // Bookings one user may create in an hour (docs/decisions/053), counted in the database.
  bookingsPerUserPerHour: number;
  // Inquiry replies one administrator may send in an hour (docs/decisions/063), counted in the
  // database; absent: 60. Not an environment key: tests set it.
  inquiryRepliesPerAdminPerHour?: number;
  mailDelivery: MailDeliveryConfig;
  // ADMIN_MFA: 'required' (the default) keeps administrators without two-factor sign-in out
  // of /api/admin until they turn it on; 'optional' is for local development only
  // (docs/decisions/054).
  adminMfa: 'required' | 'optional';
  // DOCUMENT_RETENTION_DAYS: uploaded documents are deleted this many days after the user's
  // last booking ended (docs/decisions/066).
  documentRetentionDays: number;
  // STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; absent or null: no card payments.
  stripe?: StripeSettings | null;
  // FLIGHT_STATUS_PROVIDER and its key; absent or null: flight tracking is off.
  flightStatus?: FlightStatusSettings | null;
  // Web Push's keys; absent or null: no push (tests that need it set it).
  webPush?: WebPushSettings | null;
};

export class ConfigError extends Error {
  readonly key: string;
  constructor(key: string, problem: string) {
    super(`${key}: ${problem}`);
    this.key = key;
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    );

// TRUST_PROXY: whose `X-Forwarded-For` entries to believe (docs/decisions/008). A hop count
// believes that many entries from the right, the ones the proxies wrote; a list believes
// entries written by those addresses. `true` believed every entry, so any client could write
// its own address past the rate limits and into the audit log: refused, with what to write.
const TRUST_PROXY_HELP =
  'write the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs, comma-separated (e.g. 10.0.0.0/8,192.168.1.10)';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// A hop count, a list of addresses, false (not behind a proxy), or the problem as a message.
export function parseTrustProxy(raw: string): number | string[] | false | string {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return `true would believe every X-Forwarded-For entry, including ones the client wrote; ${TRUST_PROXY_HELP}`;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : `must be at most 10 hops; ${TRUST_PROXY_HELP}`;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  return `"${value.slice(0, 100)}" is not a hop count or a list of addresses; ${TRUST_PROXY_HELP}`;
}

// What Fastify is given. Fastify 5.12 quietly trusts nobody when handed a bare hop count (it
// cannot tell the proxy from a client that reached the server directly); the count is
// meant, and deploy.md says the instances must be reachable through the proxies only, so it
// is given as the function proxy-addr documents for hop counts: the socket's peer and the
// next hops-1 entries from the right are proxies.
export function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  APP_URL: httpUrl(['http:', 'https:']).optional(),
  DATABASE_URL: httpUrl(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(2, { error: 'must be at least 2' })
    .max(500, { error: 'must be at most 500' })
    .default(20),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  JWT_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters long' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_ENCRYPTION_KEY: z
    .string()
    .min(32, { error: 'must be at least 32 characters long' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(z.regexes.email, { error: 'must be an e-mail address' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: httpUrl(['smtp:', 'smtps:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: httpUrl(['https:', 'http:']).default('https://accounts.google.com'),
  ADMIN_MFA: z
    .enum(['required', 'optional'], { error: 'must be required or optional' })
    .default('required'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(20),
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(10),
  DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(8, { error: 'must be at least 8 (the notice goes out 7 days before)' })
    .max(3650, { error: 'must be at most 3650' })
    .default(90),
  RATE_LIMIT_BOOKINGS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(BOOKINGS_PER_HOUR),
  PUBLIC_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(3600, { error: 'must be at most 3600' })
    .default(30),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: httpUrl(['https:', 'http:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FLIGHT_STATUS_PROVIDER: z
    .enum(['aerodatabox', 'flightaware', 'none', ''], {
      error: 'must be aerodatabox, flightaware or none',
    })
    .optional(),
  AERODATABOX_API_KEY: optionalText,
  AERODATABOX_API_BASE: httpUrl(['https:', 'http:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FLIGHTAWARE_API_KEY: optionalText,
  FLIGHTAWARE_API_BASE: httpUrl(['https:', 'http:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((v) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(v), {
      error: 'must be a mailto: address or an https:// URL',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_PUSH_TEST_ORIGIN: httpUrl(['http:', 'https:'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v ?? '');
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
});

const ONE_MINUTE = 60_000;

// 30 s, 1, 2, 4, 8, 16, 32 min: eight attempts over about an hour.
export const defaultMailDelivery: MailDeliveryConfig = {
  intervalMs: 5_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
};

// An http: issuer is for a local test provider only; anything else must be https.
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export const defaultRateLimits: AppConfig['rateLimits'] = {
  // Sign-in, sign-up and password reset, per client address and route.
  auth: { max: 20, timeWindowMs: ONE_MINUTE },
  // Contact form, newsletter.
  forms: { max: 10, timeWindowMs: ONE_MINUTE },
};

// The signing key (JWT_SECRET) and the sealing key (DATA_ENCRYPTION_KEY, decision 102): each
// taken from the environment when given, otherwise generated once into DATA_DIR (jwt-secret,
// data-encryption-key) so they survive restarts. Several instances must share both
// (docs/deploy.md).
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot write ${file} (${(error as Error).message})`);
  }
}

// Writes `content` to `file` unless it exists, and returns what the file holds: two instances
// starting at once over one DATA_DIR both end up with the first one's (a link is made whole or
// not at all, and never replaces a file).
export function writeOnce(file: string, content: string): string {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}

const VAPID_KEY_BYTES = { publicKey: 65, privateKey: 32 } as const;
const isVapidKey = (value: string, kind: keyof typeof VAPID_KEY_BYTES) =>
  /^[A-Za-z0-9_-]+$/.test(value) &&
  Buffer.from(value, 'base64url').length === VAPID_KEY_BYTES[kind];

// A new P-256 key pair in the form VAPID uses: the public point (65 bytes, uncompressed) and
// the private scalar (32 bytes), URL-safe base64 without padding.
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    // A scalar with leading zero bytes comes out shorter: padded back to 32.
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
}

// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; neither: the pair kept in
// DATA_DIR/vapid-keys.json, made once by whichever instance starts first.
function vapidKeysOf(
  e: z.infer<typeof envSchema>,
  dataDir: string,
): { publicKey: string; privateKey: string } {
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    const keys = { publicKey: e.VAPID_PUBLIC_KEY ?? '', privateKey: e.VAPID_PRIVATE_KEY ?? '' };
    for (const kind of ['publicKey', 'privateKey'] as const) {
      const key = kind === 'publicKey' ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
      if (!keys[kind]) throw new ConfigError(key, 'set both VAPID keys, or neither');
      if (!isVapidKey(keys[kind], kind)) {
        throw new ConfigError(key, `must be ${VAPID_KEY_BYTES[kind]} bytes in URL-safe base64`);
      }
    }
    return keys;
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    mkdirSync(dataDir, { recursive: true });
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      text = writeOnce(file, JSON.stringify(generateVapidKeys()) + '\n');
    }
    const keys = JSON.parse(text) as { publicKey: string; privateKey: string };
    if (isVapidKey(keys.publicKey, 'publicKey') && isVapidKey(keys.privateKey, 'privateKey')) {
      return keys;
    }
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot keep ${file} (${(error as Error).message})`);
  }
  throw new ConfigError('DATA_DIR', `${file} does not hold a VAPID key pair`);
}

// STRIPE_API_BASE as the SDK's host, port and protocol options.
function stripeApi(base: string): NonNullable<StripeSettings['api']> {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

// The provider FLIGHT_STATUS_PROVIDER names, with its key and address; null when none.
function flightStatusOf(e: z.infer<typeof envSchema>): FlightStatusSettings | null {
  const provider = e.FLIGHT_STATUS_PROVIDER;
  if (provider !== 'aerodatabox' && provider !== 'flightaware') return null;
  const prefix = provider === 'aerodatabox' ? 'AERODATABOX' : 'FLIGHTAWARE';
  const apiKey = provider === 'aerodatabox' ? e.AERODATABOX_API_KEY : e.FLIGHTAWARE_API_KEY;
  const apiBase =
    (provider === 'aerodatabox' ? e.AERODATABOX_API_BASE : e.FLIGHTAWARE_API_BASE) ??
    FLIGHT_API_BASES[provider];
  if (!apiKey) {
    throw new ConfigError(`${prefix}_API_KEY`, `FLIGHT_STATUS_PROVIDER=${provider} needs its key`);
  }
  if (apiBase.startsWith('http:') && !isLoopbackHost(new URL(apiBase).hostname)) {
    throw new ConfigError(
      `${prefix}_API_BASE`,
      'must start with https:// (http:// only on loopback)',
    );
  }
  return { provider, apiKey, apiBase: apiBase.replace(/\/+$/, '') };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { webDistDir?: string | null } = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const googleParts = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  if (googleParts.filter(Boolean).length === 1) {
    throw new ConfigError(
      e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID',
      'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL',
      'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    );
  }
  if (e.GOOGLE_ISSUER.startsWith('http:') && !isLoopbackHost(new URL(e.GOOGLE_ISSUER).hostname)) {
    throw new ConfigError('GOOGLE_ISSUER', 'must start with https:// (http:// only on loopback)');
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY',
      'card payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (
    e.STRIPE_API_BASE?.startsWith('http:') &&
    !isLoopbackHost(new URL(e.STRIPE_API_BASE).hostname)
  ) {
    throw new ConfigError('STRIPE_API_BASE', 'must start with https:// (http:// only on loopback)');
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? `Landed <no-reply@${new URL(appUrl).hostname}>`;
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret'),
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ?? loadOrCreateSecret(dataDir, 'data-encryption-key'),
    adminEmail: e.ADMIN_EMAIL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: options.webDistDir ?? null,
    now: () => new Date(),
    reminderIntervalMs: 10 * 60_000,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_SECONDS * 1000,
    rateLimits: {
      auth: { max: e.RATE_LIMIT_AUTH_PER_MINUTE, timeWindowMs: ONE_MINUTE },
      forms: { max: e.RATE_LIMIT_FORMS_PER_MINUTE, timeWindowMs: ONE_MINUTE },
    },
    bookingsPerUserPerHour: e.RATE_LIMIT_BOOKINGS_PER_HOUR,
    mailDelivery: defaultMailDelivery,
    adminMfa: e.ADMIN_MFA,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_BASE ? { api: stripeApi(e.STRIPE_API_BASE) } : {}),
          }
        : null,
    flightStatus: flightStatusOf(e),
    webPush: {
      ...vapidKeysOf(e, dataDir),
      // The contact a push service writes to about this sender: the business's site when it is
      // on https, else the sender's mailbox.
      subject:
        e.VAPID_SUBJECT ?? (appUrl.startsWith('https:') ? appUrl : `mailto:${mailboxOf(mailFrom)}`),
      testOrigin: e.WEB_PUSH_TEST_ORIGIN ? new URL(e.WEB_PUSH_TEST_ORIGIN).origin : null,
    },
  };
}

// The address in a From line ('Landed <no-reply@example.com>' → 'no-reply@example.com').
function mailboxOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

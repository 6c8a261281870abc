// @both-databases: the storage layer: a database that fails, per driver
// A database that goes away is a 503 with a JSON message, never a 500, whatever form the
// driver gives the failure (issue 12, docs/decisions/044-database-outage-errors.md). Each
// case makes node-postgres (through Drizzle, as the routes use it) raise one kind of error for
// real, against a scripted PostgreSQL (support/fake-postgres.ts), a closed port, a closed pool
// or a closed PGlite; the few that cannot be made offline (name resolution, routing) are
// built as Node builds them. Each answer is read as a client reads it: status, Retry-After,
// body.
import net from 'node:net';

import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import type { Database, Db } from '#server/db/client.ts';
import { createPostgresPool, drizzleOverPool, openDatabase } from '#server/db/client.ts';
import errorHandler from '#server/plugins/app/error-handler.ts';
import { book, bookingBody, packageId } from './fixtures.ts';
import { build, onPostgres, registerUser } from './helper.ts';
import type { Failure } from './support/fake-postgres.ts';
import { startFakePostgres } from './support/fake-postgres.ts';

const cleanups: (() => Promise<unknown>)[] = [];
// Bounded: a pool that lost a client for good would otherwise wait for it forever.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.race([cleanup().catch(() => {}), new Promise((r) => setTimeout(r, 2_000))]);
  }
});

type Work = (db: Db) => Promise<unknown>;

// A server with the real error handler and one route doing `work`. The database "answers"
// when the handler probes it (as it does once the outage is over), unless told otherwise, so
// a 503 here comes from recognising the error itself.
async function answer(
  work: () => Promise<unknown>,
  { databaseAnswers = true } = {},
): Promise<LightMyRequestResponse> {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.decorate('database', {
    ping: async () => {
      if (!databaseAnswers) throw new Error('still away');
    },
  } as Database);
  app.get('/work', async () => {
    await work();
    return { ok: true };
  });
  try {
    return await app.inject({ method: 'GET', url: '/work' });
  } finally {
    await app.close();
  }
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ message: MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' });
}

function drizzleOver(url: string, options: { max?: number; connectionTimeoutMillis?: number }) {
  const pool = createPostgresPool(url, { connectionTimeoutMillis: 1_000, ...options });
  cleanups.push(() => pool.end());
  return { pool, db: drizzleOverPool(pool) };
}

async function againstFake(
  options: Parameters<typeof startFakePostgres>[0],
  work: Work,
  poolOptions: { max?: number; connectionTimeoutMillis?: number } = {},
) {
  const fake = await startFakePostgres(options);
  cleanups.push(fake.close);
  const { db } = drizzleOver(fake.url, poolOptions);
  return answer(() => work(db));
}

const oneQuery: Work = (db) => db.execute(sql`select 1`);
// BEGIN is the connection's query 0, these two are 1 and 2.
const transaction: Work = (db) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await tx.execute(sql`select 2`);
  });
const fatal = (code: string, message: string): Failure => ({ kind: 'fatal', code, message });
const on = (n: number, failure: Failure) => (query: number) => (query === n ? failure : null);
// Query n fails once; the connections after it are answered.
const once = (n: number, failure: Failure) => {
  let failed = false;
  return (query: number) => {
    if (failed || query !== n) return null;
    failed = true;
    return failure;
  };
};
const SHUTDOWN = 'terminating connection due to administrator command';

describe('the database goes away: node-postgres errors, through Drizzle', () => {
  it.each([
    ['a query is cut by a fast shutdown (57P01)', { onQuery: on(0, fatal('57P01', SHUTDOWN)) }],
    ['a query is cut by a crash (57P02)', { onQuery: on(0, fatal('57P02', 'crash')) }],
    [
      'an idle session is ended by the server (57P05)',
      { onQuery: on(0, fatal('57P05', 'idle-session timeout')) },
    ],
    ['a connection exception (class 08)', { onQuery: on(0, fatal('08006', 'connection failure')) }],
    [
      'the connection ends mid-query (Connection terminated unexpectedly)',
      { onQuery: on(0, { kind: 'close' }) },
    ],
    ['the connection is reset mid-query (ECONNRESET)', { onQuery: on(0, { kind: 'reset' }) }],
    [
      'the server is shutting down or starting up (57P03 at connect)',
      { startup: { code: '57P03', message: 'the database system is shutting down' } },
    ],
    [
      'the server has no connection left (53300 at connect)',
      { startup: { code: '53300', message: 'sorry, too many clients already' } },
    ],
    [
      'a protocol violation at connect (08P01)',
      { startup: { code: '08P01', message: 'invalid startup packet layout' } },
    ],
    [
      'the server accepts but never answers (Connection terminated due to connection timeout)',
      { startup: 'silent' as const },
    ],
  ])('%s: 503', async (_name, options) => {
    expectUnavailable(await againstFake(options, oneQuery, { connectionTimeoutMillis: 300 }));
  });

  // Drizzle's ROLLBACK after the failure fails as well, and its error is the one thrown. The
  // pool has one connection: the next request going through shows it was given back.
  it.each([
    ['a query inside it is cut by a fast shutdown (57P01)', 1, fatal('57P01', SHUTDOWN)],
    [
      'the server shuts down between two of its queries (the client is then not queryable)',
      1,
      { kind: 'fatal-after', code: '57P01', message: SHUTDOWN } as const,
    ],
    ['the connection ends during it', 1, { kind: 'close' } as const],
    ['the connection is reset during it', 1, { kind: 'reset' } as const],
    ['COMMIT is cut by a fast shutdown', 3, fatal('57P01', SHUTDOWN)],
    ['BEGIN is cut by a fast shutdown', 0, fatal('57P01', SHUTDOWN)],
  ])('in a transaction, %s: 503, and the next request goes through', async (_name, n, failure) => {
    const fake = await startFakePostgres({ onQuery: once(n, failure) });
    cleanups.push(fake.close);
    const { db } = drizzleOver(fake.url, { max: 1, connectionTimeoutMillis: 300 });
    expectUnavailable(await answer(() => transaction(db)));
    expect((await answer(() => transaction(db))).statusCode).toBe(200);
  });

  it('every connection of the pool is busy past the connection timeout: 503', async () => {
    const fake = await startFakePostgres({});
    cleanups.push(fake.close);
    const { pool, db } = drizzleOver(fake.url, { max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    cleanups.push(async () => held.release());
    expectUnavailable(await answer(() => oneQuery(db)));
  });

  it('nothing listens on the port (ECONNREFUSED): 503', async () => {
    const port = await closedPort();
    const { db } = drizzleOver(`postgres://x@127.0.0.1:${port}/x`, {});
    expectUnavailable(await answer(() => oneQuery(db)));
    expectUnavailable(await answer(() => transaction(db)));
  });

  it("the server's Unix socket is gone (ENOENT on connect): 503", async () => {
    const { db } = drizzleOver('postgres://x@/x?host=/nonexistent-landed-socket-dir', {});
    expectUnavailable(await answer(() => oneQuery(db)));
  });

  it('the pool has been ended (the server is stopping): 503', async () => {
    const fake = await startFakePostgres({});
    cleanups.push(fake.close);
    const pool = createPostgresPool(fake.url);
    await pool.end();
    const db = drizzle({ client: pool }) as unknown as Db;
    expectUnavailable(await answer(() => oneQuery(db)));
    expectUnavailable(await answer(() => transaction(db)));
  });

  it('a checked-out client has been closed: 503', async () => {
    const fake = await startFakePostgres({});
    cleanups.push(fake.close);
    const client = new pg.Client({ connectionString: fake.url });
    await client.connect();
    await client.end();
    const db = drizzle({ client }) as unknown as Db;
    expectUnavailable(await answer(() => oneQuery(db)));
  });
});

describe('the database goes away: other forms', () => {
  // Starting PGlite (compiling its WebAssembly) takes seconds, many on a busy machine.
  it('the embedded database has been closed (PGlite): 503', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.close();
    expectUnavailable(await answer(() => oneQuery(database.db)));
  });

  // Name resolution and routing cannot fail on cue offline: the errors as Node raises them,
  // wrapped as Drizzle wraps a failed query.
  const system = (code: string, syscall: string, text: string) =>
    Object.assign(new Error(`${syscall} ${code} ${text}`), { code, errno: -1, syscall });
  const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);
  it.each([
    [
      'the host name does not resolve (ENOTFOUND)',
      system('ENOTFOUND', 'getaddrinfo', 'db.example'),
    ],
    ['name resolution fails for now (EAI_AGAIN)', system('EAI_AGAIN', 'getaddrinfo', 'db.example')],
    ['the connection times out (ETIMEDOUT)', system('ETIMEDOUT', 'connect', '10.0.0.1:5432')],
    ['the host is unreachable (EHOSTUNREACH)', system('EHOSTUNREACH', 'connect', '10.0.0.1:5432')],
    ['the network is unreachable (ENETUNREACH)', system('ENETUNREACH', 'connect', '10.0.0.1:5432')],
    ['a write to a closed socket (EPIPE)', system('EPIPE', 'write', '')],
    ['a socket connect refused for permissions (EACCES)', system('EACCES', 'connect', '/run/pg')],
    [
      'every address of a host refuses (AggregateError)',
      Object.assign(
        new AggregateError([system('ECONNREFUSED', 'connect', '::1:5432')], 'connect failed'),
        { code: 'ECONNREFUSED' },
      ),
    ],
  ])('%s: 503', async (_name, error) => {
    expectUnavailable(
      await answer(async () => {
        throw wrapped(error);
      }),
    );
  });

  it('an error not recognised, while the database cannot be reached: 503', async () => {
    expectUnavailable(
      await answer(
        async () => {
          throw new Error('a driver message never seen before');
        },
        { databaseAnswers: false },
      ),
    );
  });
});

// The whole server on a real PostgreSQL: a booking waits on a lock inside its transaction when
// the server ends every connection (as `pg_ctl stop -m fast` does). Its query fails with 57P01
// and Drizzle's ROLLBACK on the dead connection with "Connection terminated unexpectedly".
const real = onPostgres ? await build() : null;
describe.runIf(real)('the whole server on PostgreSQL', () => {
  it('a booking cut off mid-transaction is a 503, and the next one is booked', async () => {
    const app = real!;
    const { token } = await registerUser(app);
    const body = bookingBody({ packageId: await packageId(app, 'Standard') });
    const url = (app.config.database as { url: string }).url;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('begin; lock table bookings in access exclusive mode');
    const cutOff = book(app, token, body);
    await expect
      .poll(async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0].n;
      })
      .toBeGreaterThan(0);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expectUnavailable(await cutOff);
    await admin.query('rollback');
    expect((await book(app, token, body)).statusCode).toBe(201);
  });
});

describe('failures that are not an outage keep their answers', () => {
  const pgError = (code: string, text: string) =>
    new DrizzleQueryError('insert …', [], Object.assign(new Error(text), { code }));
  it.each([
    ['a bug, with the database answering', 500, new Error('Cannot read properties of undefined')],
    ['a syntax error (42601)', 500, pgError('42601', 'syntax error at or near "x"')],
    ['a message that only quotes a connection error', 500, new Error('Connection terminated: no')],
    [
      'a file that is not there (ENOENT, not a connection)',
      500,
      Object.assign(new Error('ENOENT: open'), { code: 'ENOENT', syscall: 'open' }),
    ],
    ['a unique violation (23505)', 409, pgError('23505', 'duplicate key')],
    ['a data exception (22P02)', 400, pgError('22P02', 'invalid input syntax')],
  ])('%s: %i', async (_name, status, error) => {
    const response = await answer(async () => {
      throw error;
    });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect(response.body).not.toContain(error.message);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

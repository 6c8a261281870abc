// One schema, one dialect, two drivers: embedded PGlite by default, PostgreSQL with
// DATABASE_URL. Migrations are applied in-process (docs/decisions/005-migrations-in-process.md).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import type { DatabaseConfig } from '#server/config.ts';
import { ConfigError } from '#server/config.ts';
import type { Listen } from './listener.ts';
import { postgresListener } from './listener.ts';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
// Repositories accept either, so a caller can group several writes in one transaction.
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  // Runs `work` while holding a database-wide lock, so only one instance migrates and seeds.
  withMigrationLock: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  migrate: (db: Db) => Promise<void>;
  ping: () => Promise<void>;
  // Calls `onPayload` with each NOTIFY on `channel`, from any instance; resolves to a stop.
  listen: Listen;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary, fixed: the advisory lock key for migrations and seeding.
const MIGRATION_LOCK_KEY = 7_420_301;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 20)
    : openPglite(config.dataDir, config.template);
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let client: PGlite;
  try {
    // PGlite creates only the last folder of the path.
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // A template fills an empty folder only: a database already there is opened as it is.
    const empty = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(template && empty ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    throw new ConfigError(
      'DATA_DIR',
      `cannot open the embedded database at ${dataDir} (${(error as Error).message})`,
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing else can migrate concurrently.
    withMigrationLock: (work) => work(db),
    migrate: (target) => migratePglite(target as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

// The pool the server uses, with what keeps a lost connection from crashing the process.
export function createPostgresPool(
  url: string,
  {
    max = 20,
    connectionTimeoutMillis = 5_000,
  }: { max?: number; connectionTimeoutMillis?: number } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Fail fast instead of hanging when the database is down (answered as 503).
    connectionTimeoutMillis,
    idleTimeoutMillis: 30_000,
  });
  // A connection lost while idle (the pool's 'error') or while checked out between two
  // queries of a transaction (the client's own 'error', which nobody else listens to) must not
  // crash the process: the next query on it fails, the request gets 503, and the pool drops
  // the broken client when it is released (bench/faults.js stops PostgreSQL mid-load).
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

// Drizzle over the pool, with transactions that always give their connection back. Drizzle
// 0.45's own (node-postgres session.transaction) takes a client from the pool and sends BEGIN
// before its try/finally: when BEGIN fails (the connection died while idle in the pool, as
// when PostgreSQL stops), that client is never released and the pool is one connection short
// for good; after `max` of them every request waits out the connection timeout. Here the
// client is taken and released around Drizzle's transaction on that one client, and a
// connection that failed is handed back with the error, so the pool drops it.
export function drizzleOverPool(pool: pg.Pool): Db {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // One Drizzle instance per pooled client, built on first use (building one walks the schema).
  const perClient = new WeakMap<pg.PoolClient, Db>();
  const overClient = (client: pg.PoolClient): Db => {
    let bound = perClient.get(client);
    if (!bound) {
      bound = drizzlePg({ client, schema }) as unknown as Db;
      perClient.set(client, bound);
    }
    return bound;
  };
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      return await overClient(client).transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  return db;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = createPostgresPool(url, { max: poolSize });
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = (error as Error).message || (error as { code?: string }).code || 'unknown error';
    throw new ConfigError('DATABASE_URL', `cannot connect to the database (${reason})`);
  }
  const db = drizzleOverPool(pool);
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    withMigrationLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    migrate: (target) => migratePg(target as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

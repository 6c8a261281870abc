// One schema, one dialect, two drivers: embedded PGlite by default, PostgreSQL with
// DATABASE_URL. Migrations are applied in-process (docs/decisions/005-migrations-in-process.md).
import { mkdirSync } from 'node:fs';
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

import type { DatabaseConfig } from '../config.ts';
import { ConfigError } from '../config.ts';
import * as schema from './schema.ts';

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
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary, fixed: the advisory lock key for migrations and seeding.
const MIGRATION_LOCK_KEY = 7_420_301;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize ?? 20)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let client: PGlite;
  try {
    // PGlite creates only the last folder of the path.
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast instead of hanging when the database is down (answered as 503).
    connectionTimeoutMillis: 5_000,
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
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = (error as Error).message || (error as { code?: string }).code || 'unknown error';
    throw new ConfigError('DATABASE_URL', `cannot connect to the database (${reason})`);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
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
    close: () => pool.end(),
  };
}

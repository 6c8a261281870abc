// Once per server test run on PGlite: a database with every migration applied and the
// built-in data loaded, dumped to a
// file that each test file's databases start from (helper.ts). Creating a PGlite database from
// nothing runs initdb and then the migrations, several seconds of a busy two-core machine for
// each of a hundred-odd databases; loading the dump is a fraction of that. On PostgreSQL, a
// template database (below).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

import type { Db } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed/index.ts';

export const TEMPLATE_ENV = 'LANDED_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'LANDED_TEST_PG_TEMPLATE';

// On PostgreSQL, the same idea with the server's own templates: one database migrated and
// seeded once, which each test file's `create database … template …` copies in a fraction of
// a second (migrating one took about three seconds, a few hundred times a run).
async function postgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  const name = `landed_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  await seedDatabase(db as unknown as Db);
  // No session may stay on a template while it is copied.
  await pool.end();
  await admin.end();
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
}

export default async function setup(): Promise<(() => void | Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return postgresTemplate(process.env.TEST_DATABASE_URL);
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  // The built-in data too: start-up finds it there and only checks it, as on a restart.
  await seedDatabase(db as unknown as Db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'landed-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Inherited by the test workers, which start after this.
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

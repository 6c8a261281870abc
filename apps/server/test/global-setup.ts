// Once per server test run on PGlite: a database with every migration applied and the
// built-in data loaded, dumped to a
// file that each test file's databases start from (helper.ts). Creating a PGlite database from
// nothing runs initdb and then the migrations, several seconds of a busy two-core machine for
// each of a hundred-odd databases; loading the dump is a fraction of that. On PostgreSQL each
// test file still gets a fresh database and migrates it itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import type { Db } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed/index.ts';

export const TEMPLATE_ENV = 'LANDED_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
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

// @both-databases: backup and restore differ by database (PGlite dump, pg_dump)
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { GOOD_PASSWORD, createTestDatabase, onPostgres, testConfig } from './helper.ts';

const script = fileURLToPath(new URL('../src/db/backup.ts', import.meta.url));

// Runs db:backup / db:restore as an operator would, against this test's database.
function tool(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', JWT_SECRET: 'x'.repeat(40), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run db:backup / db:restore', () => {
  it(`brings back exactly what was backed up (${onPostgres ? 'PostgreSQL, pg_dump' : 'embedded PGlite'})`, async () => {
    const database = await createTestDatabase({ shared: true });
    const env: Record<string, string> =
      database.config.kind === 'postgres'
        ? { DATABASE_URL: database.config.url }
        : { DATA_DIR: path.dirname(database.config.dataDir!) };
    const config = testConfig({ database: database.config });
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'landed-backup-')), 'backup.bin');
    const register = (app: Awaited<ReturnType<typeof buildApp>>, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Kept', email, password: GOOD_PASSWORD },
      });
    const login = (app: Awaited<ReturnType<typeof buildApp>>, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: GOOD_PASSWORD },
      });

    try {
      let app = await buildApp(config);
      expect((await register(app, 'before@example.com')).statusCode).toBe(201);
      await app.close();

      const backup = tool(['backup', file], env);
      expect(backup.status, backup.stderr).toBe(0);

      app = await buildApp(config);
      expect((await register(app, 'after@example.com')).statusCode).toBe(201);
      await app.close();

      const restore = tool(['restore', file], env);
      expect(restore.status, restore.stderr).toBe(0);

      app = await buildApp(config);
      try {
        expect((await login(app, 'before@example.com')).statusCode).toBe(200);
        expect((await login(app, 'after@example.com')).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
    // Three app starts and two child processes on an on-disk PGlite: about 30 s on a busy
    // two-core machine, so the 30 s default timed out under the full suite, and 120 s did on
    // a machine running two suites at once.
  }, 240_000);
});

// npm run db:backup [file]   and   npm run db:restore <file>
// PostgreSQL (DATABASE_URL): pg_dump / pg_restore in the custom format, credentials passed
// through the environment (never on the command line, where `ps` would show them).
// Embedded PGlite (DATA_DIR): a gzipped copy of the data folder; stop the server first, since
// two processes must never open one PGlite folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { ConfigError, loadConfig } from '#server/config.ts';
import { exitWithError } from '#server/db/exit-with-error.ts';

function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
}

function run({ command, args, env }: { command: string; args: string[]; env: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error)
    throw new Error(
      `${command} could not start (${result.error.message}); install the PostgreSQL client tools.`,
    );
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}.`);
}

const stamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

async function main() {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') {
    console.error('Usage: db:backup [file] | db:restore <file>');
    process.exit(2);
  }
  const config = loadConfig();
  const { database } = config;

  if (command === 'backup') {
    const file = path.resolve(
      fileArg ??
        path.join(
          'backups',
          `landed-${stamp()}.${database.kind === 'postgres' ? 'dump' : 'tar.gz'}`,
        ),
    );
    mkdirSync(path.dirname(file), { recursive: true });
    if (database.kind === 'postgres') {
      run({
        command: 'pg_dump',
        args: ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
        env: pgEnvironment(database.url),
      });
    } else {
      if (!database.dataDir || !existsSync(database.dataDir))
        throw new ConfigError('DATA_DIR', `no embedded database at ${database.dataDir}`);
      const pg = await PGlite.create(database.dataDir);
      const dump = await pg.dumpDataDir('gzip');
      await pg.close();
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    }
    console.error(`Backup written to ${file}`);
    return;
  }

  if (!fileArg || !existsSync(fileArg)) {
    console.error('db:restore needs the backup file to restore.');
    process.exit(2);
  }
  const file = path.resolve(fileArg);
  if (database.kind === 'postgres') {
    // --clean --if-exists: the database ends up exactly as backed up, in one transaction.
    run({
      command: 'pg_restore',
      args: [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${pgEnvironment(database.url).PGDATABASE}`,
        file,
      ],
      env: pgEnvironment(database.url),
    });
  } else {
    const dir = database.dataDir!;
    if (existsSync(dir)) {
      const aside = `${dir}.before-restore-${stamp()}`;
      renameSync(dir, aside);
      console.error(`The current embedded database was moved to ${aside}`);
    }
    mkdirSync(dir, { recursive: true });
    const pg = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
    await pg.close();
  }
  console.error(`Restored from ${file}`);
}

try {
  await main();
} catch (error) {
  exitWithError(error);
}

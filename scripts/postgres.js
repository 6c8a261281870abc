// A throwaway PostgreSQL server on a loopback port, for the test suite. Used by `npm test`
// (when PostgreSQL is installed) and by `.ci/run` (which installs it when missing).
//   node scripts/postgres.js start  → prints `url=...` and `dir=...`
//   node scripts/postgres.js stop <dir>
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from './lib.js';

function findBinDir() {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) {
    // Debian puts symlinks on PATH; pg_ctl and postgres sit beside the real initdb.
    try {
      return path.dirname(execFileSync('readlink', ['-f', fromPath], { encoding: 'utf8' }).trim());
    } catch {
      return path.dirname(fromPath);
    }
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const dir = path.join(base, v, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

export function postgresAvailable() {
  return findBinDir() !== null;
}

export function installPostgres() {
  if (process.getuid?.() !== 0) return false;
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return install.status === 0 && postgresAvailable();
}

// PostgreSQL refuses to run as root: as root, run its programs as the `postgres` user.
function asPostgresUser(binary, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  return spawnSync(cmd, fullArgs, { encoding: 'utf8' });
}

export async function startPostgres() {
  const bin = findBinDir();
  if (!bin) throw new Error('PostgreSQL (initdb) is not installed.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'landed-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const init = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  runServer(bin, dir, port);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
}

function runServer(bin, dir, port) {
  // Durability is pointless for throwaway test data; speed is not.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = asPostgresUser(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
}

// For the fault tests: the database goes away (as in a failover or a restart) and comes back
// on the same address with the same data.
export function pausePostgres(server) {
  const stop = asPostgresUser(path.join(findBinDir(), 'pg_ctl'), [
    '-D',
    path.join(server.dir, 'data'),
    '-m',
    'fast',
    '-w',
    'stop',
  ]);
  if (stop.status !== 0) throw new Error(`pg_ctl stop failed: ${stop.stderr || stop.stdout}`);
}

export function resumePostgres(server) {
  runServer(findBinDir(), server.dir, Number(new URL(server.url).port));
}

export function stopPostgres(dir) {
  const bin = findBinDir();
  if (bin && existsSync(path.join(dir, 'data'))) {
    asPostgresUser(path.join(bin, 'pg_ctl'), [
      '-D',
      path.join(dir, 'data'),
      '-m',
      'immediate',
      '-w',
      'stop',
    ]);
  }
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    if (!postgresAvailable() && !installPostgres()) {
      console.error(
        'PostgreSQL is not installed and could not be installed (apt-get install postgresql).',
      );
      process.exit(1);
    }
    try {
      const server = await startPostgres();
      console.log(`url=${server.url}`);
      console.log(`dir=${server.dir}`);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  } else if (command === 'stop' && dir) {
    stopPostgres(dir);
  } else {
    console.error('Usage: node scripts/postgres.js start | stop <dir>');
    process.exit(2);
  }
}

// Starts the real server (the production entry, Node 24) as a child process on a free
// loopback port, over a throwaway PGlite folder or a given PostgreSQL, for benchmarks and
// load tests. The caller's process stays free to generate load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, serverArgs } from '../scripts/lib.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const node24 = path.join(root, 'node_modules', '.bin', 'node');

// One free-port helper for the scripts and the benches.
export { freePort };

async function waitHealthy(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy in time');
}

export async function startServer({
  databaseUrl = null,
  dataDir = null,
  env = {},
  nodeArgs = [],
} = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = dataDir ? null : mkdtempSync(path.join(os.tmpdir(), 'landed-bench-'));
  const child = spawn(
    node24,
    serverArgs([
      // BENCH_NODE_ARGS: for a look inside, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...nodeArgs,
    ]),
    {
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir ?? ownDir,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
        RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
        // The load workers book far more than a student would (docs/decisions/053).
        RATE_LIMIT_BOOKINGS_PER_HOUR: '1000000',
        // The harnesses sign the administrator in with a password (docs/decisions/054).
        ADMIN_MFA: 'optional',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
    },
  );
  await waitHealthy(url, child);
  return {
    url,
    child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

export async function api(url, pathname, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

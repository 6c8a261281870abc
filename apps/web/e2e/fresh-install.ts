// An app server of a spec's own over an empty data folder: a fresh install, as its owner first
// starts it (docs/decisions/079). Its settings are the spec's to change; the shared server's are
// every spec's.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type FreshInstall = { baseURL: string; stop: () => Promise<void> };

// Starts the server on `port` with `owner` as its Super Admin, and waits until it answers.
export async function startFreshInstall({
  port,
  owner,
  env = {},
}: {
  port: number;
  owner: { email: string; password: string };
  env?: Record<string, string>;
}): Promise<FreshInstall> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'landed-e2e-fresh-'));
  const server: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'node'),
    [path.join(root, 'apps', 'server', 'src', 'server.ts')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: `e2e-fresh-install-secret-that-is-long-enough-${port}`,
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        ADMIN_MFA: 'optional',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        RATE_LIMIT_FORMS_PER_MINUTE: '10000',
        ...env,
      },
    },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 110_000, intervals: [250] },
    )
    .toBe(200);
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

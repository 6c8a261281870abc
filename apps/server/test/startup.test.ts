import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [server], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'landed-start-')),
      ...env,
    },
    encoding: 'utf8',
    // Importing the whole server in a new process: seconds alone, far more on a busy machine.
    timeout: 90_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('start-up with a bad configuration', () => {
  it('stops with one line naming the key', { timeout: 300_000 }, () => {
    const port = start({ PORT: 'eighty' });
    expect(port.status).toBe(1);
    expect(port.stderr).toBe('Configuration error: PORT: must be a number');

    const database = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/landed' });
    expect(database.status).toBe(1);
    expect(database.stderr.split('\n')).toHaveLength(1);
    expect(database.stderr).toMatch(
      /^Configuration error: DATABASE_URL: cannot connect to the database/,
    );
  });
});

import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { bothDatabasesFiles } from '../../scripts/server-test-databases.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// Server tests: each file builds its own app over its own database (PGlite in memory, or a
// fresh database on the PostgreSQL server given by TEST_DATABASE_URL).
// SERVER_TESTS=both-databases: only the files marked `// @both-databases` (npm test's PGlite
// pass when PostgreSQL runs them all; docs/decisions/107).
export default defineConfig({
  root,
  test: {
    include:
      process.env.SERVER_TESTS === 'both-databases'
        ? bothDatabasesFiles(root)
        : ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Fails a test that gives a query to a database client still running one.
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs file after file without re-importing the server (three quarters of a
    // file's time was importing it). Every file builds its own app over its own database and
    // closes it, so nothing of one file's state reaches the next.
    isolate: false,
    // Many tests start an app inside the test (seconds alone, far more on a busy two-core
    // machine); the timeouts are there to catch a hang, not to time anything.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Through Vitest's own loader, so that the plugins it imports (app.ts) are the same modules
    // as the tests' (one HttpError class, one schema), not a second copy loaded by Node.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});

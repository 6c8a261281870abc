import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// Server tests: each file builds its own app over its own database (PGlite in memory, or a
// fresh database on the PostgreSQL server given by TEST_DATABASE_URL).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

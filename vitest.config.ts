import { defineConfig } from 'vitest/config';

// Unit tests: the shared schemas and the web app's components. The server has its own config
// (apps/server/vitest.config.ts), run once on PGlite and once on PostgreSQL.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web'],
  },
});

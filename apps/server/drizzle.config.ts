import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied in-process at start-up and in
// tests (docs/decisions/005-migrations-in-process.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});

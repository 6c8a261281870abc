import react from '@vitejs/plugin-react';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

import { catalogues } from './catalogues-plugin.ts';

export default defineConfig({
  plugins: [catalogues(path.join(import.meta.dirname, 'src', 'locales')), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker, each file still in its own context (decision 136): making a jsdom
    // per file was 40 % of the stage's time, and the stage took 7 minutes of CI's 34.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Typing with user-event takes a few hundred milliseconds alone and several seconds on a
    // loaded machine (the 5 s default failed three form tests so): time enough for both.
    testTimeout: 20_000,
  },
});

import { describe, expect, it } from 'vitest';

import { configureZod } from './zod-config.ts';

describe('configureZod', () => {
  it("turns on zod's jitless mode through the global zod reads", async () => {
    configureZod();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});

// Before every server test file. node-postgres runs a query handed to a client that is still
// running one by queueing it, and warns (once per process) that pg 9 will refuse it: reads of a
// transaction issued together, where db/gather.ts runs them one after another. A test during
// which that happens fails, so the next such read is found where it is written.
import { afterEach, expect } from 'vitest';

const BUSY_CLIENT = 'client is already executing a query';
const state = globalThis as typeof globalThis & { busyClientWarnings?: string[] };

if (!state.busyClientWarnings) {
  const seen: string[] = [];
  state.busyClientWarnings = seen;
  process.on('warning', (warning) => {
    if (warning.message.includes(BUSY_CLIENT)) seen.push(warning.message);
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick after the query.
  await new Promise((resolve) => setImmediate(resolve));
  const found = state.busyClientWarnings!.splice(0);
  expect(found, 'a query was given to a client still running one').toEqual([]);
});

// Behind a proxy, the address used for rate limits and the audit log is the one the proxy
// wrote, never one the client wrote itself (docs/decisions/008).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { auditLogs } from '#server/db/schema.ts';
import { loadConfig } from '#server/config.ts';
import { GOOD_PASSWORD, build, uniqueEmail } from '#test/helper.ts';

const trustProxyFrom = (value: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'landed-proxy-')),
    TRUST_PROXY: value,
  }).trustProxy;

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

const app = await build({
  trustProxy: trustProxyFrom('1'),
  rateLimits: { auth: { max: 3, timeWindowMs: 60_000 }, forms: { max: 3, timeWindowMs: 60_000 } },
});

// A sign-in through one proxy, which appends the address it saw to whatever the client sent.
const signInVia = (spoofed: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
    payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
  });

describe('TRUST_PROXY=1 behind one proxy', () => {
  it('ignores the entries the client wrote: the sign-in limit still trips', async () => {
    for (let i = 0; i < 3; i++) expect((await signInVia(`198.51.100.${i}`)).statusCode).toBe(401);
    const limited = await signInVia('198.51.100.99');
    expect(limited.statusCode).toBe(429);

    // The audit log names the address the proxy saw, not one the client chose.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await app.db.select().from(auditLogs);
    const hit = rows.find((r) => r.action === 'security.rate_limited');
    expect(hit?.ip).toBe(CLIENT);
    expect(rows.some((r) => r.ip.startsWith('198.51.100.'))).toBe(false);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  it('believes only entries a listed proxy wrote', async () => {
    const listed = await build({ trustProxy: trustProxyFrom('10.0.0.0/8') });
    // The address the failed sign-in's audit entry carries.
    const ipOf = async (remoteAddress: string, forwarded: string) => {
      const email = uniqueEmail();
      await listed.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
        payload: { email, password: GOOD_PASSWORD },
      });
      const rows = await listed.db.select().from(auditLogs);
      return rows.find((r) => r.actorEmail === email)?.ip;
    };
    // Through the proxy: the address it appended, not the client's own entry.
    expect(await ipOf(PROXY, `198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
    // Straight to the instance: the header is the client's own and is ignored.
    expect(await ipOf('198.51.100.5', '10.0.0.9, 1.2.3.4')).toBe('198.51.100.5');
  });
});

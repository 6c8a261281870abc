import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { auditLogs } from '#server/db/schema.ts';
import { GOOD_PASSWORD, bearer, build, uniqueEmail } from '#test/helper.ts';

const app = await build({
  rateLimits: { auth: { max: 3, timeWindowMs: 60_000 }, forms: { max: 3, timeWindowMs: 60_000 } },
});

describe('rate limits on the auth routes', () => {
  it('answers 429 with a JSON message past the limit, per route, and logs it once', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    await attempt();

    // The register route has its own budget.
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(register.statusCode).toBe(201);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await app.db.select().from(auditLogs);
    expect(rows.filter((r) => r.action === 'security.rate_limited')).toHaveLength(1);
  });

  it('limits the staff invitation link route the same way (docs/decisions/075)', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'B', email: uniqueEmail('invitee'), password: GOOD_PASSWORD },
    });
    const session = registered.json().token as string;
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/invitations/accept',
        headers: bearer(session),
        payload: { token: 'x'.repeat(43) },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

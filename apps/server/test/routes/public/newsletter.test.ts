import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { NEWSLETTER_MESSAGES } from '@landed/shared/schemas/newsletter';

import { newsletterSubscribers } from '#server/db/schema.ts';
import { build, uniqueEmail } from '#test/helper.ts';

const app = await build({
  rateLimits: {
    auth: { max: 1000, timeWindowMs: 60_000 },
    forms: { max: 3, timeWindowMs: 60_000 },
  },
});

const subscribe = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/public/newsletter', payload, remoteAddress: ip });

describe('POST /api/public/newsletter', () => {
  it('stores the address once and answers the same for a repeat', async () => {
    const email = uniqueEmail('reader');
    const first = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const again = await subscribe({ email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await app.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual([email]);
    expect((await app.newsletterRepository.listAll()).map((r) => r.email)).toEqual([email]);
  });

  it('refuses a malformed address or extra fields', async () => {
    const bad = await subscribe({ email: 'not-an-email' }, '10.0.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`email: ${MESSAGES.invalidEmail}`);
    const extra = await subscribe({ email: uniqueEmail(), admin: true }, '10.0.0.2');
    expect(extra.statusCode).toBe(400);
  });

  it('is rate limited per client address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await subscribe({ email: uniqueEmail() }, '10.0.0.3')).statusCode).toBe(200);
    }
    const limited = await subscribe({ email: uniqueEmail() }, '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect((await subscribe({ email: uniqueEmail() }, '10.0.0.4')).statusCode).toBe(200);
  });
});

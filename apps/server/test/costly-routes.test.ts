// Issue 24: the signed-in routes that make a file or run a heavy query (an invoice PDF is about
// 80 ms of processor time) had no limit, so one account could keep an instance busy. Each is
// now limited per account (docs/decisions/077): past the limit 429 with the house message and
// Retry-After, and another account is counted apart. The data export's limit is tested with
// it (test/routes/privacy/data-export.test.ts).
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { COSTLY_ROUTE_LIMITS } from '#server/plugins/external/rate-limit.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

type Who = 'student' | 'admin';
const ROUTES: { url: string; max: number; who: Who }[] = [
  {
    url: `/api/booking/${randomUUID()}/invoice`,
    max: COSTLY_ROUTE_LIMITS.invoicePdf.max,
    who: 'student',
  },
  {
    url: `/api/admin/bookings/${randomUUID()}/invoice`,
    max: COSTLY_ROUTE_LIMITS.invoicePdf.max,
    who: 'admin',
  },
  {
    url: `/api/booking/${randomUUID()}/pass`,
    max: COSTLY_ROUTE_LIMITS.arrivalPass.max,
    who: 'student',
  },
  {
    url: `/api/booking/${randomUUID()}/calendar.ics`,
    max: COSTLY_ROUTE_LIMITS.bookingCalendar.max,
    who: 'student',
  },
  { url: '/api/admin/arrivals/export', max: COSTLY_ROUTE_LIMITS.csvExport.max, who: 'admin' },
  { url: '/api/admin/newsletter/export', max: COSTLY_ROUTE_LIMITS.csvExport.max, who: 'admin' },
  { url: '/api/admin/users/export', max: COSTLY_ROUTE_LIMITS.csvExport.max, who: 'admin' },
  { url: '/api/admin/stats', max: COSTLY_ROUTE_LIMITS.stats.max, who: 'admin' },
];

const accountOf = async (who: Who) =>
  who === 'admin' ? (await adminToken(app, 'Super Admin')).token : (await registerUser(app)).token;

describe('costly signed-in routes', () => {
  for (const { url, max, who } of ROUTES) {
    it(`GET ${url.replace(/[0-9a-f-]{36}/, '{id}')}: ${max} per account, then 429`, async () => {
      const [first, second] = [await accountOf(who), await accountOf(who)];
      const get = (token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
      for (let n = 0; n < max; n += 1) expect((await get(first)).statusCode).not.toBe(429);
      const limited = await get(first);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another account is counted apart.
      expect((await get(second)).statusCode).not.toBe(429);
    });
  }
});

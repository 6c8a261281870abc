// Per-address rate limits (@fastify/rate-limit), off by default: a route opts in with
// `config.rateLimit` (sign-in, sign-up, forms). Hits past a limit are logged as security events.
import type { RateLimitOptions } from '@fastify/rate-limit';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '@landed/shared/constants';

import type { RateLimitConfig } from '#server/config.ts';
import { tooManyRequests } from '#server/lib/http-errors.ts';

const MINUTE_MS = 60_000;

// The signed-in routes that make a file or run a heavy query, each a few tens of milliseconds
// of this instance's processor (an invoice PDF about 80): how many one account may ask for
// (docs/decisions/077). Far above what a person clicks, low enough that one account cannot
// keep an instance busy. The data export, the heaviest (every row, every file), a few an hour.
export const COSTLY_ROUTE_LIMITS = {
  invoicePdf: { max: 60, timeWindowMs: MINUTE_MS },
  arrivalPass: { max: 60, timeWindowMs: MINUTE_MS },
  bookingCalendar: { max: 30, timeWindowMs: MINUTE_MS },
  csvExport: { max: 10, timeWindowMs: MINUTE_MS },
  stats: { max: 60, timeWindowMs: MINUTE_MS },
  dataExport: { max: 5, timeWindowMs: 60 * MINUTE_MS },
  // A card checkout calls the provider's API (docs/decisions/089).
  cardCheckout: { max: 10, timeWindowMs: MINUTE_MS },
  // The GST report reads a quarter's invoices and adjustment notes (docs/decisions/090).
  gstReport: { max: 30, timeWindowMs: MINUTE_MS },
  // A bank statement imported (up to 5 MB parsed and matched in one transaction), or its exact
  // matches verified (an invoice PDF each): an owner does either a few times a day.
  statementImport: { max: 20, timeWindowMs: MINUTE_MS },
} as const;

// A route's limit counted per signed-in account rather than per address (an account can use
// many addresses, and many people share one). Per instance, like every limit of this plugin:
// what it protects is the instance's processor (docs/decisions/077). For routes behind a
// sign-in hook, which runs first; a request without a user is refused before it counts.
export function perAccount({
  max,
  timeWindowMs,
}: {
  max: number;
  timeWindowMs: number;
}): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => request.user?.id ?? request.ip,
  };
}

// A limit of the configuration (`app.config.rateLimits.auth`, `.forms`), per client address.
export function perAddress({ max, timeWindowMs }: RateLimitConfig): RateLimitOptions {
  return { max, timeWindow: timeWindowMs };
}

export default fp(
  async function rateLimit(app: FastifyInstance) {
    // Per route (sign-in, sign-up, forms), per client address; per instance (docs/deploy.md).
    const loggedHits = new Map<string, number>();
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyRequests, 'RATE_LIMITED'),
      onExceeded: (request, key) => {
        // One audit row per client and route per minute, however hard it hammers.
        const mark = `${key}:${request.routeOptions.url}`;
        const now = Date.now();
        if ((loggedHits.get(mark) ?? 0) > now) return;
        loggedHits.set(mark, now + 60_000);
        if (loggedHits.size > 10_000) loggedHits.clear();
        void app.recordSecurityEvent(request, {
          action: 'security.rate_limited',
          details: { route: request.routeOptions.url, method: request.method },
        });
      },
    });
  },
  { name: 'rate-limit' },
);

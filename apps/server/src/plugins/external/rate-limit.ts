// Per-address rate limits (@fastify/rate-limit), off by default: a route opts in with
// `config.rateLimit` (sign-in, sign-up, forms). Hits past a limit are logged as security events.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '@landed/shared/constants';

import { tooManyRequests } from '#server/lib/http-errors.ts';

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

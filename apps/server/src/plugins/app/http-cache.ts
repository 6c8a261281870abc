// Conditional GETs for public reads that opt in with `config: { revalidate: true }`: the answer
// carries an ETag (a hash of the body) and `Cache-Control: public, no-cache`, so browsers and
// proxies may keep a copy but must ask every time; a matching If-None-Match gets 304 and no
// body. An administrator's edit changes the body, hence the ETag, and shows at once
// (docs/decisions/020-public-read-caching.md).
import { createHash } from 'node:crypto';

import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    revalidate?: boolean;
  }
}

export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

// A route's own hooks of one kind, as a list (Fastify takes one function or an array).
export function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

// If-None-Match may list several tags, weak or strong, or be '*' (RFC 9110 §13.1.2).
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

export default fp(
  async function httpCache(app: FastifyInstance) {
    // eslint-disable-next-line local/max-positional-params -- Fastify's hook signature
    const revalidate: onSendHookHandler = (request, reply, payload, done) => {
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        reply.statusCode !== 200 ||
        (typeof payload !== 'string' && !Buffer.isBuffer(payload))
      ) {
        return done(null, payload);
      }
      // The public cache hands over the ETag it computed when it kept the body.
      const kept = reply.getHeader('etag');
      const etag = typeof kept === 'string' ? kept : etagOf(payload);
      reply.header('etag', etag);
      reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
      // The public cache answers brotli or gzip to those who accept it.
      reply.header('vary', 'accept-encoding');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        reply.removeHeader('content-encoding');
        return done(null, '');
      }
      done(null, payload);
    };
    // Only on the routes that opt in.
    app.addHook('onRoute', (route) => {
      if (route.config?.revalidate) route.onSend = [...hooksOf(route.onSend), revalidate];
    });
  },
  // After the public cache's hooks, so that a kept answer still gets its ETag.
  { name: 'http-cache', dependencies: ['public-cache'] },
);

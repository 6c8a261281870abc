// Conditional GETs for public reads that opt in with `config: { revalidate: true }`: the answer
// carries an ETag (a hash of the body) and `Cache-Control: public, no-cache`, so browsers and
// proxies may keep a copy but must ask every time; a matching If-None-Match gets 304 and no
// body. An administrator's edit changes the body, hence the ETag, and shows at once
// (docs/decisions/020-public-read-caching.md).
import { createHash } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
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
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config?.revalidate) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = etagOf(payload);
      reply.header('etag', etag);
      reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'http-cache' },
);

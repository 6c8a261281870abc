// Public reads (routes with `config: { revalidate: true }`) served from memory: the first
// answer for an address is kept, serialized, and later requests get it without touching the
// database. What an administrator edits must show at once (DECISIONS "One source of truth"),
// so:
// - any successful administrator change clears this instance's cache (the admin layer calls
//   invalidate(), so a route added later cannot forget);
// - on PostgreSQL the change is announced with NOTIFY, and every instance LISTENs and clears
//   its own (ARCHITECTURE "Scale-out": several instances behind a load balancer);
// - entries also expire after a short time, a safety net should a notification be missed.
// docs/decisions/016-public-read-cache.md.
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

const CHANNEL = 'landed_public_cache';
const MAX_ENTRIES = 500;

type Entry = { payload: string; contentType: string; expires: number };

export type PublicCache = {
  invalidate: () => Promise<void>;
  // Clears this instance only (tests that change the database directly).
  clear: () => void;
  size: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
  }
}

export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttl = app.config.publicCacheTtlMs;
    const now = () => app.config.now().getTime();
    const entries = new Map<string, Entry>();
    // Bumped on every clear: an answer computed before a clear is not stored after it.
    let generation = 0;
    const instanceId = randomUUID();
    const clear = () => {
      generation += 1;
      entries.clear();
    };

    let listener: pg.Client | null = null;
    let closing = false;
    const database = app.config.database;

    async function listen() {
      if (database.kind !== 'postgres' || closing) return;
      const client = new pg.Client({ connectionString: database.url });
      client.on('notification', (message) => {
        if (message.payload !== instanceId) clear();
      });
      // A lost connection may have missed notifications: forget everything and listen again.
      client.on('error', () => {
        clear();
        listener = null;
        client.end().catch(() => {});
        if (!closing) setTimeout(() => void listen().catch(() => {}), 1_000).unref();
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    }

    app.decorate('publicCache', {
      async invalidate() {
        clear();
        if (database.kind === 'postgres') {
          await app.database.db.execute(
            // The instance id lets the sender skip its own notification.
            sql`select pg_notify(${CHANNEL}, ${instanceId})`,
          );
        }
      },
      clear,
      size: () => entries.size,
    });

    if (ttl === 0) return;

    app.addHook('onReady', async () => {
      await listen().catch((error) =>
        app.log.warn({ err: error }, 'public cache: cannot listen for changes'),
      );
    });
    app.addHook('onClose', async () => {
      closing = true;
      await listener?.end().catch(() => {});
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config?.revalidate) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      request.publicCacheGeneration = generation;
      const entry = entries.get(request.url);
      if (!entry) return;
      if (entry.expires <= now()) {
        entries.delete(request.url);
        return;
      }
      // The ETag and 304 are still worked out by the http-cache plugin's onSend hook.
      return reply.type(entry.contentType).send(entry.payload);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.publicCacheGeneration === undefined ||
        request.publicCacheGeneration !== generation
      ) {
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string' || entries.has(request.url))
        return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(request.url, {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        expires: now() + ttl,
      });
      return payload;
    });
  },
  { name: 'public-cache', dependencies: ['db'] },
);

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
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

import { chooseEncoding, compressedCopies, smallestBrotli } from '#server/lib/compression.ts';
import { keptAddress, queryOf } from '#server/lib/kept-address.ts';
import { etagOf, hooksOf } from './http-cache.ts';

const CHANNEL = 'landed_public_cache';
const MAX_ENTRIES = 500;

// Kept as bytes with their ETag, so a hit neither encodes nor hashes the body again; answers
// above 1 KB also compressed, once, with brotli and gzip (each encoding its own ETag: they are
// different representations), so a browser fetches a third of the bytes.
type Variant = { body: Buffer; etag: string };
type Entry = {
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  contentType: string;
  expires: number;
};
const COMPRESS_FROM_BYTES = 1024;

// A strong ETag per representation (RFC 9110 §8.8.3): the body's tag, marked. Each instance
// makes the same tags from the same body, so they agree behind a load balancer.
const marked = (etag: string, coding: string) => `${etag.slice(0, -1)}-${coding}"`;

// `previous`: the entry this one replaces once its time to live is over; when the body is
// the same, its compressed copies are kept rather than made again.
function variantsOf(payload: string, previous?: Entry): Pick<Entry, 'identity' | 'br' | 'gzip'> {
  const body = Buffer.from(payload);
  const etag = etagOf(body);
  if (previous?.identity.etag === etag) return previous;
  if (body.length < COMPRESS_FROM_BYTES) return { identity: { body, etag }, br: null, gzip: null };
  const { br, gzip } = compressedCopies(body);
  return {
    identity: { body, etag },
    br: { body: br, etag: marked(etag, 'br') },
    gzip: { body: gzip, etag: marked(etag, 'gzip') },
  };
}

export type PublicCache = {
  invalidate: () => Promise<void>;
  // Clears this instance only (tests that change the database directly).
  clear: () => void;
  size: () => number;
  // Changes on every clear: something made from public reads under one generation is stale
  // under the next (the not-found page, kept outside this cache).
  generation: () => number;
  // Requests it could not answer from memory since the start: each one an answer made (for a
  // page, a render).
  misses: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    publicCacheGeneration?: number;
    // The address the answer is kept under (lib/kept-address.ts).
    publicCacheKey?: string;
  }
  interface FastifyContextConfig {
    // The query parameters a route's answer depends on, when its querystring schema does not
    // say (a rendered page's); lib/kept-address.ts.
    cacheQuery?: readonly string[];
  }
}

export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttl = app.config.publicCacheTtlMs;
    const now = () => app.config.now().getTime();
    const entries = new Map<string, Entry>();
    // Bumped on every clear: an answer computed before a clear is not stored after it.
    let generation = 0;
    let misses = 0;
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
      generation: () => generation,
      misses: () => misses,
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

    // A kept answer's brotli copy is remade at brotli's best, off the event loop, and replaces
    // the first (quality 5) if the entry is still the one kept: a clear or a newer answer
    // meanwhile wins. Its own tag: different bytes (docs/decisions/139).
    async function smallest(key: string, entry: Entry) {
      if (!entry.br) return;
      const br = await smallestBrotli(entry.identity.body).catch(() => null);
      if (!br || entries.get(key) !== entry || br.length >= entry.br.body.length) return;
      entry.br = { body: br, etag: marked(entry.identity.etag, 'br11') };
    }

    // Only on the routes that opt in, so no other request pays for the lookup. `known`: the
    // query parameters the route's answer depends on (null: all of them).
    const serveKept =
      (known: readonly string[] | null): onRequestHookHandler =>
      // eslint-disable-next-line local/max-positional-params -- Fastify's hook signature
      (request, reply, done) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return done();
        request.publicCacheGeneration = generation;
        const key = known ? keptAddress(request.url, known) : request.url;
        request.publicCacheKey = key;
        const entry = entries.get(key);
        // An expired entry stays until its answer is made again (keep() reuses its copies).
        if (!entry || entry.expires <= now()) {
          misses += 1;
          return done();
        }
        const coding = entry.br ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
        const variant =
          (coding === 'br' && entry.br) || (coding === 'gzip' && entry.gzip) || entry.identity;
        if (variant !== entry.identity) reply.header('content-encoding', coding);
        // The http-cache plugin's onSend hook answers 304 to a matching If-None-Match.
        reply.type(entry.contentType).header('etag', variant.etag).send(variant.body);
      };
    // eslint-disable-next-line local/max-positional-params -- Fastify's hook signature
    const keep: onSendHookHandler = (request, reply, payload, done) => {
      const key = request.publicCacheKey;
      if (
        key !== undefined &&
        request.publicCacheGeneration === generation &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        !((entries.get(key)?.expires ?? 0) > now())
      ) {
        const previous = entries.get(key);
        if (!previous && entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        const variants = variantsOf(payload, previous);
        const entry: Entry = {
          identity: variants.identity,
          br: variants.br,
          gzip: variants.gzip,
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          expires: now() + ttl,
        };
        entries.set(key, entry);
        if (variants !== previous) void smallest(key, entry);
        // Hashed once: the http-cache hook after this one uses it rather than hashing again.
        // Compressed already, so the first answer is as small as the ones served from here.
        const coding = variants.br
          ? chooseEncoding(request.headers['accept-encoding'])
          : 'identity';
        const variant =
          (coding === 'br' && variants.br) ||
          (coding === 'gzip' && variants.gzip) ||
          variants.identity;
        reply.header('etag', variant.etag);
        if (variant !== variants.identity) {
          reply.header('content-encoding', coding);
          return done(null, variant.body);
        }
      }
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (!route.config?.revalidate) return;
      const known = route.config.cacheQuery ?? queryOf(route.schema?.querystring);
      route.onRequest = [...hooksOf(route.onRequest), serveKept(known)];
      route.onSend = [...hooksOf(route.onSend), keep];
    });
  },
  { name: 'public-cache', dependencies: ['db'] },
);

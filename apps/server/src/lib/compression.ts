// Compressed copies of an answer that is sent many times (the app's pages, the kept public
// reads), made once, and the encoding a client accepts among them (q=0 respected).
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

// A page (an HTML document) is compressed harder: it is kept and sent many times, and under a
// slow network whether it fits the connection's first round trip (about 14 KB with its
// headers) decides how soon it paints (docs/decisions/137). Quality 11 makes it about a tenth
// smaller than quality 5, at some tens of milliseconds each time a page is kept.
const PAGE_START = /^\s*<!doctype html/i;

export function compressedCopies(body: string | Buffer): { br: Buffer; gzip: Buffer } {
  const start = typeof body === 'string' ? body.slice(0, 32) : body.subarray(0, 32).toString();
  const page = PAGE_START.test(start);
  return {
    // Quality 5 otherwise: most of brotli's gain at a small part of its maximum's cost.
    br: brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: page ? 11 : 5 },
    }),
    gzip: gzipSync(body, { level: 6 }),
  };
}

const brotliAsync = promisify(brotliCompress);

// Brotli's smallest copy (quality 11), off the event loop (libuv's thread pool): for an answer
// kept and sent many times, worth its cost once (docs/decisions/139: the services list, 4.0 KB
// at quality 5, is 3.5 KB).
export function smallestBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

// Accept-Encoding values seen, with the encoding chosen for each (at most 100 kept: the
// header is the client's to choose, the memory is ours).
const chosen = new Map<string, string | undefined>();
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: {
    get: (key) => chosen.get(key),
    has: (key) => chosen.has(key),
    set(key, value) {
      if (chosen.size >= 100) chosen.delete(chosen.keys().next().value!);
      chosen.set(key, value);
      return this;
    },
  },
});

// No header, or nothing acceptable but what we do not have: the body as it is.
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return negotiator.negotiate(acceptEncoding ?? '') ?? 'identity';
}

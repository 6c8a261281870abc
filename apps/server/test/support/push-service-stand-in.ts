// A local stand-in for a browser's push service (RFC 8030 with VAPID, RFC 8292, and the
// aes128gcm payload of RFC 8291), so no test and no `npm run dev` reaches FCM or Mozilla. It
// accepts POST /push/{id} only with a VAPID Authorization header whose ES256 signature checks
// against the key it carries (and, when told, against the server's key), an audience of its own
// origin, a future expiry and a subject; a body in aes128gcm. It answers 201, or 410 for a
// subscription a test expired. It makes the subscriptions itself (the browser's side: a P-256
// key pair and an auth secret), so it can decrypt what arrives and tests assert the text.
//   GET  /health
//   POST /control/subscriptions            → a new subscription (PushSubscription.toJSON())
//   POST /control/subscriptions/{id}/expire → later messages to it get 410
//   GET  /control/messages                 → {messages: [{id, payload}], refused}
// Run on its own: `node apps/server/test/support/push-service-stand-in.ts [port]`, and start
// the server with WEB_PUSH_TEST_ORIGIN=http://127.0.0.1:<port>.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  id: string;
  // The decrypted payload, as the browser's service worker would read it.
  payload: string;
  headers: Record<string, string | string[] | undefined>;
};

export type PushServiceStandIn = {
  origin: string;
  // Every message accepted, decrypted, in order; and how many were refused, and why.
  received: ReceivedPush[];
  refused: string[];
  subscribe: () => StandInSubscription;
  expire: (subscription: { endpoint: string }) => void;
  // Accept only messages signed by this key (the server's VAPID public key).
  expectKey: (publicKey: string | null) => void;
  stop: () => Promise<void>;
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

// RFC 8291 section 3.4 then RFC 8188: the content key and nonce from the shared secret.
function contentKeys(input: { ecdh: ECDH; auth: Buffer; salt: Buffer; senderPublic: Buffer }): {
  key: Buffer;
  nonce: Buffer;
} {
  const { ecdh, auth, salt, senderPublic } = input;
  const secret = ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, secret), info);
  const prk = hmac(salt, ikm);
  return {
    key: hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16),
    nonce: hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12),
  };
}

// One aes128gcm record (what every Web Push payload fits in): its plain text.
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const { key, nonce } = contentKeys({ ecdh, auth, salt, senderPublic });
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with 0x02 and then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}

// `vapid t=<JWT>, k=<public key>`: why it is not acceptable, or null when it is.
function vapidProblem(
  header: string | undefined,
  { audience, expectedKey }: { audience: string; expectedKey: string | null },
): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) return 'signed with another key';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'not a P-256 public key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return 'not ES256';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return `audience ${body.aud}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return 'bad expiry';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'no subject';
  return null;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(port = 0): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer; expired: boolean }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let expectedKey: string | null = null;
  let origin = '';

  const subscribe = (): StandInSubscription => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomBytes(12).toString('base64url');
    subscriptions.set(id, { ecdh, auth, expired: false });
    return {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    };
  };
  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);

  const answer = (response: ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };

  async function push(request: IncomingMessage, response: ServerResponse, id: string) {
    const body = await readBody(request);
    const subscription = subscriptions.get(id);
    if (!subscription) return answer(response, 404, { reason: 'NotFound' });
    if (subscription.expired) return answer(response, 410, { reason: 'Expired' });
    const problem =
      vapidProblem(request.headers.authorization, { audience: origin, expectedKey }) ??
      (request.headers['content-encoding'] !== 'aes128gcm' ? 'not aes128gcm' : null) ??
      (request.headers.ttl === undefined ? 'no TTL' : null);
    if (problem) {
      refused.push(problem);
      return answer(response, problem.startsWith('no VAPID') ? 401 : 403, { reason: problem });
    }
    let payload: string;
    try {
      payload = decryptAes128gcm(body, subscription.ecdh, subscription.auth);
    } catch {
      refused.push('cannot decrypt');
      return answer(response, 400, { reason: 'cannot decrypt' });
    }
    received.push({ id, payload, headers: request.headers });
    response.writeHead(201, { location: `${origin}/messages/${received.length}` });
    response.end();
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    await readBody(request);
    if (request.method === 'POST' && path === '/control/subscriptions') {
      return answer(response, 201, subscribe());
    }
    const expire = /^\/control\/subscriptions\/([\w-]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expire) {
      const subscription = subscriptions.get(expire[1]!);
      if (subscription) subscription.expired = true;
      return answer(response, subscription ? 204 : 404);
    }
    if (request.method === 'GET' && path === '/control/messages') {
      return answer(response, 200, {
        messages: received.map(({ id, payload }) => ({ id, payload })),
        refused,
      });
    }
    return answer(response, 404, { reason: 'NotFound' });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const pushed = /^\/push\/([\w-]+)$/.exec(path);
    const handled =
      request.method === 'POST' && pushed
        ? push(request, response, pushed[1]!)
        : path === '/health'
          ? Promise.resolve(answer(response, 200, { ok: true }))
          : control(request, response, path);
    handled.catch(() => answer(response, 500, { reason: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe,
    expire: ({ endpoint }) => {
      const subscription = subscriptions.get(idOf(endpoint));
      if (subscription) subscription.expired = true;
    },
    expectKey: (key) => {
      expectedKey = key;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const standIn = await startPushServiceStandIn(
    Number(process.argv[2] ?? process.env.PUSH_STAND_IN_PORT ?? 4468),
  );
  console.log(`push service stand-in on ${standIn.origin} (control API: /control/…)`);
  const stop = () => void standIn.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// A local stand-in for the few Stripe API calls the server makes (docs/decisions/089), so no
// test reaches the network: the SDK is pointed at it through its host, port and protocol
// options. Objects are shaped as Stripe's API reference shows them (Checkout Session, Refund);
// a refund created twice with one Idempotency-Key is the same refund, as on Stripe.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInCall = {
  method: string;
  path: string;
  // The form-encoded body as flat keys (`metadata[bookingId]`, `line_items[0][quantity]`).
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

export type StripeStandIn = {
  api: { host: string; port: number; protocol: 'http' };
  calls: StandInCall[];
  sessions: Map<string, Record<string, unknown>>;
  stop: () => Promise<void>;
};

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${++counter}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StandInCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, Record<string, unknown>>();

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method ?? '', path, form, idempotencyKey });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': nextId('req'),
        });
        response.end(JSON.stringify(json));
      };
      const metadata = (prefix: string) =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith(`${prefix}[`))
            .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
        );

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        const session = {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: form.currency,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata: metadata('metadata'),
          payment_intent: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          livemode: false,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const session = sessions.get(retrieve[1]!);
        return session
          ? send(200, session)
          : send(404, {
              error: { type: 'invalid_request_error', message: 'No such checkout.session' },
            });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const kept = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (kept) return send(200, kept);
        const refund = {
          id: nextId('re'),
          object: 'refund',
          amount: Number(form.amount),
          currency: 'aud',
          payment_intent: form.payment_intent,
          reason: form.reason ?? null,
          status: 'pending',
          metadata: metadata('metadata'),
          created: Math.floor(Date.now() / 1000),
        };
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(200, refund);
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unknown ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    sessions,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

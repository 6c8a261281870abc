// A local stand-in for Twilio's Messages API (docs/decisions/133), so no test and no
// `npm run dev` reaches the network or a phone. It speaks the published API:
//   POST /2010-04-01/Accounts/{AccountSid}/Messages.json   (HTTP Basic: the SID and auth token)
//   form To, From, Body or ContentSid (+ ContentVariables), StatusCallback
// and answers 201 with the message resource (`sid` SM…, `status` 'queued'), or Twilio's error
// object (20003 authentication, 21604 no To, 21211 bad To, 21602 no Body). Then it calls the
// StatusCallback with `sent` and the outcome (`delivered` unless told otherwise), each form
// signed in X-Twilio-Signature exactly as Twilio does (the SDK's getExpectedTwilioSignature).
// Like WhatsApp, free text to a number that has not written in 24 hours fails (63016); a
// student's WhatsApp message is simulated with `inbound()` or POST /control/inbound, which it
// posts, signed, to the app's inbound webhook. Control API:
//   GET  /health
//   GET  /control/messages                  → {messages}
//   PUT  /control/outcome {outcome}         delivered | undelivered | failed
//   POST /control/inbound {from, body}      a student's WhatsApp message to the app
// Run on its own: `node apps/server/test/support/twilio-stand-in.ts [port]` (npm run dev does)
// with TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN as the server's (or the dev defaults below) and
// APP_URL the server's public address.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import twilio from 'twilio';

export const DEV_TWILIO = {
  accountSid: `AC${'0'.repeat(32)}`,
  authToken: 'dev-stand-in-auth-token',
  from: '+61400000000',
  whatsappFrom: '+61400000001',
};

export type TwilioOutcome = 'delivered' | 'undelivered' | 'failed';

export type StandInMessage = {
  sid: string;
  to: string;
  from: string;
  body: string | null;
  contentSid: string | null;
  contentVariables: Record<string, string> | null;
  statusCallback: string | null;
  status: string;
  errorCode: string | null;
  createdAt: string;
};

// One webhook call the stand-in made, and what the app answered.
export type StandInDelivery = {
  url: string;
  params: Record<string, string>;
  signature: string;
  responseStatus: number;
};

export type TwilioStandIn = {
  base: string;
  accountSid: string;
  authToken: string;
  messages: StandInMessage[];
  deliveries: StandInDelivery[];
  setOutcome: (outcome: TwilioOutcome) => void;
  // The next message is refused with this Twilio error (e.g. 21610: the number unsubscribed).
  refuseNext: (refusal: { status: number; code: number; message: string }) => void;
  // A student writes on WhatsApp: posted, signed, to `<appUrl>/api/messaging/twilio/inbound`.
  inbound: (input: { from: string; body: string }) => Promise<StandInDelivery>;
  // Resolves once every status callback started so far has been answered.
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const E164 = /^\+[1-9]\d{6,14}$/;
const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;
const newSid = (prefix: string) => prefix + randomBytes(16).toString('hex');

export async function startTwilioStandIn(
  options: {
    port?: number;
    accountSid?: string;
    authToken?: string;
    // The app's public address, for the inbound webhook.
    appUrl?: string;
    // The business's WhatsApp number, the To of inbound messages.
    whatsappNumber?: string;
  } = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? DEV_TWILIO.accountSid;
  const authToken = options.authToken ?? DEV_TWILIO.authToken;
  const messages: StandInMessage[] = [];
  const deliveries: StandInDelivery[] = [];
  const pending = new Set<Promise<unknown>>();
  const lastInbound = new Map<string, number>();
  let outcome: TwilioOutcome = 'delivered';
  let refusal: { status: number; code: number; message: string } | null = null;

  // A signed form post, as Twilio makes its webhook calls.
  async function post(url: string, params: Record<string, string>): Promise<StandInDelivery> {
    const signature = twilio.getExpectedTwilioSignature(authToken, url, params);
    let responseStatus = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
          'user-agent': 'TwilioProxy/1.1',
        },
        body: new URLSearchParams(params).toString(),
      });
      await response.arrayBuffer();
      responseStatus = response.status;
    } catch {
      // Unreachable: Twilio logs it (11200) and gives up; so does the stand-in.
    }
    const delivery = { url, params, signature, responseStatus };
    deliveries.push(delivery);
    return delivery;
  }

  const resource = (m: StandInMessage) => ({
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: m.body ?? '',
    date_created: new Date(m.createdAt).toUTCString(),
    date_sent: null,
    date_updated: new Date(m.createdAt).toUTCString(),
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: 'queued',
    subresource_uris: {
      media: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}/Media.json`,
    },
    to: m.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${m.sid}.json`,
  });

  // sent, then the outcome (or 63016: WhatsApp free text outside the 24-hour window).
  async function report(m: StandInMessage) {
    const outsideWindow =
      m.to.startsWith('whatsapp:') &&
      m.body !== null &&
      Date.now() - (lastInbound.get(m.to.slice('whatsapp:'.length)) ?? 0) >= WHATSAPP_WINDOW_MS;
    const steps: Array<[string, string | null]> = outsideWindow
      ? [['failed', '63016']]
      : [
          ['sent', null],
          [outcome, outcome === 'delivered' ? null : outcome === 'failed' ? '30008' : '30003'],
        ];
    for (const [status, errorCode] of steps) {
      m.status = status;
      m.errorCode = errorCode;
      if (!m.statusCallback) continue;
      await post(m.statusCallback, {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: m.from,
        To: m.to,
        MessageSid: m.sid,
        SmsSid: m.sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(m.to.startsWith('whatsapp:') ? { ChannelPrefix: 'whatsapp' } : {}),
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    }
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: number, message: string) =>
    send(response, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

  function authorized(request: IncomingMessage, sid: string): boolean {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    return sid === accountSid && request.headers.authorization === expected;
  }

  function createMessage(response: ServerResponse, form: Record<string, string>) {
    const to = form.To ?? '';
    const from = form.From ?? '';
    const bare = (n: string) => n.replace(/^whatsapp:/, '');
    if (!to) return error(response, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(bare(to))) {
      return error(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (to.startsWith('whatsapp:') !== from.startsWith('whatsapp:') || !E164.test(bare(from))) {
      return error(response, 400, 21910, "Invalid 'From' and 'To' pair.");
    }
    if (!form.Body && !form.ContentSid) {
      return error(response, 400, 21602, 'Message body is required.');
    }
    let contentVariables: Record<string, string> | null;
    try {
      contentVariables = form.ContentVariables ? JSON.parse(form.ContentVariables) : null;
    } catch {
      return error(response, 400, 21656, 'The ContentVariables parameter is invalid.');
    }
    const message: StandInMessage = {
      sid: newSid('SM'),
      to,
      from,
      body: form.ContentSid ? null : (form.Body ?? null),
      contentSid: form.ContentSid ?? null,
      contentVariables,
      statusCallback: form.StatusCallback ?? null,
      status: 'queued',
      errorCode: null,
      createdAt: new Date().toISOString(),
    };
    messages.push(message);
    send(response, 201, resource(message));
    const delivering = report(message);
    pending.add(delivering);
    void delivering.finally(() => pending.delete(delivering));
  }

  const inbound: TwilioStandIn['inbound'] = ({ from, body }) => {
    const number = from.replace(/^whatsapp:/, '');
    lastInbound.set(number, Date.now());
    const sid = newSid('SM');
    return post(
      `${options.appUrl ?? process.env.APP_URL ?? 'http://localhost:3000'}/api/messaging/twilio/inbound`,
      {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        MessageSid: sid,
        SmsMessageSid: sid,
        SmsSid: sid,
        SmsStatus: 'received',
        From: `whatsapp:${number}`,
        To: `whatsapp:${options.whatsappNumber ?? DEV_TWILIO.whatsappFrom}`,
        Body: body,
        NumMedia: '0',
        NumSegments: '1',
        MessageType: 'text',
        ProfileName: 'Student',
        WaId: number.slice(1),
      },
    );
  };

  async function readBody(request: IncomingMessage): Promise<string> {
    let body = '';
    for await (const chunk of request) body += (chunk as Buffer).toString('utf8');
    return body;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0]!;
    const body = await readBody(request);
    if (path === '/health') return send(response, 200, { ok: true });
    const create = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (create && request.method === 'POST') {
      if (!authorized(request, create[1]!)) return error(response, 401, 20003, 'Authenticate');
      if (refusal) {
        const { status, code, message } = refusal;
        refusal = null;
        return error(response, status, code, message);
      }
      return createMessage(response, Object.fromEntries(new URLSearchParams(body)));
    }
    const json = (() => {
      try {
        return JSON.parse(body || '{}') as Record<string, string>;
      } catch {
        return {};
      }
    })();
    if (request.method === 'GET' && path === '/control/messages') {
      return send(response, 200, { messages });
    }
    if (request.method === 'PUT' && path === '/control/outcome') {
      outcome =
        json.outcome === 'failed' || json.outcome === 'undelivered' ? json.outcome : 'delivered';
      return send(response, 200, { outcome });
    }
    if (request.method === 'POST' && path === '/control/inbound' && json.from) {
      return send(response, 200, await inbound({ from: json.from, body: json.body ?? '' }));
    }
    error(response, 404, 20404, 'The requested resource was not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => error(response, 500, 20500, 'Internal Server Error'));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    deliveries,
    setOutcome: (next) => {
      outcome = next;
    },
    refuseNext: (next) => {
      refusal = next;
    },
    inbound,
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? process.env.TWILIO_STAND_IN_PORT ?? 3003);
  const standIn = await startTwilioStandIn({
    port,
    accountSid: process.env.TWILIO_ACCOUNT_SID || DEV_TWILIO.accountSid,
    authToken: process.env.TWILIO_AUTH_TOKEN || DEV_TWILIO.authToken,
    whatsappNumber: process.env.TWILIO_WHATSAPP_FROM?.replace(/^whatsapp:/, ''),
  });
  console.log(`Twilio stand-in on ${standIn.base} (control API: /control/…)`);
  const stop = () => void standIn.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

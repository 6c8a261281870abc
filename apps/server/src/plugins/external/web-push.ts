// Web Push (issue 35 item 4; docs/decisions/132): the `web-push` library encrypts the payload
// (aes128gcm) and signs the VAPID header; the request itself goes out here through fetch, with
// a timeout, and only to an address lib/push-endpoints.ts allows (checked again before each
// send, not only when the subscription was saved).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webPush from 'web-push';

import { isAllowedPushEndpoint } from '#server/lib/push-endpoints.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
// 'gone': the push service no longer knows the subscription (404/410): drop it.
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type WebPushSender = {
  publicKey: string;
  send: (target: PushTarget, payload: string) => Promise<PushOutcome>;
};

declare module 'fastify' {
  interface FastifyInstance {
    // Null when the configuration has no VAPID keys (only tests build such an app).
    webPush: WebPushSender | null;
  }
}

const TIMEOUT_MS = 10_000;
// A message about a landing is worth little a day later.
const TTL_SECONDS = 12 * 3600;

export default fp(
  async function webPushPlugin(app: FastifyInstance) {
    const settings = app.config.webPush;
    if (!settings) {
      app.decorate('webPush', null);
      return;
    }
    const vapidDetails = {
      subject: settings.subject,
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
    };
    const send = async (target: PushTarget, payload: string): Promise<PushOutcome> => {
      if (!isAllowedPushEndpoint(target.endpoint, settings.testOrigin)) return 'gone';
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          { vapidDetails, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
        );
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        if (response.ok) return 'sent';
        app.log.warn({ status: response.status }, 'push service refused a message');
        return 'failed';
      } catch (error) {
        app.log.warn({ err: error }, 'push message not sent');
        return 'failed';
      }
    };
    app.decorate('webPush', { publicKey: settings.publicKey, send });
  },
  { name: 'web-push' },
);

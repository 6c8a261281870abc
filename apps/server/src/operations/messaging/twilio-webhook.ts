import type { FastifyInstance } from 'fastify';
import twilio from 'twilio';

import { forbidden, notFound } from '#server/lib/http-errors.ts';

export type TwilioWebhook = 'status' | 'inbound';

// The public address Twilio calls for each webhook: the configured APP_URL, never the Host
// header (behind a proxy the server is reached at another address than the one Twilio signs).
export function twilioWebhookUrl(app: FastifyInstance, which: TwilioWebhook): string {
  return `${app.config.appUrl}/api/messaging/twilio/${which}`;
}

// A webhook is Twilio's only when its X-Twilio-Signature is the SDK's HMAC of that public URL
// (with the query string it was called with) and the form parameters, under the auth token.
// Anything else is 403 and changes nothing; without Twilio keys there is no webhook (404).
export function verifyTwilioRequest(
  app: FastifyInstance,
  input: {
    which: TwilioWebhook;
    query: string;
    params: Record<string, string>;
    signature: string | undefined;
  },
): void {
  const settings = app.config.twilio;
  if (!settings) throw notFound('Not found.');
  const url = twilioWebhookUrl(app, input.which) + input.query;
  const valid =
    typeof input.signature === 'string' &&
    input.signature !== '' &&
    twilio.validateRequest(settings.authToken, input.signature, url, input.params);
  if (!valid) {
    app.log.warn({ webhook: input.which }, 'Twilio webhook refused: bad or missing signature');
    throw forbidden('Forbidden.', 'BAD_SIGNATURE');
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import twilio from 'twilio';

declare module 'fastify' {
  interface FastifyInstance {
    // The Twilio client, or null when the keys are not set: then neither SMS nor WhatsApp is
    // offered or sent (docs/decisions/133).
    twilio: twilio.Twilio | null;
  }
}

const TWILIO_API = 'https://api.twilio.com';

// The SDK's own HTTP client, sending every call to `base` instead of api.twilio.com: the SDK
// takes a custom `httpClient` for this (its edge and region options only choose among
// Twilio's own hosts). Only api.twilio.com is rebased; the Messages API is all Landed uses.
export class RebasedRequestClient extends twilio.RequestClient {
  readonly base: string;
  constructor(base: string) {
    super({ timeout: 20_000 });
    this.base = base;
  }
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0]) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? this.base + opts.uri.slice(TWILIO_API.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri } as typeof opts & { data?: TData });
  }
}

export default fp(
  async function twilioClient(app: FastifyInstance) {
    const settings = app.config.twilio;
    app.decorate(
      'twilio',
      settings
        ? twilio(settings.accountSid, settings.authToken, {
            timeout: 20_000,
            ...(settings.apiBase ? { httpClient: new RebasedRequestClient(settings.apiBase) } : {}),
          })
        : null,
    );
  },
  { name: 'twilio' },
);

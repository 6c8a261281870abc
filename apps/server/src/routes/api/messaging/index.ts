import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { recordTwilioInbound } from '#server/operations/messaging/record-twilio-inbound.ts';
import { recordTwilioStatus } from '#server/operations/messaging/record-twilio-status.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// Twilio's webhooks (docs/decisions/133). No session: the X-Twilio-Signature over the public
// URL and the form parameters is the whole of the authentication (checked with the SDK before
// anything is read). Twilio posts forms, parsed here only.
const twilioForm = z
  .record(z.string(), z.string())
  .describe('The form parameters Twilio posts (application/x-www-form-urlencoded)');
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['messaging'], errors: [403, 404] });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const signed = (request: { url: string; headers: Record<string, unknown>; body: unknown }) => ({
    query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
    params: (request.body ?? {}) as Record<string, string>,
    signature: request.headers['x-twilio-signature'] as string | undefined,
  });

  app.post(
    '/twilio/status',
    {
      schema: {
        summary: 'Twilio delivery status of an SMS or WhatsApp message (signed)',
        description:
          'Records queued → sent → delivered / undelivered / failed (→ read) on the message. 403 without a valid X-Twilio-Signature (computed over APP_URL + this path); 404 when the Twilio keys are not set.',
        consumes: ['application/x-www-form-urlencoded'],
        body: twilioForm,
        response: { 204: z.null().describe('Recorded'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await recordTwilioStatus(app, signed(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/twilio/inbound',
    {
      schema: {
        summary: 'A WhatsApp message from a student (signed)',
        description:
          "Records when the student last wrote, which opens WhatsApp's 24-hour window for free text; answers empty TwiML (no reply). 403 without a valid signature; 404 without Twilio keys.",
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: twilioForm,
      },
    },
    async (request, reply) => {
      await recordTwilioInbound(app, signed(request));
      return (reply as FastifyReply).type('text/xml').send(EMPTY_TWIML);
    },
  );
};

export default messagingRoutes;

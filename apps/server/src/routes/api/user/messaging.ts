import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { messagingOptInBodySchema, messagingOptInSchema } from '@landed/shared/schemas/meeting';

import { getMessagingOptIn } from '#server/operations/messaging/get-messaging-opt-in.ts';
import { setMessagingOptIn } from '#server/operations/messaging/set-messaging-opt-in.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// The student's choice of SMS and WhatsApp for arrival-day messages (docs/decisions/133).
const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messaging',
    {
      schema: {
        summary: 'My messaging channels: what I turned on, and what is offered',
        description:
          '`available.sms` / `available.whatsapp` are false when the business has no Twilio keys (then nothing is offered); `push` is true with a push subscription.',
        response: { 200: messagingOptInSchema },
      },
    },
    async (request) => getMessagingOptIn(app, { userId: request.user!.id }),
  );

  app.patch(
    '/messaging',
    {
      schema: {
        summary: 'Turn SMS or WhatsApp messages on or off',
        description:
          'Each channel given is recorded with the time. Messages go to the phone number of the profile. 409 when turning on a channel that is not offered.',
        body: messagingOptInBodySchema,
        response: { 200: messagingOptInSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) =>
      setMessagingOptIn(app, {
        userId: request.user!.id,
        sms: request.body.sms,
        whatsapp: request.body.whatsapp,
      }),
  );
};

export default messagingRoutes;

// The signed-in student's Web Push subscriptions (issue 35 item 4; docs/decisions/132): the
// arrival pass subscribes this browser, and the arrival-day messages reach it over Wi-Fi.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  PUSH_MESSAGES,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@landed/shared/schemas/meeting';

import { notFound } from '#server/lib/http-errors.ts';
import { subscribeToPush } from '#server/operations/arrival-messages/subscribe-to-push.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/push-subscriptions/key',
    {
      schema: {
        summary: 'The VAPID public key to subscribe a browser with (404: push not offered)',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => {
      if (!app.webPush) throw notFound(PUSH_MESSAGES.notOffered);
      return { publicKey: app.webPush.publicKey };
    },
  );

  app.post(
    '/push-subscriptions',
    {
      schema: {
        summary: "Subscribe this browser to the student's arrival-day messages",
        description:
          "The body is the browser's PushSubscription.toJSON(). Only the browsers' push services are accepted (FCM, Mozilla, Apple, Windows; 400 otherwise); an account keeps its 10 newest subscriptions, and one the push service no longer knows is dropped.",
        body: pushSubscriptionBodySchema,
        response: { 204: z.null().describe('Subscribed') },
      },
    },
    async (request, reply) => {
      await subscribeToPush(app, { userId: request.user!.id, subscription: request.body });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      schema: {
        summary: "Stop sending this browser's subscription messages",
        description: 'Only your own; removing one that is not there is not an error.',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null().describe('Unsubscribed') },
      },
    },
    async (request, reply) => {
      await app.pushSubscriptionsRepository.remove({
        userId: request.user!.id,
        endpoint: request.body.endpoint,
      });
      return reply.code(204).send(null);
    },
  );
};

export default pushSubscriptionRoutes;

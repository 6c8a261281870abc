// The chat on the arrival pass, the driver's side (issue 35 item 4; docs/decisions/134): the
// student of one of this driver's jobs, dispatch and the driver read one conversation. Another
// driver's job answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idSchema } from '@landed/shared/schemas/common';
import {
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatMessagesResponseSchema,
} from '@landed/shared/schemas/meeting';

import { listChatMessages } from '#server/operations/chat/list-chat-messages.ts';
import { postChatMessage } from '#server/operations/chat/post-chat-message.ts';
import { driverOf, requireDriver } from '#server/plugins/app/driver-access/driver-auth.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const MINUTE_MS = 60_000;
const bookingParamsSchema = z.object({ bookingId: idSchema });

const driverMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [401] });
  app.addHook('onRequest', requireDriver);

  app.get(
    '/jobs/:bookingId/messages',
    {
      config: { rateLimit: perAccount({ max: 30, timeWindowMs: MINUTE_MS }) },
      schema: {
        summary: 'The messages of one of the driver’s jobs (the student, dispatch and the driver)',
        params: bookingParamsSchema,
        response: { 200: chatMessagesResponseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const { driver } = driverOf(request);
      return listChatMessages(app, {
        key: request.params.bookingId,
        reader: { kind: 'driver', driverId: driver.id },
      });
    },
  );

  app.post(
    '/jobs/:bookingId/messages',
    {
      config: { rateLimit: perAccount({ max: 10, timeWindowMs: MINUTE_MS }) },
      schema: {
        summary: 'Write to the student and dispatch on one of the driver’s jobs ({text})',
        params: bookingParamsSchema,
        body: chatMessageBodySchema,
        response: { 201: chatMessageResponseSchema, ...errorResponses(404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { driver } = driverOf(request);
      const { message } = await postChatMessage(app, {
        key: request.params.bookingId,
        author: { kind: 'driver', driverId: driver.id, name: driver.name },
        text: request.body.text,
      });
      return reply.code(201).send({ message });
    },
  );
};

export default driverMessageRoutes;

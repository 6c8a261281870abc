// The chat on the arrival pass (issue 35 item 4; docs/decisions/134), staff's side: read and
// answered from the arrivals board, under /api/admin/bookings (read: bookings read; answer:
// bookings write).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatMessagesResponseSchema,
  chatUnreadResponseSchema,
} from '@landed/shared/schemas/meeting';

import { getChatUnread } from '#server/operations/chat/get-chat-unread.ts';
import { listChatMessages } from '#server/operations/chat/list-chat-messages.ts';
import { postChatMessage } from '#server/operations/chat/post-chat-message.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  app.get(
    '/unread-messages',
    {
      schema: {
        summary: 'How many chat messages the team has not read, per booking',
        description:
          'Messages from students and drivers written after the team last opened the booking’s conversation, over the last 30 days; bookings with none are left out.',
        response: { 200: chatUnreadResponseSchema },
      },
    },
    async () => getChatUnread(app),
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        summary: 'A booking’s chat with its student and driver, oldest first',
        description: 'Reading it marks it read for the team.',
        params: idParamsSchema,
        response: { 200: chatMessagesResponseSchema },
      },
    },
    async (request) =>
      listChatMessages(app, {
        key: request.params.id,
        reader: { kind: 'dispatch', userId: request.user!.id },
      }),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        summary: 'Answer a booking’s chat as the Landed team ({text})',
        description:
          'The student sees it on their arrival pass, under your first name, and is told by e-mail (at most once every 15 minutes, and not while they are reading).',
        params: idParamsSchema,
        body: chatMessageBodySchema,
        response: { 201: chatMessageResponseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { message } = await postChatMessage(app, {
        key: request.params.id,
        author: { kind: 'dispatch', userId: request.user!.id, name: request.user!.name },
        text: request.body.text,
      });
      return reply.code(201).send({ message });
    },
  );
};

export default adminMessageRoutes;

// The chat on the arrival pass (issue 35 item 4; docs/decisions/134), student's side.
// Registered inside the booking routes, behind their sign-in hook; another user's booking
// answers 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { bookingKeyParamsSchema } from '@landed/shared/schemas/arrival-pass';
import {
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatMessagesResponseSchema,
} from '@landed/shared/schemas/meeting';

import { listChatMessages } from '#server/operations/chat/list-chat-messages.ts';
import { postChatMessage } from '#server/operations/chat/post-chat-message.ts';
import { perAccount } from '#server/plugins/external/rate-limit.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const MINUTE_MS = 60_000;
// The pass reads every 20 seconds while open: a few tabs' worth.
const READS_PER_MINUTE = 30;
// Someone typing quickly writes a few lines a minute; more is a stuck key or a script.
const MESSAGES_PER_MINUTE = 10;

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [403] });

  app.get(
    '/:id/messages',
    {
      config: { rateLimit: perAccount({ max: READS_PER_MINUTE, timeWindowMs: MINUTE_MS }) },
      schema: {
        summary: 'The messages between you, the Landed team and your driver (by _id or reference)',
        description:
          'Oldest first (the last 200). `authorName` is a first name. `open`: whether you can still write (until a week after the booking ended). Reading marks the messages read.',
        params: bookingKeyParamsSchema,
        response: { 200: chatMessagesResponseSchema, ...errorResponses(429) },
      },
    },
    async (request) =>
      listChatMessages(app, {
        key: request.params.id,
        reader: { kind: 'student', userId: request.user!.id },
      }),
  );

  app.post(
    '/:id/messages',
    {
      config: { rateLimit: perAccount({ max: MESSAGES_PER_MINUTE, timeWindowMs: MINUTE_MS }) },
      schema: {
        summary: 'Write to the Landed team and your driver ({text}, by _id or reference)',
        description:
          'At most 2,000 characters. The team is told (by e-mail at most once every 15 minutes a conversation) and answers from the arrivals board. A week after the booking ended: 409 `CHAT_CLOSED`.',
        params: bookingKeyParamsSchema,
        body: chatMessageBodySchema,
        response: { 201: chatMessageResponseSchema, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const { message } = await postChatMessage(app, {
        key: request.params.id,
        author: { kind: 'student', userId: request.user!.id, name: request.user!.name },
        text: request.body.text,
      });
      return reply.code(201).send({ message });
    },
  );
};

export default messageRoutes;

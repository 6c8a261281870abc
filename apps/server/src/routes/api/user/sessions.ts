// The signed-in user's own sessions (Account Settings; docs/decisions/048-server-side-sessions.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { userSessionsResponseSchema } from '@landed/shared/schemas/auth';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { endSession } from '#server/operations/auth/end-session.ts';
import { toUserSession } from '#server/plugins/app/sessions/sessions-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 404] });

  app.get(
    '/sessions',
    {
      schema: {
        summary: 'The browsers and devices signed in to this account',
        response: { 200: userSessionsResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.sessionsRepository.listLive(request.user!.id, app.config.now());
      return { sessions: rows.map((row) => toUserSession(row, request.sessionId)) };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        summary: 'End one of your sessions (its token stops working)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Ended') },
      },
    },
    async (request, reply) => {
      await endSession(app, { request, sessionId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default sessionsRoutes;

// The signed-in partner user and their organisation with its terms (issue 27 item 1).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { partnerMeResponseSchema } from '@landed/shared/schemas/partners';

import { toPartner } from '#server/plugins/app/partners/partners-repository.ts';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        summary: 'The partner user and their organisation’s terms',
        response: { 200: partnerMeResponseSchema },
      },
    },
    async (request) => {
      const { partner } = request.partnerUser!;
      const user = request.user!;
      return {
        user: { _id: user.id, name: user.name, email: user.email },
        partner: toPartner(partner),
      };
    },
  );
};

export default meRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { permissionsOf } from '@landed/shared/permissions';
import { adminMeSchema } from '@landed/shared/schemas/admin';

import myCalendarFeedRoutes from './calendar-feed.ts';

// The signed-in administrator and what their role may do: the admin shell shows only those tabs.
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'The signed-in administrator and their permissions',
        response: { 200: adminMeSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      return {
        _id: user.id,
        name: user.name,
        email: user.email,
        adminRole: user.adminRole!,
        permissions: permissionsOf(user.adminRole),
      };
    },
  );

  // Their private calendar feed of upcoming pickups (docs/decisions/062).
  await app.register(myCalendarFeedRoutes, { prefix: '/calendar-feed' });
};

export default meRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
} from '@landed/shared/schemas/user-area';

import { changePassword } from '#server/operations/users/change-password.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.auth);

  // Needs the current password; every other session is signed out, this one gets a new token.
  app.post(
    '/me/password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Change the password (signs out every other session)',
        body: changePasswordBodySchema,
        response: {
          200: changePasswordResponseSchema,
          // 429: locked by too many wrong passwords, here or at sign-in (issue 24).
          ...errorResponses(400, 403, 429),
        },
      },
    },
    async (request) => ({ token: await changePassword(app, { request, ...request.body }) }),
  );
};

export default passwordRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  NEWSLETTER_MESSAGES,
  newsletterBodySchema,
  newsletterResponseSchema,
} from '@landed/shared/schemas/newsletter';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { forms } = app.config.rateLimits;
  app.post(
    '/',
    {
      config: { rateLimit: { max: forms.max, timeWindow: forms.timeWindowMs } },
      schema: {
        summary: 'Subscribe an address to the newsletter',
        body: newsletterBodySchema,
        response: {
          200: newsletterResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await app.newsletterRepository.subscribe(request.body.email, app.config.now());
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );
};

export default newsletterRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  INQUIRY_MESSAGES,
  inquiryBodySchema,
  inquiryCreatedResponseSchema,
} from '@landed/shared/schemas/inquiry';

import { sendInquiry } from '#server/operations/inquiries/send-inquiry.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

// The contact form (DECISIONS: no sign-in needed, rate limited). The administrators' inbox is
// under /api/admin/inquiries.
const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.forms);
  app.post(
    '/',
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'Send a message through the contact form; stored as an unread inquiry',
        body: inquiryBodySchema,
        response: {
          201: inquiryCreatedResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await sendInquiry(app, { body: request.body });
      return reply.code(201).send({ message: INQUIRY_MESSAGES.thankYou, inquiry: { _id: row.id } });
    },
  );
};

export default inquiriesRoutes;

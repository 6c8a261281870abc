import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  serviceResponseSchema,
  servicesResponseSchema,
  slugParamsSchema,
} from '@landed/shared/schemas/service';

import { notFound } from '../../../lib/http-errors.ts';
import { toService } from '../../../plugins/app/services/services-repository.ts';

// Public reads: no sign-in; only what is published and not deleted.
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['public'],
        summary: 'Published services',
        response: { 200: servicesResponseSchema },
      },
    },
    async () => {
      const rows = await app.servicesRepository.listPublic();
      return { services: rows.map(toService) };
    },
  );

  app.get(
    '/services/:slug',
    {
      schema: {
        tags: ['public'],
        summary: 'One published service',
        params: slugParamsSchema,
        response: { 200: serviceResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await app.servicesRepository.findPublicBySlug(request.params.slug);
      if (!row) throw notFound('Service not found.');
      return { service: toService(row) };
    },
  );
};

export default publicRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  serviceResponseSchema,
  servicesResponseSchema,
  slugParamsSchema,
} from '@landed/shared/schemas/service';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { notFound } from '#server/lib/http-errors.ts';
import { localized } from '#server/lib/localize.ts';
import { toService } from '#server/plugins/app/services/services-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import bankingRoutes from './banking/index.ts';
import blogRoutes from './blog/index.ts';
import cmsRoutes from './cms/index.ts';
import customOptionsRoutes from './custom-options/index.ts';
import newsletterRoutes from './newsletter/index.ts';
import packagesRoutes from './packages/index.ts';
import referralsRoutes from './referrals/index.ts';

// Public reads: no sign-in; only what is published and not deleted. Reads revalidate with an
// ETag (plugins/app/http-cache.ts) so administrators' edits show at once.
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { tags: ['public'] });
  await app.register(packagesRoutes, { prefix: '/packages' });
  await app.register(customOptionsRoutes, { prefix: '/custom-options' });
  await app.register(blogRoutes, { prefix: '/blog' });
  await app.register(cmsRoutes, { prefix: '/cms' });
  await app.register(bankingRoutes, { prefix: '/banking' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
  // Partners' referral links (issue 27, docs/decisions/092).
  await app.register(referralsRoutes, { prefix: '/referrals' });

  app.get(
    '/services',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Published services',
        querystring: localeQuerySchema,
        response: { 200: servicesResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.servicesRepository.listPublic();
      return { services: rows.map((row) => toService(localized(row, request.query.locale))) };
    },
  );

  app.get(
    '/services/:slug',
    {
      config: { revalidate: true },
      schema: {
        summary: 'One published service',
        params: slugParamsSchema,
        querystring: localeQuerySchema,
        response: {
          200: serviceResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await app.servicesRepository.findPublicBySlug(request.params.slug);
      if (!row) throw notFound('Service not found.');
      return { service: toService(localized(row, request.query.locale)) };
    },
  );
};

export default publicRoutes;

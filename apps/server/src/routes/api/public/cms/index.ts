import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  cmsPageParamsSchema,
  cmsPageResponseSchema,
  publicCmsResponseSchema,
} from '@landed/shared/schemas/cms';
import { errorResponseSchema } from '@landed/shared/schemas/common';

import { notFound } from '#server/lib/http-errors.ts';
import { cmsPage, toPublicCms } from '#server/plugins/app/cms/cms-repository.ts';

const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Site texts: home, footer, FAQ, contact details and social links',
        response: { 200: publicCmsResponseSchema, 404: errorResponseSchema },
      },
    },
    async () => {
      const row = await app.cmsRepository.get();
      if (!row) throw notFound('Site content not found.');
      return { cms: toPublicCms(row) };
    },
  );

  app.get(
    '/:page',
    {
      config: { revalidate: true },
      schema: {
        summary: 'One long site text in markdown: about, terms or privacy',
        params: cmsPageParamsSchema,
        response: {
          200: cmsPageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await app.cmsRepository.get();
      if (!row) throw notFound('Site content not found.');
      return {
        page: cmsPage({
          row,
          key: request.params.page,
          facts: { DOCUMENT_RETENTION_DAYS: app.config.documentRetentionDays },
        }),
      };
    },
  );
};

export default cmsRoutes;

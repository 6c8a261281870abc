import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  cmsPageParamsSchema,
  cmsPageResponseSchema,
  publicCmsResponseSchema,
} from '@landed/shared/schemas/cms';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { notFound } from '#server/lib/http-errors.ts';
import { localized } from '#server/lib/localize.ts';
import { cmsPage, toPublicCms } from '#server/plugins/app/cms/cms-repository.ts';

const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Site texts: home, footer, FAQ, contact details and social links',
        querystring: localeQuerySchema,
        response: {
          200: publicCmsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await app.cmsRepository.get();
      if (!row) throw notFound('Site content not found.');
      return { cms: toPublicCms(localized(row, request.query.locale)) };
    },
  );

  app.get(
    '/:page',
    {
      config: { revalidate: true },
      schema: {
        summary: 'One long site text in markdown: about, terms or privacy',
        params: cmsPageParamsSchema,
        querystring: localeQuerySchema,
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
          // The about text has translations; the terms and the privacy policy are English.
          row: localized(row, request.query.locale),
          key: request.params.page,
          facts: { DOCUMENT_RETENTION_DAYS: app.config.documentRetentionDays },
        }),
      };
    },
  );
};

export default cmsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  cmsPageParamsSchema,
  cmsPageResponseSchema,
  publicCmsResponseSchema,
} from '@landed/shared/schemas/cms';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { readCmsPage, readPublicCms } from '#server/operations/cms/site-facts.ts';

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
    async (request) => ({ cms: await readPublicCms(app, request.query.locale) }),
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
    async (request) => ({
      page: await readCmsPage(app, { key: request.params.page, locale: request.query.locale }),
    }),
  );
};

export default cmsRoutes;

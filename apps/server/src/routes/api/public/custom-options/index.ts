import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { customOptionsResponseSchema } from '@landed/shared/schemas/custom-option';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { toCustomServices } from '#server/plugins/app/custom-options/custom-options-repository.ts';
import { localized } from '#server/lib/localize.ts';

const customOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: "The custom package builder's services and priced options",
        querystring: localeQuerySchema,
        response: { 200: customOptionsResponseSchema },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const { services, options } = await app.customOptionsRepository.listCatalogue();
      return {
        services: toCustomServices(
          services.map((row) => localized(row, locale)),
          options.map((row) => localized(row, locale)),
        ),
      };
    },
  );
};

export default customOptionsRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { customOptionsResponseSchema } from '@landed/shared/schemas/custom-option';

import { toCustomServices } from '#server/plugins/app/custom-options/custom-options-repository.ts';

const customOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: "The custom package builder's services and priced options",
        response: { 200: customOptionsResponseSchema },
      },
    },
    async () => {
      const { services, options } = await app.customOptionsRepository.listCatalogue();
      return { services: toCustomServices(services, options) };
    },
  );
};

export default customOptionsRoutes;

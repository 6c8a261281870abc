import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { publicPackagesResponseSchema } from '@landed/shared/schemas/package';

import { toPublicPackages } from '#server/plugins/app/packages/packages-repository.ts';

const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Visible packages, by priority',
        response: { 200: publicPackagesResponseSchema },
      },
    },
    async () => ({ packages: toPublicPackages(await app.packagesRepository.listPublic()) }),
  );
};

export default packagesRoutes;

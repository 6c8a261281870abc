import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { publicPackagesResponseSchema } from '@landed/shared/schemas/package';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { toPublicPackages } from '#server/plugins/app/packages/packages-repository.ts';
import { localized } from '#server/lib/localize.ts';

const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Visible packages, by priority',
        querystring: localeQuerySchema,
        response: { 200: publicPackagesResponseSchema },
      },
    },
    async (request) => ({
      packages: toPublicPackages(
        (await app.packagesRepository.listPublic()).map((row) =>
          localized(row, request.query.locale),
        ),
      ),
    }),
  );
};

export default packagesRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { publicBankingServicesResponseSchema } from '@landed/shared/schemas/banking-service';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { bankingServiceIn } from '#server/db/seed/data/translations/built-in-texts.ts';

import { toPublicBankingService } from '#server/plugins/app/banking/banking-repository.ts';

const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Visible banking services',
        description:
          'In `?locale=`, the built-in services read in that language while they say what was seeded.',
        querystring: localeQuerySchema,
        response: { 200: publicBankingServicesResponseSchema },
      },
    },
    async (request) => ({
      services: (await app.bankingRepository.listPublic()).map((row) =>
        toPublicBankingService(bankingServiceIn(row, request.query.locale)),
      ),
    }),
  );
};

export default bankingRoutes;

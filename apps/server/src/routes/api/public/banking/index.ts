import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { publicBankingServicesResponseSchema } from '@landed/shared/schemas/banking-service';

import { toPublicBankingService } from '#server/plugins/app/banking/banking-repository.ts';

const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Visible banking services',
        response: { 200: publicBankingServicesResponseSchema },
      },
    },
    async () => ({
      services: (await app.bankingRepository.listPublic()).map(toPublicBankingService),
    }),
  );
};

export default bankingRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { publicBankingResponseSchema } from '@landed/shared/schemas/banking';

import { toPublicBankingService } from '#server/plugins/app/banking/banking-repository.ts';

const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Visible banking services',
        response: { 200: publicBankingResponseSchema },
      },
    },
    async () => ({
      services: (await app.bankingRepository.listPublic()).map(toPublicBankingService),
    }),
  );
};

export default bankingRoutes;

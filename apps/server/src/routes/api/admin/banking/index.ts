import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  adminBankingServicesQuerySchema,
  adminBankingServicesResponseSchema,
  adminBankingServiceResponseSchema,
  bankingServiceBodySchema,
  visibilityBodySchema,
} from '@landed/shared/schemas/admin-catalogue';

import type { BankingPatch } from '#server/plugins/app/banking/banking-repository.ts';
import { toAdminBankingService } from '#server/plugins/app/banking/banking-repository.ts';
import { catalogueRoutes } from '#server/routes/api/admin/catalogue-routes.ts';

// Banking services (admin §2 "Admin banking screen", §7): list, add, edit, soft delete,
// restore and visibility.
const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.bankingRepository;
  await app.register(
    catalogueRoutes({
      kind: 'banking',
      store,
      answerKey: 'service',
      toAdmin: toAdminBankingService,
      schemas: {
        query: adminBankingServicesQuerySchema,
        list: adminBankingServicesResponseSchema,
        body: bankingServiceBodySchema,
        item: adminBankingServiceResponseSchema,
      },
      summaries: {
        list: 'Banking services, with search and service category filters',
        create: 'Add a banking service (external links must be http or https)',
        update: 'Edit a banking service',
        delete: 'Delete a banking service (soft: it can be restored)',
        restore: 'Restore a deleted banking service',
      },
      list: async (query: z.infer<typeof adminBankingServicesQuerySchema>) => {
        const { rows, total, categories } = await store.listForAdmin(query);
        return { services: rows.map(toAdminBankingService), total, categories };
      },
      create: (body: z.infer<typeof bankingServiceBodySchema>, tx) => store.create(body, tx),
      switches: [
        {
          path: 'visibility',
          summary: 'Show or hide a banking service',
          body: visibilityBodySchema,
          action: 'visibility_changed',
          patch: ({ visibility }: z.infer<typeof visibilityBodySchema>): BankingPatch => ({
            visibility,
          }),
        },
      ],
    }),
  );
};

export default bankingRoutes;

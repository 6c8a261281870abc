import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  adminPackageResponseSchema,
  adminPackagesQuerySchema,
  adminPackagesResponseSchema,
  mostPopularBodySchema,
  packageBodySchema,
  visibilityBodySchema,
} from '@landed/shared/schemas/admin-catalogue';

import type { PackagePatch } from '#server/plugins/app/packages/packages-repository.ts';
import { toAdminPackage } from '#server/plugins/app/packages/packages-repository.ts';
import { catalogueRoutes } from '#server/routes/api/admin/catalogue-routes.ts';

// Packages (admin §2 "Admin packages screen", §7; base path per DECISIONS): list, add, edit,
// soft delete, restore, visibility and Most Popular.
const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.packagesRepository;
  await app.register(
    catalogueRoutes({
      kind: 'package',
      store,
      answerKey: 'package',
      toAdmin: toAdminPackage,
      schemas: {
        query: adminPackagesQuerySchema,
        list: adminPackagesResponseSchema,
        body: packageBodySchema,
        item: adminPackageResponseSchema,
      },
      summaries: {
        list: 'Packages, with search and type filters, by priority',
        create: 'Add a package (a Standard package needs a price the booking can charge)',
        update: 'Edit a package',
        delete: 'Delete a package (soft: it can be restored)',
        restore: 'Restore a deleted package',
      },
      list: async (query: z.infer<typeof adminPackagesQuerySchema>) => {
        const { rows, total } = await store.listForAdmin(query);
        return { packages: rows.map(toAdminPackage), total };
      },
      create: (body: z.infer<typeof packageBodySchema>, tx) => store.create(body, tx),
      switches: [
        {
          path: 'visibility',
          summary: 'Show or hide a package',
          body: visibilityBodySchema,
          action: 'visibility_changed',
          patch: ({ visibility }: z.infer<typeof visibilityBodySchema>): PackagePatch => ({
            visibility,
          }),
        },
        {
          path: 'most-popular',
          summary: 'Mark a package Most Popular, or not',
          body: mostPopularBodySchema,
          action: 'most_popular_changed',
          patch: ({ mostPopular }: z.infer<typeof mostPopularBodySchema>): PackagePatch => ({
            mostPopular,
          }),
        },
      ],
    }),
  );
};

export default packagesRoutes;

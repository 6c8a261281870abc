import { asc, eq, inArray } from 'drizzle-orm';

import type { CustomService } from '@landed/shared/schemas/custom-option';

import type { DbOrTx } from '#server/db/client.ts';
import { customOptions, customServices } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type CustomServiceRow = typeof customServices.$inferSelect;
export type CustomOptionRow = typeof customOptions.$inferSelect;

export function toCustomServices(
  services: CustomServiceRow[],
  options: CustomOptionRow[],
): CustomService[] {
  return services.map((service) => ({
    _id: service.id,
    key: service.key,
    name: service.name,
    icon: service.icon,
    description: service.description,
    options: options
      .filter((option) => option.serviceId === service.id)
      .map((option) => ({
        _id: option.id,
        name: option.name,
        // Stored in cents; the catalogue is priced in whole dollars (public §3).
        price: option.priceCents / 100,
        description: option.description,
        features: option.features,
      })),
  }));
}

export function createCustomOptionsRepository(db: DbOrTx) {
  return {
    // The whole catalogue in its seeded order: services by sort_order, options likewise.
    async listCatalogue(
      tx: DbOrTx = db,
    ): Promise<{ services: CustomServiceRow[]; options: CustomOptionRow[] }> {
      const services = await tx
        .select()
        .from(customServices)
        .orderBy(asc(customServices.sortOrder), asc(customServices.createdAt));
      const options = await tx
        .select()
        .from(customOptions)
        .orderBy(asc(customOptions.sortOrder), asc(customOptions.createdAt));
      return { services, options };
    },

    // The chosen options with their services, for pricing a custom booking on the server.
    async findOptions(
      optionIds: string[],
      tx: DbOrTx = db,
    ): Promise<Array<{ option: CustomOptionRow; service: CustomServiceRow }>> {
      if (optionIds.length === 0) return [];
      return tx
        .select({ option: customOptions, service: customServices })
        .from(customOptions)
        .innerJoin(customServices, eq(customServices.id, customOptions.serviceId))
        .where(inArray(customOptions.id, optionIds));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    customOptionsRepository: ReturnType<typeof createCustomOptionsRepository>;
  }
}

export default repositoryPlugin('customOptionsRepository', createCustomOptionsRepository);

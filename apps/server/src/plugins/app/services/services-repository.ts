import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Service } from '@landed/shared/schemas/service';

import type { DbOrTx } from '../../../db/client.ts';
import { services } from '../../../db/schema.ts';

export type ServiceRow = typeof services.$inferSelect;

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    details: row.details,
    price: row.price,
    category: row.category,
    rating: row.rating,
    highlight: row.highlight,
    features: row.features,
    image: row.imageUrl,
    imageUrl: row.imageUrl,
    icon: row.icon,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// What the public may see: published and not deleted.
const isPublic = and(eq(services.visibility, 'Published'), eq(services.isDeleted, false));

export function createServicesRepository(db: DbOrTx) {
  return {
    async listPublic(): Promise<ServiceRow[]> {
      return db
        .select()
        .from(services)
        .where(isPublic)
        .orderBy(asc(services.sortOrder), asc(services.createdAt));
    },

    async findPublicBySlug(slug: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(isPublic, eq(services.slug, slug)));
      return row;
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    servicesRepository: ServicesRepository;
  }
}

export default fp(
  async function servicesRepository(app: FastifyInstance) {
    app.decorate('servicesRepository', createServicesRepository(app.db));
  },
  { name: 'services-repository', dependencies: ['db'] },
);

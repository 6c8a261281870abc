import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { PublicPackage } from '@landed/shared/schemas/package';
import { parsePriceText } from '@landed/shared/schemas/package';

import type { DbOrTx } from '../../../db/client.ts';
import { packages } from '../../../db/schema.ts';

export type PackageRow = typeof packages.$inferSelect;

// The card list of a fixed package is every feature any visible fixed package offers (in the
// order they first appear by priority), each marked as included or not, so Basic shows "3 of
// 8" (public §9). A custom package lists its own features, all included.
export function toPublicPackages(rows: PackageRow[]): PublicPackage[] {
  const allFeatures: string[] = [];
  for (const row of rows) {
    if (row.type !== 'Standard') continue;
    for (const feature of row.features)
      if (!allFeatures.includes(feature)) allFeatures.push(feature);
  }
  return rows.map((row) => {
    const isCustom = row.type === 'Custom';
    const featureList = isCustom
      ? row.features.map((name) => ({ name, included: true }))
      : allFeatures.map((name) => ({ name, included: row.features.includes(name) }));
    return {
      _id: row.id,
      title: row.title,
      name: row.title,
      price: row.price,
      totalPrice: isCustom ? null : parsePriceText(row.price),
      tagline: row.tagline,
      description: row.description,
      type: row.type,
      priority: row.priority,
      mostPopular: row.mostPopular,
      isPopular: row.mostPopular,
      isCustom,
      features: row.features,
      featureList,
    };
  });
}

const isPublic = and(eq(packages.visibility, true), eq(packages.isDeleted, false));

export function createPackagesRepository(db: DbOrTx) {
  return {
    // Visible and not deleted, by priority (DECISIONS "Paths the specifications leave open").
    async listPublic(tx: DbOrTx = db): Promise<PackageRow[]> {
      return tx
        .select()
        .from(packages)
        .where(isPublic)
        .orderBy(asc(packages.priority), asc(packages.createdAt), asc(packages.id));
    },
  };
}

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    packagesRepository: PackagesRepository;
  }
}

export default fp(
  async function packagesRepository(app: FastifyInstance) {
    app.decorate('packagesRepository', createPackagesRepository(app.db));
  },
  { name: 'packages-repository', dependencies: ['db'] },
);

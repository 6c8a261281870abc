import { and, asc, eq, ilike } from 'drizzle-orm';

import type { PackageType } from '@landed/shared/constants';
import type { AdminPackage } from '@landed/shared/schemas/admin-catalogue';
import type { PublicPackage } from '@landed/shared/schemas/package';
import { parsePriceText } from '@landed/shared/schemas/package';
import type { Translations } from '@landed/shared/schemas/translations';

import type { DbOrTx } from '#server/db/client.ts';
import { editableById } from '#server/db/by-id.ts';
import { packages } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { likeContains } from '#server/lib/like.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type PackageRow = typeof packages.$inferSelect;
// What the back-office may set (onboarding steps are kept as they are).
export type PackageWrite = {
  title: string;
  price: string;
  tagline: string;
  features: string[];
  description: string;
  type: PackageType;
  priority: number;
  mostPopular: boolean;
  visibility: boolean;
  // Absent: a new package has none, an edit keeps them.
  translations?: Translations<'package'> | undefined;
};
export type PackagePatch = Partial<PackageWrite> & { isDeleted?: boolean };
export type AdminPackageFilters = {
  search?: string | undefined;
  type?: PackageType | undefined;
  showDeleted: boolean;
  limit: number;
  page: number;
};

export function toAdminPackage(row: PackageRow): AdminPackage {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    tagline: row.tagline,
    features: row.features,
    description: row.description,
    type: row.type,
    priority: row.priority,
    mostPopular: row.mostPopular,
    visibility: row.visibility,
    isDeleted: row.isDeleted,
    translations: row.translations as Translations<'package'>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

    // ------------------------------------------------------------ back-office

    // The admin list (admin §2): title search, type filter, deleted entries only when asked;
    // in the public order (priority) so the admin sees what the site shows.
    async listForAdmin(filters: AdminPackageFilters, tx: DbOrTx = db) {
      const where = and(
        filters.showDeleted ? undefined : eq(packages.isDeleted, false),
        filters.search ? ilike(packages.title, likeContains(filters.search)) : undefined,
        filters.type ? eq(packages.type, filters.type) : undefined,
      );
      return tablePage(
        packages,
        {
          where,
          orderBy: [asc(packages.priority), asc(packages.createdAt), asc(packages.id)],
          limit: filters.limit,
          page: filters.page,
        },
        tx,
      );
    },

    ...editableById<typeof packages, PackagePatch>(packages, db),

    async create(values: PackageWrite, tx: DbOrTx = db): Promise<PackageRow> {
      const [row] = await tx.insert(packages).values(values).returning();
      return row!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    packagesRepository: ReturnType<typeof createPackagesRepository>;
  }
}

export default repositoryPlugin('packagesRepository', createPackagesRepository);

import { and, asc, eq, ilike, like, ne, sql } from 'drizzle-orm';

import type { ServiceVisibility } from '@landed/shared/constants';
import type { AdminService } from '@landed/shared/schemas/admin-catalogue';
import type { Service } from '@landed/shared/schemas/service';
import type { Translations } from '@landed/shared/schemas/translations';

import type { DbOrTx } from '#server/db/client.ts';
import { editableById } from '#server/db/by-id.ts';
import { services } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { likeContains } from '#server/lib/like.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type ServiceRow = typeof services.$inferSelect;
// What the back-office may set; the rest (icon, rating, highlight, order, onboarding step) is
// kept as it is.
export type ServiceWrite = {
  slug: string;
  title: string;
  description: string;
  details: string;
  price: string;
  category: string;
  imageUrl: string;
  features: string[];
  visibility: ServiceVisibility;
  // Absent: a new service has none, an edit keeps them.
  translations?: Translations<'service'> | undefined;
};
export type ServicePatch = Partial<ServiceWrite> & { isDeleted?: boolean };
export type AdminServiceFilters = {
  search?: string | undefined;
  category?: string | undefined;
  visibility?: ServiceVisibility | undefined;
  showDeleted: boolean;
  limit: number;
  page: number;
};

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

export function toAdminService(row: ServiceRow): AdminService {
  // The translations are the back-office's to edit; public reads apply them (lib/localize.ts).
  return {
    ...toService(row),
    isDeleted: row.isDeleted,
    translations: row.translations as Translations<'service'>,
  };
}

// 'Airport Pickup & Drop-off!' → 'airport-pickup-drop-off' (a service's public address).
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'service';
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

    // ------------------------------------------------------------ back-office

    // The admin list (admin §2): title search, category and visibility filters, deleted entries
    // only when asked; plus every category in use, so the filter offers them all.
    async listForAdmin(filters: AdminServiceFilters, tx: DbOrTx = db) {
      const scope = filters.showDeleted ? undefined : eq(services.isDeleted, false);
      const where = and(
        scope,
        filters.search ? ilike(services.title, likeContains(filters.search)) : undefined,
        filters.category ? eq(services.category, filters.category) : undefined,
        filters.visibility ? eq(services.visibility, filters.visibility) : undefined,
      );
      const { rows, total } = await tablePage(
        services,
        {
          where,
          orderBy: [asc(services.sortOrder), asc(services.createdAt), asc(services.id)],
          limit: filters.limit,
          page: filters.page,
        },
        tx,
      );
      const categories = await tx
        .selectDistinct({ category: services.category })
        .from(services)
        .where(and(scope, ne(services.category, '')))
        .orderBy(asc(services.category));
      return { rows, total, categories: categories.map((c) => c.category) };
    },

    ...editableById<typeof services, ServicePatch>(services, db),

    async slugTaken(slug: string, exceptId?: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.slug, slug), exceptId ? ne(services.id, exceptId) : undefined));
      return Boolean(row);
    },

    // A free slug from the title: 'city-orientation', else 'city-orientation-2', '-3', ...
    async freeSlug(title: string, tx: DbOrTx = db): Promise<string> {
      const base = slugify(title);
      const taken = new Set(
        (
          await tx
            .select({ slug: services.slug })
            .from(services)
            .where(like(services.slug, `${base}%`))
        ) // a slug has no % or _
          .map((r) => r.slug),
      );
      if (!taken.has(base)) return base;
      for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
    },

    // New services go after the existing ones.
    async create(values: ServiceWrite, tx: DbOrTx = db): Promise<ServiceRow> {
      const [row] = await tx
        .insert(services)
        .values({
          ...values,
          sortOrder: sql`(select coalesce(max(${services.sortOrder}), 0) + 1 from ${services})`,
        })
        .returning();
      return row!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    servicesRepository: ReturnType<typeof createServicesRepository>;
  }
}

export default repositoryPlugin('servicesRepository', createServicesRepository);

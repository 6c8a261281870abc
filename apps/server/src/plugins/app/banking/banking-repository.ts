import { and, asc, eq, ilike, ne } from 'drizzle-orm';

import type { AdminBankingService } from '@landed/shared/schemas/admin-catalogue';
import type { PublicBankingService } from '@landed/shared/schemas/banking-service';

import type { DbOrTx } from '#server/db/client.ts';
import { bankingServices } from '#server/db/schema.ts';
import { editableById } from '#server/db/by-id.ts';
import { tablePage } from '#server/db/paged.ts';
import { likeContains } from '#server/lib/like.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type BankingServiceRow = typeof bankingServices.$inferSelect;
// What the back-office sets: every field of its own.
export type BankingWrite = Omit<BankingServiceRow, 'id' | 'isDeleted' | 'createdAt' | 'updatedAt'>;
export type BankingPatch = Partial<BankingWrite> & { isDeleted?: boolean };
export type AdminBankingFilters = {
  search?: string | undefined;
  serviceCategory?: string | undefined;
  showDeleted: boolean;
  limit: number;
  page: number;
};

export function toAdminBankingService(row: BankingServiceRow): AdminBankingService {
  return {
    ...toPublicBankingService(row),
    visibility: row.visibility,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicBankingService(row: BankingServiceRow): PublicBankingService {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    estimatedProcessingTime: row.estimatedProcessingTime,
    requiredDocuments: row.requiredDocuments,
    externalLinks: row.externalLinks,
    cost: row.cost,
    serviceCategory: row.serviceCategory,
  };
}

export function createBankingRepository(db: DbOrTx) {
  return {
    // Visible and not deleted, oldest first (the seeded order).
    async listPublic(tx: DbOrTx = db): Promise<BankingServiceRow[]> {
      return tx
        .select()
        .from(bankingServices)
        .where(and(eq(bankingServices.visibility, true), eq(bankingServices.isDeleted, false)))
        .orderBy(asc(bankingServices.createdAt), asc(bankingServices.title));
    },

    // ------------------------------------------------------------ back-office

    // The admin list (admin §2): title search, service category filter, deleted entries only
    // when asked; plus every category in use, so the filter offers them all.
    async listForAdmin(filters: AdminBankingFilters, tx: DbOrTx = db) {
      const scope = filters.showDeleted ? undefined : eq(bankingServices.isDeleted, false);
      const where = and(
        scope,
        filters.search ? ilike(bankingServices.title, likeContains(filters.search)) : undefined,
        filters.serviceCategory
          ? eq(bankingServices.serviceCategory, filters.serviceCategory)
          : undefined,
      );
      const { rows, total } = await tablePage(
        bankingServices,
        {
          where,
          orderBy: [
            asc(bankingServices.createdAt),
            asc(bankingServices.title),
            asc(bankingServices.id),
          ],
          limit: filters.limit,
          page: filters.page,
        },
        tx,
      );
      const categories = await tx
        .selectDistinct({ category: bankingServices.serviceCategory })
        .from(bankingServices)
        .where(and(scope, ne(bankingServices.serviceCategory, '')))
        .orderBy(asc(bankingServices.serviceCategory));
      return { rows, total, categories: categories.map((c) => c.category) };
    },

    ...editableById<typeof bankingServices, BankingPatch>(bankingServices, db),

    async create(values: BankingWrite, tx: DbOrTx = db): Promise<BankingServiceRow> {
      const [row] = await tx.insert(bankingServices).values(values).returning();
      return row!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    bankingRepository: ReturnType<typeof createBankingRepository>;
  }
}

export default repositoryPlugin('bankingRepository', createBankingRepository);

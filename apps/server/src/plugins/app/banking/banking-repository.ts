import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { PublicBankingService } from '@landed/shared/schemas/banking';

import type { DbOrTx } from '../../../db/client.ts';
import { bankingServices } from '../../../db/schema.ts';

export type BankingServiceRow = typeof bankingServices.$inferSelect;

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
  };
}

export type BankingRepository = ReturnType<typeof createBankingRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    bankingRepository: BankingRepository;
  }
}

export default fp(
  async function bankingRepository(app: FastifyInstance) {
    app.decorate('bankingRepository', createBankingRepository(app.db));
  },
  { name: 'banking-repository', dependencies: ['db'] },
);

// Partners (issue 27, docs/decisions/091): universities and education agents through which
// students arrive, with their terms. Only this file touches the `partners` table.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Partner } from '@landed/shared/schemas/partners';

import type { DbOrTx } from '#server/db/client.ts';
import { customServices, packages, partners } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { likeContains } from '#server/lib/like.ts';

export type PartnerRow = typeof partners.$inferSelect;
// The partner user a request acts as, set by requirePartnerUser (partner-auth.ts) on the
// routes under /api/partner.
export type PartnerUser = { userId: string; partnerId: string; partner: PartnerRow };
export type PartnerFields = Omit<
  PartnerRow,
  'id' | 'code' | 'createdAt' | 'updatedAt' | 'deactivatedAt'
>;

// The referral link of a partner, without the site's address (every language's home page
// takes it: /zh-CN/?partner=CODE as well).
export function referralPath(code: string): string {
  return `/?partner=${encodeURIComponent(code)}`;
}

export function toPartner(row: PartnerRow): Partner {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    abn: row.abn,
    billingEmail: row.billingEmail,
    address: row.address,
    code: row.code,
    referralPath: referralPath(row.code),
    billingMode: row.billingMode,
    commissionType: row.commissionType,
    commissionValue: row.commissionValue,
    requiresApproval: row.requiresApproval,
    allowedPackageIds: row.allowedPackageIds,
    allowedServiceKeys: row.allowedServiceKeys,
    paymentTermsDays: row.paymentTermsDays,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPartnersRepository(db: DbOrTx) {
  return {
    async find(id: string, tx: DbOrTx = db): Promise<PartnerRow | undefined> {
      const [row] = await tx.select().from(partners).where(eq(partners.id, id));
      return row;
    },

    // The partner of a referral code, active or not (the caller decides); codes are stored
    // upper-case.
    async findByCode(code: string, tx: DbOrTx = db): Promise<PartnerRow | undefined> {
      const [row] = await tx.select().from(partners).where(eq(partners.code, code.toUpperCase()));
      return row;
    },

    // Locked for the rest of the transaction: an invitation and a deactivation of the same
    // partner happen one after the other.
    async lock(id: string, tx: DbOrTx): Promise<PartnerRow | undefined> {
      const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
      return row;
    },

    // By name, searched by name, code, ABN or billing address.
    async list(
      { search, limit, page }: { search?: string | undefined; limit: number; page: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: PartnerRow[]; total: number }> {
      const pattern = search ? likeContains(search) : null;
      const where = pattern
        ? or(
            ilike(partners.name, pattern),
            ilike(partners.code, pattern),
            ilike(partners.abn, pattern),
            ilike(partners.billingEmail, pattern),
          )
        : undefined;
      return tablePage(
        partners,
        { where, orderBy: [asc(partners.name), asc(partners.id)], limit, page },
        tx,
      );
    },

    // Undefined when the code is taken (the caller draws another).
    async create(
      fields: PartnerFields & { code: string },
      tx: DbOrTx = db,
    ): Promise<PartnerRow | undefined> {
      const [row] = await tx
        .insert(partners)
        .values(fields)
        .onConflictDoNothing({ target: partners.code })
        .returning();
      return row;
    },

    // Which of the packages and custom services a partner's terms name do not exist (a
    // deleted package counts as missing): both lists empty when all do.
    async missingCatalogueEntries(
      { packageIds, serviceKeys }: { packageIds: string[]; serviceKeys: string[] },
      tx: DbOrTx = db,
    ): Promise<{ packageIds: string[]; serviceKeys: string[] }> {
      const foundPackages = packageIds.length
        ? await tx
            .select({ id: packages.id })
            .from(packages)
            .where(and(inArray(packages.id, packageIds), eq(packages.isDeleted, false)))
        : [];
      const foundServices = serviceKeys.length
        ? await tx
            .select({ key: customServices.key })
            .from(customServices)
            .where(inArray(customServices.key, serviceKeys))
        : [];
      const havePackages = new Set(foundPackages.map((row) => row.id));
      const haveServices = new Set(foundServices.map((row) => row.key));
      return {
        packageIds: packageIds.filter((id) => !havePackages.has(id)),
        serviceKeys: serviceKeys.filter((key) => !haveServices.has(key)),
      };
    },

    async update(
      id: string,
      fields: Partial<PartnerFields & Pick<PartnerRow, 'deactivatedAt'>>,
      tx: DbOrTx = db,
    ): Promise<PartnerRow | undefined> {
      const [row] = await tx
        .update(partners)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(partners.id, id))
        .returning();
      return row;
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    partnersRepository: PartnersRepository;
  }
  interface FastifyRequest {
    partnerUser: PartnerUser | null;
  }
}

export default fp(
  async function partnersRepository(app: FastifyInstance) {
    app.decorate('partnersRepository', createPartnersRepository(app.db));
    // Set by requirePartnerUser (partner-auth.ts) on the routes under /api/partner.
    app.decorateRequest('partnerUser', null);
  },
  { name: 'partners-repository', dependencies: ['db'] },
);

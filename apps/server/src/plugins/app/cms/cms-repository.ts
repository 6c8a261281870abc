import { eq } from 'drizzle-orm';

import { policyOrDefault } from '@landed/shared/schemas/cancellation';
import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';
import type { PublicCms } from '@landed/shared/schemas/cms';

import type { DbOrTx } from '#server/db/client.ts';
import { updateById } from '#server/db/by-id.ts';
import { cmsSettings } from '#server/db/schema.ts';
import { CMS_ROW_ID } from '#server/db/seed/index.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type CmsRow = typeof cmsSettings.$inferSelect;

// The public part of the CMS row: never the bank details (those are for a signed-in user
// paying a booking).
export function toPublicCms(row: CmsRow): PublicCms {
  return {
    _id: row.id,
    homepageHeadline: row.homepageHeadline,
    homepageSubheading: row.homepageSubheading,
    heroText: row.heroText,
    footerText: row.footerText,
    servicesDesc: row.servicesDesc,
    packagesDesc: row.packagesDesc,
    faqs: row.faqs,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactAddress: row.contactAddress,
    chatUrl: row.chatUrl,
    messengerUrl: row.messengerUrl,
    socialLinks: row.socialLinks,
    arrivalChangeCutoffHours: row.arrivalChangeCutoffHours,
    cancellationPolicy: policyOrDefault(row.cancellationPolicy),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createCmsRepository(db: DbOrTx) {
  return {
    // The one row of site texts and bank details (seeded; administrators edit it).
    async get(tx: DbOrTx = db): Promise<CmsRow | undefined> {
      const [row] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
      return row;
    },

    // The cancellation policy in force: the stored one, or the defaults (docs/decisions/085).
    async cancellationPolicy(tx: DbOrTx = db): Promise<CancellationPolicy> {
      const [row] = await tx
        .select({ policy: cmsSettings.cancellationPolicy })
        .from(cmsSettings)
        .where(eq(cmsSettings.id, CMS_ROW_ID));
      return policyOrDefault(row?.policy);
    },

    // Locked for the rest of the transaction, so two editors' saves apply one after the other.
    async lock(tx: DbOrTx): Promise<CmsRow | undefined> {
      const [row] = await tx
        .select()
        .from(cmsSettings)
        .where(eq(cmsSettings.id, CMS_ROW_ID))
        .for('update');
      return row;
    },

    async update(
      patch: Partial<Omit<CmsRow, 'id' | 'updatedAt'>>,
      tx: DbOrTx = db,
    ): Promise<CmsRow> {
      return (await updateById(cmsSettings, { id: CMS_ROW_ID, set: patch }, tx))!;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cmsRepository: ReturnType<typeof createCmsRepository>;
  }
}

export default repositoryPlugin('cmsRepository', createCmsRepository);

// Loads the built-in data into an empty database, once. The `seed_version` row in app_meta is
// written in the same transaction, so running the seed again changes nothing, and content an
// administrator later deletes is never brought back by a restart.
import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '#server/db/client.ts';
import {
  appMeta,
  bankingServices,
  blogPosts,
  cmsSettings,
  customOptions,
  customServices,
  packages,
  services,
} from '#server/db/schema.ts';
import { seedBankingServices } from './data/banking-services.ts';
import { seedBlogPosts } from './data/blog-posts.ts';
import { seedCms } from './data/cms.ts';
import { seedCustomServices } from './data/custom-options.ts';
import { seedPackages } from './data/packages.ts';
import { seedServices } from './data/services.ts';

export const SEED_VERSION = '1';
export const CMS_ROW_ID = 'site';

// Built-in texts rewritten since an earlier seed: a database still holding the earlier text
// exactly as seeded (never edited by an administrator) gets the new one. The privacy policy
// of issue 16 states what the product now does (docs/decisions/066).
const SEEDED_TEXT_UPGRADES = [
  {
    field: 'privacy',
    previousSha256: '40fb62dd4ea1e9929c2b8bdf11a5967312caa280bb7c83756d90f23be323f977',
    current: seedCms.privacy,
  },
] as const;

async function upgradeSeededTexts(tx: Parameters<Parameters<Db['transaction']>[0]>[0]) {
  const [row] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
  if (!row) return;
  for (const { field, previousSha256, current } of SEEDED_TEXT_UPGRADES) {
    const stored = createHash('sha256').update(row[field], 'utf8').digest('hex');
    if (stored === previousSha256) {
      await tx
        .update(cmsSettings)
        .set({ [field]: current })
        .where(eq(cmsSettings.id, CMS_ROW_ID));
    }
  }
}

export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    if (done) {
      await upgradeSeededTexts(tx);
      return { seeded: false };
    }

    await tx
      .insert(services)
      .values(seedServices.map((s, i) => ({ ...s, sortOrder: i + 1 })))
      .onConflictDoNothing();
    await tx.insert(packages).values(seedPackages);

    for (const [i, { options, ...service }] of seedCustomServices.entries()) {
      const [row] = await tx
        .insert(customServices)
        .values({ ...service, sortOrder: i + 1 })
        .onConflictDoNothing()
        .returning({ id: customServices.id });
      if (!row) continue;
      await tx.insert(customOptions).values(
        options.map((o, j) => ({
          serviceId: row.id,
          name: o.name,
          priceCents: Math.round(o.price * 100),
          description: o.description,
          features: o.features,
          sortOrder: j + 1,
        })),
      );
    }

    await tx
      .insert(blogPosts)
      .values(seedBlogPosts.map((p) => ({ ...p, published: true })))
      .onConflictDoNothing();
    await tx
      .insert(cmsSettings)
      .values({ id: CMS_ROW_ID, ...seedCms })
      .onConflictDoNothing();
    await tx.insert(bankingServices).values(seedBankingServices);
    await tx.insert(appMeta).values({ key: 'seed_version', value: SEED_VERSION });
    return { seeded: true };
  });
}

// Loads the built-in data into an empty database, once. The `seed_version` row in app_meta is
// written in the same transaction, so running the seed again changes nothing, and content an
// administrator later deletes is never brought back by a restart.
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

export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    if (done) return { seeded: false };

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

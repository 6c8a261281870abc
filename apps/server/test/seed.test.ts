// @both-databases: the seed itself
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { BLOG_CATEGORIES } from '@landed/shared/constants';

import {
  bankingServices,
  blogPosts,
  cmsSettings,
  customOptions,
  customServices,
  packages,
  services,
} from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed/index.ts';
import { build } from './helper.ts';

const app = await build();

const OPTION_TABLE: Record<string, Array<[string, number]>> = {
  'airport-pickup': [
    ['Standard', 25],
    ['Premium', 45],
    ['Luxury', 75],
  ],
  'sim-card-setup': [
    ['Basic', 15],
    ['Standard', 25],
    ['Premium', 40],
  ],
  'accommodation-assist': [
    ['2-Star', 35],
    ['3-Star', 55],
    ['4-Star', 85],
    ['5-Star', 120],
  ],
  'bank-account-setup': [
    ['Basic', 20],
    ['Standard', 35],
    ['Premium', 55],
  ],
  'city-orientation': [
    ['Basic', 25],
    ['Standard', 40],
    ['Premium', 65],
  ],
  'healthcare-registration': [
    ['Basic', 20],
    ['Standard', 35],
    ['Premium', 55],
  ],
  'tfn-abn-assistance': [
    ['TFN Only', 25],
    ['ABN Only', 35],
    ['Both TFN & ABN', 50],
  ],
  'part-time-job-support': [
    ['Basic', 30],
    ['Standard', 50],
    ['Premium', 80],
  ],
  'driving-support': [
    ['Licence Only', 40],
    ['Licence + Vehicle', 75],
    ['Premium', 120],
  ],
};

describe('the built-in data', () => {
  it('has the four packages of DECISIONS', async () => {
    const rows = await app.db.select().from(packages).orderBy(packages.priority);
    expect(rows.map((p) => [p.title, p.price, p.features.length, p.mostPopular, p.type])).toEqual([
      ['Basic', '$75', 3, false, 'Standard'],
      ['Standard', '$180', 6, true, 'Standard'],
      ['Premium', '$385', 8, false, 'Standard'],
      ['Custom Package', '', expect.any(Number), false, 'Custom'],
    ]);
  });

  it('has the custom option table of public §3, each option with 3 to 9 features', async () => {
    const svc = await app.db.select().from(customServices).orderBy(customServices.sortOrder);
    const opts = await app.db.select().from(customOptions).orderBy(customOptions.sortOrder);
    const table = Object.fromEntries(
      svc.map((s) => [
        s.key,
        opts.filter((o) => o.serviceId === s.id).map((o) => [o.name, o.priceCents / 100]),
      ]),
    );
    expect(table).toEqual(OPTION_TABLE);
    for (const o of opts) {
      expect(o.features.length).toBeGreaterThanOrEqual(3);
      expect(o.features.length).toBeLessThanOrEqual(9);
    }
  });

  it('has seven published articles, one per category, and the CMS texts and bank details', async () => {
    const posts = await app.db.select().from(blogPosts);
    expect(posts).toHaveLength(7);
    expect(posts.map((p) => p.category).sort()).toEqual([...BLOG_CATEGORIES].sort());
    expect(posts.every((p) => p.published && p.content.length > 500)).toBe(true);
    const [cms] = await app.db.select().from(cmsSettings);
    expect(cms!.homepageHeadline).not.toBe('');
    expect(cms!.footerText).toMatch(/Melbourne/);
    expect(cms!.faqs.length).toBeGreaterThanOrEqual(3);
    expect(cms!.bankName).not.toBe('');
    expect((await app.db.select().from(bankingServices)).length).toBeGreaterThanOrEqual(3);
    expect((await app.db.select().from(services)).length).toBe(9);
  });

  it('is loaded once: running the seed again changes nothing and restores nothing deleted', async () => {
    await app.db.delete(blogPosts).where(eq(blogPosts.category, 'Health'));
    const before = {
      posts: (await app.db.select().from(blogPosts)).length,
      packages: (await app.db.select().from(packages)).length,
      options: (await app.db.select().from(customOptions)).length,
    };
    expect(await seedDatabase(app.db)).toEqual({ seeded: false });
    expect({
      posts: (await app.db.select().from(blogPosts)).length,
      packages: (await app.db.select().from(packages)).length,
      options: (await app.db.select().from(customOptions)).length,
    }).toEqual(before);
    expect(before.posts).toBe(6);
  });
});

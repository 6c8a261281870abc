// @both-databases: the seed adds translations to an existing database
// The catalogue, packages, builder options and site texts in the student's language (issue 18,
// docs/decisions/073): `?locale=` gives each translated field in that language and English
// where there is none; English readers and clients that do not ask get what they always got.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { appMeta, services } from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed/index.ts';
import { translation as zhCN } from '#server/db/seed/data/translations/zh-CN.ts';
import { blog as blogNe } from '#server/db/seed/data/translations/blog-ne.ts';
import { legal as legalVi } from '#server/db/seed/data/translations/legal-vi.ts';
import { build } from '#test/helper.ts';

const app = await build();

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

type Service = { slug: string; title: string; features: string[]; price: string; _id: string };
type Package = {
  _id: string;
  title: string;
  price: string;
  featureList: { name: string; included: boolean }[];
};
type CustomService = {
  key: string;
  name: string;
  options: { _id: string; name: string; price: number }[];
};
type Cms = { homepageHeadline: string; faqs: { question: string }[]; contactEmail: string };

describe('services', () => {
  it('come in the language asked for, with prices, addresses and ids unchanged', async () => {
    const english = (await get<{ services: Service[] }>('/api/public/services')).services;
    const chinese = (await get<{ services: Service[] }>('/api/public/services?locale=zh-CN'))
      .services;
    expect(chinese.map((s) => s._id)).toEqual(english.map((s) => s._id));
    const pickup = chinese.find((s) => s.slug === 'airport-pickup')!;
    expect(pickup.title).toBe(zhCN.services['airport-pickup']!.title);
    expect(pickup.features).toEqual(zhCN.services['airport-pickup']!.features);
    expect(pickup.price).toBe(english.find((s) => s.slug === 'airport-pickup')!.price);
    expect(english.find((s) => s.slug === 'airport-pickup')!.title).toBe('Airport Pickup');

    const one = await get<{ service: Service }>('/api/public/services/airport-pickup?locale=vi');
    expect(one.service.title).not.toBe('Airport Pickup');
    expect(one.service.slug).toBe('airport-pickup');
  });

  it('refuse a language that is not one of ours', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/services?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('packages', () => {
  it.each(['zh-CN', 'hi', 'ne', 'vi'])(
    'in %s keep what each includes: every feature of Basic is one of Premium’s',
    async (locale) => {
      const english = (await get<{ packages: Package[] }>('/api/public/packages')).packages;
      const packages = (await get<{ packages: Package[] }>(`/api/public/packages?locale=${locale}`))
        .packages;
      expect(packages.map((p) => p.price)).toEqual(english.map((p) => p.price));
      for (const [i, pkg] of packages.entries()) {
        expect(pkg.title).not.toBe(english[i]!.title);
        // As many features listed, and the same ones included, as in English.
        expect(pkg.featureList.map((f) => f.included)).toEqual(
          english[i]!.featureList.map((f) => f.included),
        );
      }
    },
  );
});

describe('the custom builder', () => {
  it('names its services and options in the language, with the same options and prices', async () => {
    const english = (await get<{ services: CustomService[] }>('/api/public/custom-options'))
      .services;
    const nepali = (
      await get<{ services: CustomService[] }>('/api/public/custom-options?locale=ne')
    ).services;
    expect(nepali.map((s) => s.key)).toEqual(english.map((s) => s.key));
    expect(nepali[0]!.name).not.toBe(english[0]!.name);
    expect(nepali.flatMap((s) => s.options.map((o) => [o._id, o.price]))).toEqual(
      english.flatMap((s) => s.options.map((o) => [o._id, o.price])),
    );
  });
});

describe('site texts', () => {
  it('give the home texts and the FAQ in the language, contact details unchanged', async () => {
    const english = (await get<{ cms: Cms }>('/api/public/cms')).cms;
    const chinese = (await get<{ cms: Cms }>('/api/public/cms?locale=zh-CN')).cms;
    expect(chinese.homepageHeadline).toBe(zhCN.cms.homepageHeadline);
    expect(chinese.faqs.map((f) => f.question)).toEqual(zhCN.cms.faqs.map((f) => f.question));
    expect(chinese.faqs).toHaveLength(english.faqs.length);
    expect(chinese.contactEmail).toBe(english.contactEmail);
  });

  it('give the about text and the legal pages in the language (issue 33 item 2), facts filled in', async () => {
    type Page = { page: { content: string } };
    const about = await get<Page>('/api/public/cms/about?locale=zh-CN');
    expect(about.page.content).toBe(zhCN.cms.about);
    const terms = await get<Page>('/api/public/cms/terms?locale=zh-CN');
    expect(terms.page.content).toMatch(/^# 服务条款/);
    expect(terms.page.content).toContain('support@landed.com.au');
    expect(terms.page.content).toContain('网上预订通过银行转账付款');
    expect(terms.page.content).not.toContain('{{');
    const privacy = await get<Page>('/api/public/cms/privacy?locale=vi');
    expect(privacy.page.content).toBe(
      legalVi.privacy
        .replaceAll('{{SUPPORT_EMAIL}}', 'support@landed.com.au')
        .replaceAll('{{SUPPORT_PHONE}}', '+61 3 9000 0000')
        .replaceAll('{{DOCUMENT_RETENTION_DAYS}}', '90'),
    );
    // English readers get the English, as always.
    expect((await get<Page>('/api/public/cms/terms')).page.content).toMatch(/^# Terms of Service/);
  });

  it('give the built-in blog posts in the language', async () => {
    const post = await get<{ post: { title: string; content: string } }>(
      '/api/public/blog/your-pre-departure-checklist-for-melbourne?locale=ne',
    );
    expect(post.post.title).toBe(blogNe['your-pre-departure-checklist-for-melbourne']!.title);
  });
});

describe('a database seeded before translations existed', () => {
  it('gets the built-in translations once, without touching rows already translated', async () => {
    const fresh = await build();
    // As it was before: no translations, and the seed's note of them missing.
    await fresh.db.update(services).set({ translations: {} });
    await fresh.db.delete(appMeta).where(eq(appMeta.key, 'seed_translations'));
    const edited = { vi: { title: 'Đón sân bay (đã sửa)' } };
    await fresh.db
      .update(services)
      .set({ translations: edited })
      .where(eq(services.slug, 'airport-pickup'));

    await seedDatabase(fresh.db);
    const rows = await fresh.db.select().from(services);
    expect(rows.find((r) => r.slug === 'airport-pickup')!.translations).toEqual(edited);
    const sim =
      rows.find((r) => r.slug === 'sim-card-setup') ??
      rows.find((r) => r.slug !== 'airport-pickup')!;
    expect(Object.keys(sim.translations).sort()).toEqual(['hi', 'ne', 'vi', 'zh-CN']);

    // Once: translations removed later by an administrator stay removed.
    await fresh.db.update(services).set({ translations: {} });
    await seedDatabase(fresh.db);
    const again = await fresh.db.select().from(services);
    expect(again.every((r) => Object.keys(r.translations).length === 0)).toBe(true);
    await fresh.close();
  });
});

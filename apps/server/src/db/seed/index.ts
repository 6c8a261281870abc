// Loads the built-in data into an empty database, once. The `seed_version` row in app_meta is
// written in the same transaction, so running the seed again changes nothing, and content an
// administrator later deletes is never brought back by a restart.
import { createHash } from 'node:crypto';

import type { AnyColumn } from 'drizzle-orm';
import { and, eq, sql } from 'drizzle-orm';

import type { Locale } from '@landed/shared/locales';

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
import { BUILT_IN_ENGLISH, BUILT_IN_TEXTS } from './data/translations/built-in-texts.ts';
import { translation as hi } from './data/translations/hi.ts';
import { translation as ne } from './data/translations/ne.ts';
import type { SeedTranslation } from './data/translations/types.ts';
import { translation as vi } from './data/translations/vi.ts';
import { translation as zhCN } from './data/translations/zh-CN.ts';
import { blog as blogHi } from './data/translations/blog-hi.ts';
import { blog as blogNe } from './data/translations/blog-ne.ts';
import { blog as blogVi } from './data/translations/blog-vi.ts';
import { blog as blogZhCN } from './data/translations/blog-zh-CN.ts';
import { legal as legalHi } from './data/translations/legal-hi.ts';
import { legal as legalNe } from './data/translations/legal-ne.ts';
import { legal as legalVi } from './data/translations/legal-vi.ts';
import { legal as legalZhCN } from './data/translations/legal-zh-CN.ts';
import type { BlogTranslation, LegalTranslation } from './data/translations/types.ts';

export const SEED_VERSION = '1';
export const CMS_ROW_ID = 'site';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Built-in texts rewritten since an earlier seed: a database still holding an earlier text
// exactly as seeded (never edited by an administrator) gets the new one. The privacy policy
// of issue 16 states what the product now does (docs/decisions/066); issue 24's says when what
// was sent from an address joins the account (docs/decisions/074); issue 33's Terms, FAQ,
// privacy contact lines and payment instructions draw the payment methods, GST and contact
// details from the settings instead of stating made-up ones (docs/decisions/116).
const SEEDED_TEXT_UPGRADES = [
  {
    field: 'privacy',
    previousSha256: [
      // Before issue 16 (test/support/fixtures/privacy-policy-2026-11-21.md).
      '40fb62dd4ea1e9929c2b8bdf11a5967312caa280bb7c83756d90f23be323f977',
      // Issue 16 (test/support/fixtures/privacy-policy-2026-11-25.md).
      'b4a2cadbcf1d33d8651362a23a890c8e971eb32e6aa42abac7ea3d164d9ac75a',
      // Issue 24 (test/support/fixtures/privacy-policy-2026-11-26.md).
      'dc284793a27e6a00734d33f53468571ef2388d2c2eadd94ac405ca2ec454738b',
    ],
    current: seedCms.privacy,
  },
  {
    field: 'terms',
    // Before issue 33 (test/support/fixtures/terms-2026-11-21.md).
    previousSha256: ['768783b9296995ace7ff43f5ed1d5a81467e305b3df2e219c39da8dc8ead731c'],
    current: seedCms.terms,
  },
  {
    field: 'bankInstructions',
    previousSha256: ['ee6416bc4e74d63dd2acb4ead6742a3e527f0e14343e4ad42b061b43a1acb28a'],
    current: seedCms.bankInstructions,
  },
  {
    // 'Not used in Australia': English on every student's Pay dialog, and no IBAN.
    field: 'iban',
    previousSha256: ['a3c6a544b944b349b99abfcf93400f6e973ba13780fa13d4ea328943f43c3000'],
    current: seedCms.iban,
  },
  {
    // Before issue 33 (test/support/fixtures/faqs-2026-11-21.json).
    field: 'faqs',
    previousSha256: ['5ee15fb224ebf559bc29a22fa504e8ed8b3cd703f064efae0d730ef5376d20e0'],
    current: seedCms.faqs,
  },
] as const;

// The FAQ translations of the same seed, by language (the question/answer pairs' fingerprint).
const SEEDED_FAQ_TRANSLATIONS_BEFORE_ISSUE_33: Record<Exclude<Locale, 'en'>, string> = {
  'zh-CN': 'e793711277af1f6db066c32f523b2ac81a683a17c73440e8e782493c82990ac4',
  hi: '35acc9237b83442caf8d2645945c0f7b973a11e4691c8f7848715fa8a0b849f7',
  ne: '2e40097b44a15558b8385487c7a740e5b3b21f9dfef9fb2be89b6e45e555ff39',
  vi: '57212ecdf77654d637f83d5bc73c029952f9ca843952496aed2a15b2cb4eaffb',
};

// A stored text's fingerprint; an FAQ's is that of its question/answer pairs in order (jsonb
// does not keep an object's key order).
function fingerprint(value: string | ReadonlyArray<{ question: string; answer: string }>) {
  const text =
    typeof value === 'string'
      ? value
      : JSON.stringify(value.map(({ question, answer }) => [question, answer]));
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

async function upgradeSeededTexts(tx: Tx) {
  const [row] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
  if (!row) return;
  for (const { field, previousSha256, current } of SEEDED_TEXT_UPGRADES) {
    if ((previousSha256 as readonly string[]).includes(fingerprint(row[field]))) {
      await tx
        .update(cmsSettings)
        .set({ [field]: current })
        .where(eq(cmsSettings.id, CMS_ROW_ID));
    }
  }
  const translations = { ...row.translations };
  let changed = false;
  for (const [locale, seeded] of SEED_TRANSLATIONS) {
    const own = translations[locale];
    const before = SEEDED_FAQ_TRANSLATIONS_BEFORE_ISSUE_33[locale];
    const faqs = own?.faqs as Array<{ question: string; answer: string }> | undefined;
    if (faqs && fingerprint(faqs) === before) {
      translations[locale] = { ...own, faqs: seeded.cms.faqs };
      changed = true;
    }
  }
  if (changed) {
    await tx.update(cmsSettings).set({ translations }).where(eq(cmsSettings.id, CMS_ROW_ID));
  }
}

// The built-in content's translations (issue 18, docs/decisions/073), by language.
const SEED_TRANSLATIONS: [Exclude<Locale, 'en'>, SeedTranslation][] = [
  ['zh-CN', zhCN],
  ['hi', hi],
  ['ne', ne],
  ['vi', vi],
];

// Each built-in row's translations, per language, from a row of the language's file.
function collect<T>(pick: (translation: SeedTranslation) => T | undefined) {
  const result: Partial<Record<string, T>> = {};
  for (const [locale, translation] of SEED_TRANSLATIONS) {
    const value = pick(translation);
    if (value) result[locale] = value;
  }
  return result;
}

// A row that has no translations yet.
const untranslated = (column: AnyColumn) => sql`${column} = '{}'::jsonb`;

// Gives the built-in rows their translations, once (a fresh seed, or a database seeded before
// translations existed): only rows that still have none, found by what the seed named them.
async function seedTranslations(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_translations'));
  if (done) return;
  // Found by slug, title, key and option name, as the seed wrote them.
  for (const { slug } of seedServices) {
    await tx
      .update(services)
      .set({ translations: collect((t) => t.services[slug]) })
      .where(and(eq(services.slug, slug), untranslated(services.translations)));
  }
  for (const { title } of seedPackages) {
    await tx
      .update(packages)
      .set({ translations: collect((t) => t.packages[title]) })
      .where(and(eq(packages.title, title), untranslated(packages.translations)));
  }
  for (const { key, options } of seedCustomServices) {
    const [row] = await tx
      .update(customServices)
      .set({
        translations: collect((t) => {
          const own = t.customServices[key];
          return own && { name: own.name, description: own.description };
        }),
      })
      .where(and(eq(customServices.key, key), untranslated(customServices.translations)))
      .returning({ id: customServices.id });
    if (!row) continue;
    for (const { name } of options) {
      await tx
        .update(customOptions)
        .set({ translations: collect((t) => t.customServices[key]?.options[name]) })
        .where(
          and(
            eq(customOptions.serviceId, row.id),
            eq(customOptions.name, name),
            untranslated(customOptions.translations),
          ),
        );
    }
  }
  await tx
    .update(cmsSettings)
    .set({ translations: collect((t) => t.cms) })
    .where(and(eq(cmsSettings.id, CMS_ROW_ID), untranslated(cmsSettings.translations)));
  await tx.insert(appMeta).values({ key: 'seed_translations', value: '1' });
}

type TranslationsColumn = Partial<Record<string, Record<string, unknown>>>;

// A row's translations with `fields` added in each language that lacks them.
function withMissing(
  stored: TranslationsColumn,
  fields: (locale: Exclude<Locale, 'en'>) => Record<string, string>,
): TranslationsColumn {
  const result: TranslationsColumn = { ...stored };
  for (const [locale] of SEED_TRANSLATIONS) {
    const own = { ...result[locale] };
    for (const [field, value] of Object.entries(fields(locale))) {
      if (own[field] === undefined || own[field] === '') own[field] = value;
    }
    result[locale] = own;
  }
  return result;
}

// The built-in texts of issue 25 (docs/decisions/081): the services' categories, the pass's
// meeting point and help steps and the footer's address, once, into the rows that still say
// the English they translate (a fresh seed, or a database translated before them), beside
// whatever translations the rows already have.
async function seedBuiltInTexts(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_translations_081'));
  if (done) return;
  for (const { slug, category } of seedServices) {
    const [row] = await tx.select().from(services).where(eq(services.slug, slug));
    if (!row || row.category !== category) continue;
    await tx
      .update(services)
      .set({
        translations: withMissing(row.translations, (locale) => {
          const translated = BUILT_IN_TEXTS[locale].categories[category];
          return translated ? { category: translated } : ({} as Record<string, string>);
        }),
      })
      .where(eq(services.id, row.id));
  }
  const [cms] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
  if (cms) {
    const still = {
      defaultMeetingPoint: cms.defaultMeetingPoint === BUILT_IN_ENGLISH.meetingPoint,
      arrivalHelp: cms.arrivalHelp === BUILT_IN_ENGLISH.arrivalHelp,
      contactAddress: cms.contactAddress === BUILT_IN_ENGLISH.contactAddress,
    };
    await tx
      .update(cmsSettings)
      .set({
        translations: withMissing(cms.translations, (locale) => {
          const texts = BUILT_IN_TEXTS[locale];
          return {
            ...(still.defaultMeetingPoint && { defaultMeetingPoint: texts.meetingPoint }),
            ...(still.arrivalHelp && { arrivalHelp: texts.arrivalHelp }),
            ...(still.contactAddress && { contactAddress: texts.contactAddress }),
          };
        }),
      })
      .where(eq(cmsSettings.id, CMS_ROW_ID));
  }
  await tx.insert(appMeta).values({ key: 'seed_translations_081', value: '1' });
}

// The legal pages and the blog posts in every language (issue 33 item 2).
const LEGAL_AND_BLOG: [
  Exclude<Locale, 'en'>,
  { legal: LegalTranslation; blog: BlogTranslation },
][] = [
  ['zh-CN', { legal: legalZhCN, blog: blogZhCN }],
  ['hi', { legal: legalHi, blog: blogHi }],
  ['ne', { legal: legalNe, blog: blogNe }],
  ['vi', { legal: legalVi, blog: blogVi }],
];

// Gives the legal pages and the built-in posts their translations, once (a fresh seed, or a
// database seeded before they existed): only a text still as the seed wrote it, and only a
// language it has no translation in yet, so nothing an administrator wrote is replaced.
async function seedLegalAndBlogTranslations(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_translations_33'));
  if (done) return;
  const [cms] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, CMS_ROW_ID));
  if (cms) {
    const translations = { ...cms.translations };
    for (const [locale, { legal }] of LEGAL_AND_BLOG) {
      const own = { ...translations[locale] };
      if (!own.terms && cms.terms === seedCms.terms) own.terms = legal.terms;
      if (!own.privacy && cms.privacy === seedCms.privacy) own.privacy = legal.privacy;
      translations[locale] = own;
    }
    await tx.update(cmsSettings).set({ translations }).where(eq(cmsSettings.id, CMS_ROW_ID));
  }
  for (const post of seedBlogPosts) {
    const [stored] = await tx.select().from(blogPosts).where(eq(blogPosts.slug, post.slug));
    if (!stored || stored.content !== post.content || stored.title !== post.title) continue;
    const translations = { ...stored.translations };
    for (const [locale, { blog }] of LEGAL_AND_BLOG) {
      const own = blog[post.slug];
      if (own && !translations[locale]) translations[locale] = own;
    }
    await tx.update(blogPosts).set({ translations }).where(eq(blogPosts.id, stored.id));
  }
  await tx.insert(appMeta).values({ key: 'seed_translations_33', value: '1' });
}

export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    if (done) {
      await upgradeSeededTexts(tx);
      await seedTranslations(tx);
      await seedBuiltInTexts(tx);
      await seedLegalAndBlogTranslations(tx);
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
    await seedTranslations(tx);
    await seedBuiltInTexts(tx);
    await seedLegalAndBlogTranslations(tx);
    return { seeded: true };
  });
}

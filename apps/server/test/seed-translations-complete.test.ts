// Issue 33 item 2: every built-in text a student reads has a translation in every language,
// and every translation keeps the facts (`{{NAME}}`) its English states. A text added to the
// seed without its translations fails here, before it reaches a student as English.
import { describe, expect, it } from 'vitest';

import { TRANSLATED_LOCALES } from '@landed/shared/schemas/translations';

import { seedBankingServices } from '#server/db/seed/data/banking-services.ts';
import { seedBlogPosts } from '#server/db/seed/data/blog-posts.ts';
import { seedCms } from '#server/db/seed/data/cms.ts';
import { seedCustomServices } from '#server/db/seed/data/custom-options.ts';
import { seedPackages } from '#server/db/seed/data/packages.ts';
import { seedServices } from '#server/db/seed/data/services.ts';
import { blog as blogHi } from '#server/db/seed/data/translations/blog-hi.ts';
import { blog as blogNe } from '#server/db/seed/data/translations/blog-ne.ts';
import { blog as blogVi } from '#server/db/seed/data/translations/blog-vi.ts';
import { blog as blogZhCN } from '#server/db/seed/data/translations/blog-zh-CN.ts';
import { BUILT_IN_TEXTS } from '#server/db/seed/data/translations/built-in-texts.ts';
import { translation as hi } from '#server/db/seed/data/translations/hi.ts';
import { legal as legalHi } from '#server/db/seed/data/translations/legal-hi.ts';
import { legal as legalNe } from '#server/db/seed/data/translations/legal-ne.ts';
import { legal as legalVi } from '#server/db/seed/data/translations/legal-vi.ts';
import { legal as legalZhCN } from '#server/db/seed/data/translations/legal-zh-CN.ts';
import { translation as ne } from '#server/db/seed/data/translations/ne.ts';
import { translation as vi } from '#server/db/seed/data/translations/vi.ts';
import { translation as zhCN } from '#server/db/seed/data/translations/zh-CN.ts';

const PER_LOCALE = {
  'zh-CN': { content: zhCN, legal: legalZhCN, blog: blogZhCN },
  hi: { content: hi, legal: legalHi, blog: blogHi },
  ne: { content: ne, legal: legalNe, blog: blogNe },
  vi: { content: vi, legal: legalVi, blog: blogVi },
};

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;
const facts = (text: string) => (text.match(/\{\{[A-Z_]+\}\}/g) ?? []).sort();

describe.each(TRANSLATED_LOCALES)('the built-in texts in %s', (locale) => {
  const { content, legal, blog } = PER_LOCALE[locale];

  it('translate every service, package and builder option a student reads', () => {
    for (const service of seedServices) {
      const own = content.services[service.slug];
      for (const field of ['title', 'description', 'details', 'highlight', 'features'] as const)
        expect(filled(own?.[field]), `service ${service.slug}: ${field}`).toBe(true);
    }
    for (const pkg of seedPackages) {
      const own = content.packages[pkg.title];
      for (const field of ['title', 'tagline', 'description', 'features'] as const)
        expect(filled(own?.[field]), `package ${pkg.title}: ${field}`).toBe(true);
    }
    for (const builder of seedCustomServices) {
      const own = content.customServices[builder.key];
      expect(filled(own?.name), `builder ${builder.key}`).toBe(true);
      for (const option of builder.options)
        expect(filled(own?.options[option.name]?.name), `${builder.key}: ${option.name}`).toBe(
          true,
        );
    }
  });

  it('translate the site texts, the FAQ, the legal pages and the payment instructions, keeping their facts', () => {
    for (const field of [
      'homepageHeadline',
      'homepageSubheading',
      'heroText',
      'footerText',
      'servicesDesc',
      'packagesDesc',
      'about',
    ] as const) {
      expect(filled(content.cms[field]), `cms ${field}`).toBe(true);
      expect(facts(content.cms[field]), `cms ${field}`).toEqual(facts(seedCms[field]));
    }
    expect(content.cms.faqs).toHaveLength(seedCms.faqs.length);
    content.cms.faqs.forEach((faq, i) => {
      expect(filled(faq.question) && filled(faq.answer), `FAQ ${i + 1}`).toBe(true);
      expect(facts(faq.answer), `FAQ ${i + 1}`).toEqual(facts(seedCms.faqs[i]!.answer));
    });
    for (const page of ['terms', 'privacy'] as const) {
      expect(filled(legal[page]), page).toBe(true);
      expect(legal[page]).not.toBe(seedCms[page]);
      expect(facts(legal[page]), page).toEqual(facts(seedCms[page]));
    }
    const builtIn = BUILT_IN_TEXTS[locale];
    for (const field of [
      'meetingPoint',
      'arrivalHelp',
      'contactAddress',
      'bankInstructions',
    ] as const)
      expect(filled(builtIn[field]), field).toBe(true);
    for (const service of seedBankingServices)
      expect(filled(builtIn.bankingServices[service.title]?.title), service.title).toBe(true);
  });

  it('translate every built-in blog post: title, summary and body', () => {
    for (const post of seedBlogPosts) {
      const own = blog[post.slug];
      for (const field of ['title', 'summary', 'content'] as const) {
        expect(filled(own?.[field]), `${post.slug}: ${field}`).toBe(true);
        expect(own?.[field], `${post.slug}: ${field}`).not.toBe(post[field]);
      }
    }
    expect(Object.keys(blog).sort()).toEqual(seedBlogPosts.map((p) => p.slug).sort());
  });
});

// One form of address per language: the polite 您 throughout in Chinese, never 你.
describe('the Chinese texts', () => {
  it('address the reader as 您 in the legal pages and the blog posts', () => {
    const texts = [
      legalZhCN.terms,
      legalZhCN.privacy,
      ...Object.values(blogZhCN).flatMap((p) => [p.title, p.summary, p.content]),
    ];
    for (const text of texts) expect(text).not.toMatch(/你(?!们)/);
  });
});

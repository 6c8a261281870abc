// The site in the student's language (issue 18, docs/decisions/071): each language's pages
// under its prefix, rendered on the server in that language, with `<html lang>`, the
// alternates of every language, and only that language's interface texts.
import { describe, expect, it } from 'vitest';

import { adminToken, bearer, build, ensureWebBuilt } from '#test/helper.ts';

const ORIGIN = 'https://landed.example';
const app = await build({ appUrl: ORIGIN, webDistDir: await ensureWebBuilt() });

// Each language, its `<html lang>`, and its word for the navigation's "Packages".
const LANGUAGES = [
  { code: 'zh-CN', lang: 'zh-CN', packages: '套餐', og: 'zh_CN' },
  { code: 'hi', lang: 'hi-IN', packages: 'पैकेज', og: 'hi_IN' },
  { code: 'ne', lang: 'ne-NP', packages: 'प्याकेजहरू', og: 'ne_NP' },
  { code: 'vi', lang: 'vi-VN', packages: 'Gói dịch vụ', og: 'vi_VN' },
] as const;
const ALL = ['en', 'zh-CN', 'hi', 'ne', 'vi', 'x-default'];

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (match) => [match[1]!, match[2]!],
    ),
  );
  // The page names its language's texts, which the app fetches as it starts
  // (docs/decisions/137).
  const texts = /<script data-app="[^"]*" data-preload="[^"]*" data-texts="([^"]+)">/.exec(
    html,
  )?.[1];
  const textsAnswer = texts ? await app.inject({ method: 'GET', url: texts }) : undefined;
  return {
    status: response.statusCode,
    html,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates,
    messages: textsAnswer?.json<object>(),
    textsCache: textsAnswer?.headers['cache-control'],
    // The navigation's text, without tags.
    nav: /<nav aria-label="[^"]*" class="mx-auto flex h-16[\s\S]*?<\/nav>/
      .exec(html)?.[0]
      .replace(/<[^>]+>/g, ' '),
  };
}

describe.each(LANGUAGES)('the $code pages', ({ code, lang, packages, og }) => {
  it(`GET /${code}/packages answers HTML in that language with every language's alternate`, async () => {
    const p = await page(`/${code}/packages`);
    expect(p.status).toBe(200);
    expect(p.lang).toBe(lang);
    expect(p.ogLocale).toBe(og);
    expect(p.nav).toContain(packages);
    expect(p.nav).not.toContain('Packages');
    expect(p.canonical).toBe(`${ORIGIN}/${code}/packages`);
    expect(Object.keys(p.alternates).sort()).toEqual([...ALL].sort());
    expect(p.alternates.en).toBe(`${ORIGIN}/packages`);
    expect(p.alternates[code]).toBe(`${ORIGIN}/${code}/packages`);
    expect(p.alternates['x-default']).toBe(`${ORIGIN}/packages`);
    // The page names its own language's texts, and no other's, kept by the browser.
    expect(p.textsCache).toBe('public, max-age=31536000, immutable');
    expect(JSON.stringify(p.messages)).toContain(packages);
    for (const other of LANGUAGES.filter((l) => l.code !== code)) {
      expect(JSON.stringify(p.messages)).not.toContain(other.packages);
    }
  });

  it(`GET /${code}/ and /${code} are the home page in that language`, async () => {
    for (const url of [`/${code}/`, `/${code}`]) {
      const p = await page(url);
      expect(p.status).toBe(200);
      expect(p.lang).toBe(lang);
      expect(p.nav).toContain(packages);
    }
  });

  it('an unknown address under the prefix is the not-found page in that language', async () => {
    const p = await page(`/${code}/no-such-page`);
    expect(p.status).toBe(404);
    expect(p.lang).toBe(lang);
    expect(p.nav).toContain(packages);
    // Kept per language: English after it stays English.
    const english = await page('/no-such-page');
    expect(english.status).toBe(404);
    expect(english.lang).toBe('en-AU');
    expect(english.nav).toContain('Packages');
  });

  it('a page the browser renders (sign-in) arrives as the shell in that language', async () => {
    const p = await page(`/${code}/login`);
    expect(p.status).toBe(200);
    expect(p.lang).toBe(lang);
    // The site texts it will ask for, preloaded in its language.
    expect(p.html).toContain(`<link rel="preload" href="/api/public/cms?locale=${code}"`);
  });
});

describe('English', () => {
  it('keeps its addresses, with the alternates of every language', async () => {
    const p = await page('/packages');
    expect(p.status).toBe(200);
    expect(p.lang).toBe('en-AU');
    expect(p.nav).toContain('Packages');
    expect(p.canonical).toBe(`${ORIGIN}/packages`);
    expect(Object.keys(p.alternates).sort()).toEqual([...ALL].sort());
    expect(p.alternates.vi).toBe(`${ORIGIN}/vi/packages`);
  });

  it('has no prefix of its own, and an unknown prefix is not a language', async () => {
    expect((await page('/en/packages')).status).toBe(404);
    expect((await page('/fr/packages')).status).toBe(404);
  });
});

describe('the arrival pass offline', () => {
  it("serves the pass's worker at each language's address, so its scope covers that language", async () => {
    const english = await app.inject({ method: 'GET', url: '/dashboard/bookings/pass-sw.js' });
    const chinese = await app.inject({
      method: 'GET',
      url: '/zh-CN/dashboard/bookings/pass-sw.js',
    });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.headers['content-type']).toMatch(/javascript/);
    expect(chinese.body).toBe(english.body);
    expect(
      (await app.inject({ method: 'GET', url: '/fr/dashboard/bookings/pass-sw.js' })).statusCode,
    ).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every page in every language, each naming the others', async () => {
    const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const code of ['zh-CN', 'hi', 'ne', 'vi']) {
      expect(xml).toContain(`<loc>${ORIGIN}/${code}/packages</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/${code}/</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/packages</loc>`);
    const entry = /<url>\s*<loc>https:\/\/landed\.example\/vi\/packages<\/loc>[\s\S]*?<\/url>/.exec(
      xml,
    )?.[0];
    for (const code of ALL) expect(entry).toContain(`hreflang="${code}"`);
  });
});

describe('a blog post', () => {
  it('shows its translation in that language, and its English body, marked English, where it has none', async () => {
    const editor = await adminToken(app, 'Content Manager');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(editor.token),
      payload: {
        title: 'Your first week in Melbourne',
        slug: 'first-week-rendered',
        summary: 'What to do first.',
        content: 'Open a bank account before the weekend.',
        category: 'Checklist',
        date: '2026-11-20',
        translations: {
          'zh-CN': {
            title: '在墨尔本的第一周',
            summary: '先做什么。',
            content: '周末前开好银行账户。',
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const chinese = await page('/zh-CN/blog/first-week-rendered');
    expect(chinese.status).toBe(200);
    expect(chinese.lang).toBe('zh-CN');
    expect(chinese.html).toContain('<title>在墨尔本的第一周');
    expect(chinese.html).toMatch(/<h1 class="[^"]*">在墨尔本的第一周<\/h1>/);
    expect(chinese.html).toContain('周末前开好银行账户。');
    expect(chinese.html).not.toContain('Open a bank account before the weekend.');
    expect(chinese.html).toContain('"inLanguage":"zh-CN"');

    const vietnamese = await page('/vi/blog/first-week-rendered');
    expect(vietnamese.lang).toBe('vi-VN');
    expect(vietnamese.html).toMatch(
      /<div class="mt-6" lang="en-AU">[\s\S]*Open a bank account before the weekend\./,
    );
    expect(vietnamese.html).toMatch(
      /<h1 class="[^"]*" lang="en-AU">Your first week in Melbourne<\/h1>/,
    );

    const english = await page('/blog/first-week-rendered');
    expect(english.html).toContain('Open a bank account before the weekend.');
    expect(english.html).not.toMatch(/<div class="mt-6" lang=/);
    expect(english.html).not.toContain('inLanguage');
  });
});

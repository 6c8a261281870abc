// @once: its two-instance part skips itself on PGlite; the rest is rendering, not the storage
// The public pages arrive rendered (issue 17, docs/decisions/068): each with its own title,
// description, canonical address, link-preview tags and schema.org JSON-LD, the article text
// itself, 404 for what does not exist, and an administrator's edit shown at once though
// rendered pages are kept.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  adminToken,
  bearer,
  build,
  createTestDatabase,
  editHeadline,
  ensureWebBuilt,
  onPostgres,
} from '#test/helper.ts';

// The web app and its server renderer, built from the sources unless they already are.
const webDistDir = await ensureWebBuilt();

const ORIGIN = 'https://landed.example';
const app = await build({ appUrl: ORIGIN, webDistDir });

const POST = 'oshc-and-seeing-a-gp-in-australia';

type Ld = Record<string, unknown> & { '@type': string };

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const meta = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd: Ld[] = [
    ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
  ].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Ld & { '@graph'?: Ld[] };
    expect(value['@context']).toBe('https://schema.org');
    return value['@graph'] ?? [value];
  });
  return {
    response,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ld: (type: string) => jsonLd.find((item) => item['@type'] === type),
    // The text a reader sees, without tags.
    text: html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
  };
}

describe('a blog post', () => {
  it('arrives with its title, description, link preview, JSON-LD Article and its text', async () => {
    const { post } = (await app.inject({ method: 'GET', url: `/api/public/blog/${POST}` })).json<{
      post: { title: string; summary: string; content: string; author: string };
    }>();
    const p = await page(`/blog/${POST}`);
    expect(p.response.statusCode).toBe(200);
    expect(p.response.headers['content-type']).toMatch(/^text\/html/);
    expect(p.title).toBe(`${post.title} | Landed`);
    expect(p.titles).toBe(1);
    expect(p.description).toBe(post.summary);
    expect(p.canonical).toBe(`${ORIGIN}/blog/${POST}`);
    expect(p.og('title')).toBe(`${post.title} | Landed`);
    expect(p.og('description')).toBe(post.summary);
    expect(p.og('type')).toBe('article');
    expect(p.og('url')).toBe(`${ORIGIN}/blog/${POST}`);
    // A raster picture link previews show (issue 25), made from the post's own picture.
    expect(p.og('image')).toBe(`${ORIGIN}/og/blog/${POST}.jpg`);
    expect(p.og('image:width')).toBe('1200');
    expect(p.og('image:height')).toBe('630');
    expect(p.twitter('card')).toBe('summary_large_image');
    expect(p.twitter('image')).toBe(`${ORIGIN}/og/blog/${POST}.jpg`);

    const article = p.ld('Article');
    expect(article).toMatchObject({
      headline: post.title,
      author: { '@type': 'Person', name: post.author },
      image: [`${ORIGIN}/images/blog/${POST}.svg`],
      mainEntityOfPage: `${ORIGIN}/blog/${POST}`,
    });
    expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.ld('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        { position: 3, name: post.title, item: `${ORIGIN}/blog/${POST}` },
      ],
    });
    expect(p.ld('LocalBusiness')).toMatchObject({
      name: 'Landed',
      address: { addressLocality: 'Melbourne', addressCountry: 'AU' },
      contactPoint: [expect.objectContaining({ '@type': 'ContactPoint' })],
    });

    // The article's first paragraph, as words on the page.
    const firstParagraph = post.content
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^([#>*-]|\d+\.)/.test(block))!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/\s+/g, ' ');
    expect(p.text).toContain(firstParagraph);
    // Without the notice meant for a shell that needs JavaScript.
    expect(p.html).not.toContain('Landed needs JavaScript');
  });

  it('hands the browser the answers it was rendered from, safe inside the page', async () => {
    const p = await page(`/blog/${POST}`);
    const state = /<script type="application\/json" id="landed-state">([^<]*)<\/script>/.exec(
      p.html,
    );
    const queries = (JSON.parse(state![1]!) as { queries: { queryKey: unknown[] }[] }).queries;
    expect(queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['public', 'cms', { locale: 'en' }],
        ['public', 'blog', POST, { locale: 'en' }],
      ]),
    );
    // The page does not preload what it already carries.
    expect(p.html).not.toMatch(/<link rel="preload" href="\/api\/public\/[^"]*" as="fetch"/);
  });

  it('answers 404 with the not-found text for an unknown post, and for one taken down', async () => {
    const unknown = await page('/blog/no-such-post');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.text).toContain('Post not found.');

    const content = await adminToken(app, 'Content Manager');
    const body = {
      title: 'Opal cards </script><script>alert(1)</script> for students',
      slug: 'opal-cards-for-students',
      summary: 'Concession fares & "myki".',
      content:
        'Your myki card is the key to trams. See [this](javascript:alert(document.cookie)) ' +
        'and [PTV](https://www.ptv.vic.gov.au).\n\n<a href="javascript:alert(2)">raw</a>',
      category: 'Essentials',
      author: 'Priya',
      date: '2026-11-01',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: bearer(content.token),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ post: { _id: string } }>().post._id;
    const shown = await page('/blog/opal-cards-for-students');
    expect(shown.response.statusCode).toBe(200);
    // A title that tries to end the script element stays text, in the page and its JSON-LD.
    expect(shown.html).not.toContain('<script>alert(1)</script>');
    expect(shown.ld('Article')!.headline).toContain('</script><script>alert(1)</script>');
    expect(shown.description).toBe('Concession fares &amp; &quot;myki&quot;.');
    // Links in the text keep only safe addresses; raw HTML is not rendered.
    expect(shown.html).not.toMatch(/href="\s*javascript:/i);
    expect(shown.html).toContain('href="https://www.ptv.vic.gov.au"');
    expect(shown.html).not.toContain('>raw</a>');

    const hidden = await app.inject({
      method: 'PUT',
      url: `/api/admin/blog/${id}`,
      headers: bearer(content.token),
      payload: { ...body, published: false },
    });
    expect(hidden.statusCode).toBe(200);
    const gone = await page('/blog/opal-cards-for-students');
    expect(gone.response.statusCode).toBe(404);
    expect(gone.text).not.toContain('Your myki card');
  });
});

describe('the other public pages', () => {
  const PAGES = [
    { url: '/', title: 'Arrival support for international students in Melbourne | Landed' },
    { url: '/services', title: 'Our Services | Landed', crumb: 'Services' },
    { url: '/packages', title: 'Packages | Landed', crumb: 'Packages' },
    { url: '/about', title: 'Who We Are | Landed', crumb: 'About' },
    { url: '/blog', title: 'Blog | Landed', crumb: 'Blog' },
    { url: '/contact', title: 'Contact Us | Landed', crumb: 'Contact' },
    { url: '/privacy', title: 'Privacy Policy | Landed', crumb: 'Privacy Policy' },
    { url: '/terms', title: 'Terms of Service | Landed', crumb: 'Terms of Service' },
  ];

  it.each(PAGES)(
    '$url has its own title, description, preview card and JSON-LD',
    async (expected) => {
      const p = await page(expected.url);
      expect(p.response.statusCode).toBe(200);
      expect(p.title).toBe(expected.title);
      expect(p.titles).toBe(1);
      expect(p.description!.length).toBeGreaterThan(50);
      expect(p.og('title')).toBe(expected.title);
      expect(p.og('description')).toBe(p.description);
      expect(p.og('type')).toBe('website');
      expect(p.canonical).toBe(`${ORIGIN}${expected.url}`);
      expect(p.og('url')).toBe(`${ORIGIN}${expected.url}`);
      // The site's card when the page has no picture of its own.
      expect(p.og('image')).toBe(`${ORIGIN}/og-card.jpg`);
      expect(p.ld('LocalBusiness')).toBeDefined();
      if (expected.crumb) {
        expect(p.ld('BreadcrumbList')).toMatchObject({
          itemListElement: [
            { position: 1, name: 'Home' },
            { position: 2, name: expected.crumb, item: `${ORIGIN}${expected.url}` },
          ],
        });
      }
      expect(p.text).toContain(expected.title.replace(/ \| Landed$/, '').slice(0, 8));
    },
  );

  it('a service page describes the service with an offer in AUD', async () => {
    const p = await page('/services/airport-pickup');
    expect(p.response.statusCode).toBe(200);
    expect(p.title).toBe('Airport Pickup | Landed');
    expect(p.ld('Service')).toMatchObject({
      name: 'Airport Pickup',
      provider: { '@id': `${ORIGIN}/#organization` },
      areaServed: { '@type': 'City', name: 'Melbourne' },
      offers: { '@type': 'Offer', priceCurrency: 'AUD', price: '49' },
    });
    expect(p.ld('BreadcrumbList')!.itemListElement).toHaveLength(3);
  });

  it('the packages page offers each package in AUD and answers its FAQ', async () => {
    const { packages } = (await app.inject({ method: 'GET', url: '/api/public/packages' })).json<{
      packages: { name: string; totalPrice: number | null }[];
    }>();
    const p = await page('/packages');
    const catalog = p.ld('OfferCatalog') as unknown as {
      itemListElement: Record<string, unknown>[];
    };
    expect(catalog.itemListElement).toHaveLength(packages.length);
    for (const [i, item] of packages.entries()) {
      expect(catalog.itemListElement[i]).toMatchObject({
        '@type': 'Offer',
        name: item.name,
        priceCurrency: 'AUD',
        ...(item.totalPrice !== null ? { price: String(item.totalPrice) } : {}),
      });
    }
    const faq = p.ld('FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: unknown }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThan(0);
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    });
  });

  it('answers 404 with the not-found page for an unknown service or address', async () => {
    for (const url of ['/services/helicopter-rides', '/no/such/page']) {
      const p = await page(url);
      expect(p.response.statusCode, url).toBe(404);
      expect(p.response.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await page('/no/such/page')).text).toContain('Page not found');
    expect((await page('/services/helicopter-rides')).text).toContain('Service Not Found');
  });

  it('leaves the signed-in areas and forms to the browser', async () => {
    for (const url of ['/dashboard', '/admin', '/login']) {
      const p = await page(url);
      expect(p.response.statusCode, url).toBe(200);
      expect(p.html, url).toContain('Landed needs JavaScript');
      expect(p.html, url).not.toContain('landed-state');
    }
  });
});

describe('the CSS of the first paint (docs/decisions/069)', () => {
  const full = (html: string) => {
    const href =
      /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" type="text\/x-deferred" disabled data-rest>/.exec(
        html,
      )?.[1];
    expect(href).toBeDefined();
    return {
      href: href!,
      css: readFileSync(path.join(webDistDir, href!), 'utf8'),
    };
  };
  // `.name{` as it stands in the built stylesheet.
  const rule = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, '\\$&')}{`;

  it('comes in the page: every class the page uses, and not the rest of the stylesheet', async () => {
    for (const url of [`/blog/${POST}`, '/packages', '/no/such/page']) {
      const { html } = await page(url);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles, url).toHaveLength(1);
      const critical = styles[0]!;
      const { href, css } = full(html);
      // The whole stylesheet: named for boot.js to fetch once the page is painted, and
      // applied at once without scripts.
      expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
      const body = html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '');
      const used = new Set(
        [...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      const styled = [...used].filter((name) => /^[a-z]/.test(name) && css.includes(rule(name)));
      expect(styled.length, url).toBeGreaterThan(30);
      for (const name of styled) expect(critical, `${url}: ${name}`).toContain(rule(name));
      // Classes only other pages use stay out (the admin tables', the dialogs').
      const unused = [...css.matchAll(/\.([a-z][a-z0-9-]*)\{/g)]
        .map((m) => m[1]!)
        .filter((name) => !used.has(name));
      expect(unused.length).toBeGreaterThan(20);
      expect(unused.filter((name) => critical.includes(rule(name))).length).toBeLessThan(
        unused.length / 4,
      );
      expect(critical.length, url).toBeLessThan(css.length * 0.6);
    }
  });

  it('leaves the whole stylesheet in the pages the browser renders', async () => {
    const { html } = await page('/login');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const href =
      /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" type="text\/x-inlined" disabled>/.exec(
        html,
      )?.[1];
    expect(href).toBeDefined();
    expect(style).toBe(readFileSync(path.join(webDistDir, href!), 'utf8'));
  });
});

// Issue 36 item 1: the rendered HTML paints on its own, with nothing fetched before it
// (docs/decisions/137).
describe('a rendered page paints before the app', () => {
  it('carries its starter inside, allowed by its hash, and names its texts instead of carrying them', async () => {
    const boot = readFileSync(path.join(webDistDir, 'boot.js'), 'utf8');
    const hash = createHash('sha256').update(boot).digest('base64');
    for (const url of ['/', '/vi/', '/blog', `/blog/${POST}`, '/packages', '/no/such/page']) {
      const p = await page(url);
      expect(p.html, url).toContain(`${boot}</script>`);
      expect(p.html, url).not.toContain('src="/boot.js"');
      expect(String(p.response.headers['content-security-policy'])).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
      expect(p.html, url).not.toContain('landed-messages');
      // No request of its own before the first paint: the icon is in the page too.
      expect(p.html, url).toMatch(/<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:/);
      expect(p.html, url).not.toContain('React replaces it');
      const texts = /data-texts="([^"]+)"/.exec(p.html)?.[1];
      expect(texts, url).toMatch(/^\/texts\/public-(en|vi)-[\w-]+\.json$/);
      const answer = await app.inject({
        method: 'GET',
        url: texts!,
        headers: { 'accept-encoding': 'br' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const vi = await app.inject({
      method: 'GET',
      url: /data-texts="([^"]+)"/.exec((await page('/vi/')).html)![1]!,
    });
    expect(vi.json<Record<string, unknown>>()['nav.packages']).toBeDefined();
    expect(JSON.stringify(vi.json())).toContain('Gói dịch vụ');
  });

  it('defines in its CSS only the theme properties its rules read', async () => {
    for (const url of ['/', '/blog', `/blog/${POST}`]) {
      const { html } = await page(url);
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*data-rest>/.exec(
        html,
      )![1]!;
      const whole = readFileSync(path.join(webDistDir, href), 'utf8');
      const theme = [...css.matchAll(/:root\{([^}]*)\}/g)].flatMap((m) =>
        [...m[1]!.matchAll(/(?:^|;)(--[\w-]+):/g)].map((d) => d[1]!),
      );
      const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
      expect(theme.length, url).toBeGreaterThan(20);
      for (const name of theme) expect(read, `${url}: ${name}`).toContain(name);
      // Tailwind registers each of its variables; the page keeps those its rules use.
      const registered = (text: string) => text.match(/@property /g)?.length ?? 0;
      expect(registered(css), url).toBeLessThan(registered(whole) / 2);
    }
  });
});

describe('rendered pages are kept like the answers they are made from', () => {
  it('serves a kept page with its ETag, and shows an administrator’s edit at once', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const compressed = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);

    const put = await editHeadline(app, 'Your Melbourne arrival, handled');
    expect(put.statusCode).toBe(200);
    const after = await page('/');
    expect(after.response.statusCode).toBe(200);
    expect(after.text).toContain('Your Melbourne arrival, handled');
    expect(after.response.headers.etag).not.toBe(first.headers.etag);
  });

  it('makes the not-found page once for every unknown address, and again after an edit', async () => {
    const first = await app.inject({ method: 'GET', url: '/made-up/address-1' });
    const second = await app.inject({ method: 'GET', url: '/another-made-up?page=2' });
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(first.body).toContain('Page not found');
    // One copy: even the moment its answers were taken (in the page's state) is the same.
    expect(second.body).toBe(first.body);

    const put = await editHeadline(app, 'Arrive ready for Melbourne');
    expect(put.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/made-up/address-3' });
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('Arrive ready for Melbourne');
    expect(first.body).not.toContain('Arrive ready for Melbourne');
  });

  // Issue 24: every query string made a render and took a slot of the public cache (500), and
  // the first visitor's stood in the kept page's language links.
  it('keeps one copy of a page whatever unknown query it comes with, rendered without it', async () => {
    app.publicCache.clear();
    const first = await app.inject({ method: 'GET', url: '/?utm_source=first-visitor' });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('first-visitor');
    const entries = app.publicCache.size();
    const misses = app.publicCache.misses();
    for (let n = 0; n < 600; n += 1) {
      const junk = await app.inject({ method: 'GET', url: `/?junk${n}=${n}` });
      expect(junk.statusCode).toBe(200);
      expect(junk.headers.etag).toBe(first.headers.etag);
    }
    // No render (each one is a miss) and no entry.
    expect(app.publicCache.misses()).toBe(misses);
    expect(app.publicCache.size()).toBe(entries);
  });

  it("still renders a page's own query parameters, one copy each", async () => {
    app.publicCache.clear();
    const all = await page('/blog');
    const found = await page('/blog?q=OSHC&utm_source=mail');
    expect(found.response.statusCode).toBe(200);
    // The search is the page's: in its box, and a different page from the whole list.
    expect(found.html).toContain('value="OSHC"');
    expect(all.html).not.toContain('value="OSHC"');
    expect(found.html).not.toContain('utm_source');
    const misses = app.publicCache.misses();
    const again = await page('/blog?utm_source=other&q=OSHC');
    expect(again.html).toBe(found.html);
    expect(app.publicCache.misses()).toBe(misses);
  });

  // docs/decisions/140: on the list the cards' pictures follow the words of the first screen
  // (lazy, and at low priority: those in the first screen would otherwise be raised to high
  // as soon as the page is laid out, and compete with its paint); a post's own picture, its
  // largest paint, comes with the page.
  it("holds the blog list's pictures back until the page has painted", async () => {
    const list = (await page('/blog')).html;
    const pictures = [...list.matchAll(/<img [^>]*src="\/images\/blog\/[^"]+"[^>]*>/g)];
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    for (const [picture] of pictures) {
      expect(picture).toContain('loading="lazy"');
      expect(picture).toContain('fetchPriority="low"');
    }
    expect(list).not.toMatch(/<link rel="preload"[^>]*as="image"/);
    // The post's own picture, small, comes inside the page (docs/decisions/144): nothing to
    // ask for before it paints.
    const post = (await page(`/blog/${POST}`)).html;
    const picture = /<img [^>]*>/.exec(post)?.[0];
    expect(picture).toMatch(/ src="data:image\/svg\+xml,%3Csvg /);
    expect(picture).not.toContain('loading="lazy"');
    expect(post).not.toContain(`src="/images/blog/${POST}.svg"`);
    expect(post).not.toMatch(/<link rel="preload"[^>]*as="image"/);
  });

  // Issue 24: the kept copy was rendered at its first visitor's address, which then stood in
  // its language links (and their query string) for everyone after.
  for (const prefix of ['', '/vi']) {
    it(`holds nothing of its first visitor's address (${prefix || 'English'})`, async () => {
      app.publicCache.clear();
      const probe = `${prefix}/Your-account-is-suspended-call-0400000000?ref=call-now`;
      const first = await app.inject({ method: 'GET', url: probe });
      const second = await app.inject({ method: 'GET', url: `${prefix}/xyz?utm=1` });
      expect(first.statusCode).toBe(404);
      expect(second.statusCode).toBe(404);
      expect(second.body).toBe(first.body);
      for (const body of [first.body, second.body]) {
        expect(body).toContain(prefix ? '<html lang="vi-VN">' : '<html lang="en-AU">');
        expect(/is-suspended|0400000000|call-now|\/xyz|utm=/.exec(body)?.[0]).toBeUndefined();
      }
      // Its language links lead to the not-found page in each language.
      expect(second.body).toContain(`href="/vi/404#lang=vi"`);
      expect(second.body).toContain(`href="/zh-CN/404#lang=zh-CN"`);
    });
  }
});

// Rendered pages are kept per instance; an edit through one must show on the other at once
// (ARCHITECTURE "Scale-out"). Several instances share a database only on PostgreSQL.
describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  it("shows an edit made through one instance on the other's next rendered page", async () => {
    const database = await createTestDatabase();
    afterAll(() => database.drop());
    const first = await build({ appUrl: ORIGIN, webDistDir }, { database: database.config });
    const second = await build({ appUrl: ORIGIN, webDistDir }, { database: database.config });
    const headlineOn = async (app: typeof first) =>
      /<h1[^>]*>([^<]*)<\/h1>/.exec((await app.inject({ method: 'GET', url: '/' })).body)?.[1];
    const kept = await headlineOn(second);
    expect(await headlineOn(second)).toBe(kept);
    // The second instance keeps its not-found page too (it carries the CMS texts).
    const notFoundOn = async (app: typeof first) =>
      (await app.inject({ method: 'GET', url: `/made-up-${Math.random().toString(36).slice(2)}` }))
        .body;
    expect(await notFoundOn(second)).toContain('Page not found');
    expect(await notFoundOn(second)).not.toContain('Edited on the first instance');

    const put = await editHeadline(first, 'Edited on the first instance');
    expect(put.statusCode).toBe(200);
    await expect
      .poll(() => headlineOn(second), { timeout: 2_000, interval: 20 })
      .toBe('Edited on the first instance');
    expect(await notFoundOn(second)).toContain('Edited on the first instance');
  });
});

// /sitemap.xml (docs/decisions/025, 056): the pages of the page table marked for search
// engines, then every published service and post, from the database so new ones are listed
// without a rebuild. Each page is listed in every language, each entry naming the others
// (`xhtml:link` alternates, docs/decisions/071).
import type { FastifyInstance } from 'fastify';

import { LOCALES, localizedPath } from '@landed/shared/locales';
import { PAGE_LIST, PAGES, pagePath } from '@landed/shared/pages';

// The public pages (public §2) with a fixed address, by their importance to a visitor: those
// with `sitemap` in the page table (docs/decisions/056).
const FIXED_PAGES = PAGE_LIST.flatMap(({ path, sitemap }) =>
  sitemap && !path.includes(':') ? [{ path, priority: sitemap.priority }] : [],
);

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

// A page's entries, one per language, at `base` + its address without a language's prefix.
function urlEntries({
  base,
  path,
  lastmod,
  priority,
}: {
  base: string;
  path: string;
  lastmod?: string;
  priority?: string;
}): string[] {
  const alternates = [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: `${base}${localizedPath(path, locale)}`,
    })),
    { hreflang: 'x-default', href: `${base}${path}` },
  ].map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
  );
  return LOCALES.map((locale) =>
    [
      '  <url>',
      `    <loc>${escapeXml(`${base}${localizedPath(path, locale)}`)}</loc>`,
      ...alternates,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      ...(priority ? [`    <priority>${priority}</priority>`] : []),
      '  </url>',
    ].join('\n'),
  );
}

export async function buildSitemap(app: FastifyInstance): Promise<string> {
  const base = app.config.appUrl;
  const [services, posts] = await Promise.all([
    app.servicesRepository.listPublic(),
    app.blogRepository.listPublishedSlugs(),
  ]);
  const entries = [
    ...FIXED_PAGES.flatMap((p) => urlEntries({ base, ...p })),
    ...services.flatMap((s) =>
      urlEntries({
        base,
        path: pagePath('service', { slug: s.slug }),
        lastmod: s.updatedAt.toISOString().slice(0, 10),
        priority: PAGES.service.sitemap.priority,
      }),
    ),
    ...posts.flatMap((p) => {
      const updated = p.updatedAt.toISOString().slice(0, 10);
      return urlEntries({
        base,
        path: pagePath('blogPost', { slug: p.slug }),
        lastmod: updated > p.date ? updated : p.date,
        priority: PAGES.blogPost.sitemap.priority,
      });
    }),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return xml;
}

// /sitemap.xml (docs/decisions/025, 056): the pages of the page table marked for search
// engines, then every published service and post, from the database so new ones are listed
// without a rebuild.
import type { FastifyInstance } from 'fastify';

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

function urlEntry(loc: string, extra: { lastmod?: string; priority?: string } = {}): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    ...(extra.lastmod ? [`    <lastmod>${extra.lastmod}</lastmod>`] : []),
    ...(extra.priority ? [`    <priority>${extra.priority}</priority>`] : []),
    '  </url>',
  ].join('\n');
}

export async function buildSitemap(app: FastifyInstance): Promise<string> {
  const base = app.config.appUrl;
  const [services, posts] = await Promise.all([
    app.servicesRepository.listPublic(),
    app.blogRepository.listPublishedSlugs(),
  ]);
  const entries = [
    ...FIXED_PAGES.map((p) => urlEntry(`${base}${p.path}`, p)),
    ...services.map((s) =>
      urlEntry(`${base}${pagePath('service', { slug: s.slug })}`, {
        lastmod: s.updatedAt.toISOString().slice(0, 10),
        priority: PAGES.service.sitemap.priority,
      }),
    ),
    ...posts.map((p) => {
      const updated = p.updatedAt.toISOString().slice(0, 10);
      return urlEntry(`${base}${pagePath('blogPost', { slug: p.slug })}`, {
        lastmod: updated > p.date ? updated : p.date,
        priority: PAGES.blogPost.sitemap.priority,
      });
    }),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
  return xml;
}

// /sitemap.xml and /robots.txt for search engines, from the database so new services and posts
// are listed without a rebuild. Registered before the web app, so they win over its fallback.
import type { FastifyInstance } from 'fastify';

// The public pages (public §2), by their importance to a visitor.
const PAGES: Array<{ path: string; priority: string }> = [
  { path: '/', priority: '1.0' },
  { path: '/packages', priority: '0.9' },
  { path: '/services', priority: '0.9' },
  { path: '/blog', priority: '0.8' },
  { path: '/about', priority: '0.6' },
  { path: '/contact', priority: '0.6' },
  { path: '/privacy', priority: '0.3' },
  { path: '/terms', priority: '0.3' },
];

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

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.appUrl;

  app.get(
    '/sitemap.xml',
    { config: { revalidate: true }, schema: { hide: true } },
    async (_request, reply) => {
      const [services, posts] = await Promise.all([
        app.servicesRepository.listPublic(),
        app.blogRepository.listPublishedSlugs(),
      ]);
      const entries = [
        ...PAGES.map((p) => urlEntry(`${base}${p.path}`, p)),
        ...services.map((s) =>
          urlEntry(`${base}/services/${encodeURIComponent(s.slug)}`, {
            lastmod: s.updatedAt.toISOString().slice(0, 10),
            priority: '0.7',
          }),
        ),
        ...posts.map((p) => {
          const updated = p.updatedAt.toISOString().slice(0, 10);
          return urlEntry(`${base}/blog/${encodeURIComponent(p.slug)}`, {
            lastmod: updated > p.date ? updated : p.date,
            priority: '0.6',
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
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/robots.txt',
    { config: { revalidate: true }, schema: { hide: true } },
    async (_request, reply) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        // Personal and staff areas, and the API, are not for search results.
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}

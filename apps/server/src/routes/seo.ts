// /sitemap.xml and /robots.txt for search engines, from the database so new services and posts
// are listed without a rebuild. Registered before the web app, so they win over its fallback.
import type { FastifyInstance } from 'fastify';

import { LOCALES, localizedPath } from '@landed/shared/locales';

import { buildSitemap } from '#server/operations/site/build-sitemap.ts';

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.appUrl;

  app.get(
    '/sitemap.xml',
    { config: { revalidate: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await buildSitemap(app)),
  );

  app.get(
    '/robots.txt',
    { config: { revalidate: true }, schema: { hide: true } },
    async (_request, reply) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        // Personal and staff areas, and the API, are not for search results, in any language.
        ...LOCALES.flatMap((locale) => [
          `Disallow: ${localizedPath('/dashboard', locale)}`,
          `Disallow: ${localizedPath('/admin', locale)}`,
        ]),
        'Disallow: /api/',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
}

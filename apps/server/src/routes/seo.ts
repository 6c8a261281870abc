// /sitemap.xml and /robots.txt for search engines, from the database so new services and posts
// are listed without a rebuild. Registered before the web app, so they win over its fallback.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { LOCALES, localizedPath } from '@landed/shared/locales';

import { notFound } from '#server/lib/http-errors.ts';
import { buildSitemap } from '#server/operations/site/build-sitemap.ts';
import { SHARE_IMAGE_KINDS, shareImage } from '#server/operations/site/share-image.ts';

const shareImageParams = z.strictObject({
  kind: z.enum(SHARE_IMAGE_KINDS),
  file: z.string().regex(/^[a-z0-9-]{1,200}\.jpg$/),
});

export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.appUrl;

  app.get(
    '/sitemap.xml',
    { config: { revalidate: true }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await buildSitemap(app)),
  );

  // A post's or service's picture as link previews want it (issue 25): a 1200 × 630 JPEG.
  // Each new picture costs a fraction of a second of processor: limited per client address
  // (six times the public forms' rate; a previewer fetches a picture once).
  const { forms } = app.config.rateLimits;
  app.get(
    '/og/:kind/:file',
    {
      schema: { hide: true },
      config: { rateLimit: { max: forms.max * 6, timeWindow: forms.timeWindowMs } },
    },
    async (request, reply) => {
      const params = shareImageParams.safeParse(request.params);
      if (!params.success) throw notFound('Image not found.');
      const { kind, file } = params.data;
      const jpeg = await shareImage(app, { kind, slug: file.slice(0, -'.jpg'.length) });
      if (!jpeg) throw notFound('Image not found.');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(jpeg);
    },
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

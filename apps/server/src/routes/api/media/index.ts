import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import { notFound } from '#server/lib/http-errors.ts';

// A year: the longest lifetime caches honour. A media row never changes, so its address can
// be cached for good (`immutable`: not even revalidated on reload).
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

// Images uploaded in the back-office, served from this site (the Content-Security-Policy allows
// no other image host). No sign-in: they show on the public pages.
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'An uploaded image (PNG, JPEG, WebP or GIF), cached for a year',
        params: idParamsSchema,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await app.mediaRepository.findById(request.params.id);
      if (!row) throw notFound('Image not found.');
      // Bytes, not JSON: sent through the untyped reply. The type is the one detected from the
      // content at upload; nosniff (helmet) stops a browser from guessing another, and the
      // sandbox keeps the file inert even when opened on its own.
      return (reply as FastifyReply)
        .header('content-type', row.mimeType)
        .header('content-length', row.sizeBytes)
        .header('content-disposition', 'inline')
        .header('cache-control', CACHE_FOREVER)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(Buffer.from(row.content));
    },
  );
};

export default mediaRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { RELATED_POSTS_MAX } from '@landed/shared/constants';

import {
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostResponseSchema,
} from '@landed/shared/schemas/blog';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import { slugParamsSchema } from '@landed/shared/schemas/service';
import { localeQuerySchema } from '@landed/shared/schemas/translations';

import { notFound } from '#server/lib/http-errors.ts';
import {
  toLocalizedBlogPost,
  toLocalizedSummary,
} from '#server/plugins/app/blog/blog-repository.ts';

const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { revalidate: true },
      schema: {
        summary: 'Published blog posts, newest first (without their content)',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { locale, ...page } = request.query;
      const { rows, total } = await app.blogRepository.listPublished(page);
      return { posts: rows.map((row) => toLocalizedSummary(row, locale)), total };
    },
  );

  app.get(
    '/:slug',
    {
      config: { revalidate: true },
      schema: {
        summary: 'One published post and up to 3 related posts of its category',
        params: slugParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: blogPostResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await app.blogRepository.findPublishedBySlug(request.params.slug);
      if (!row) throw notFound('Post not found.');
      const related = await app.blogRepository.listRelated(row, RELATED_POSTS_MAX);
      const { locale } = request.query;
      return {
        post: toLocalizedBlogPost(row, locale),
        related: related.map((other) => toLocalizedSummary(other, locale)),
      };
    },
  );
};

export default blogRoutes;

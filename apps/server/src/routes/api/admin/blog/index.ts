import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  adminBlogListResponseSchema,
  adminBlogPostResponseSchema,
  blogPostBodySchema,
} from '@landed/shared/schemas/admin-content';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { actorOf } from '#server/operations/audit.ts';
import { createBlogPost } from '#server/operations/blog/create-blog-post.ts';
import { deleteBlogPost } from '#server/operations/blog/delete-blog-post.ts';
import { updateBlogPost } from '#server/operations/blog/update-blog-post.ts';
import { toAdminBlogPost } from '#server/plugins/app/blog/blog-repository.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

// A post with its translations (issue 18): up to 100,000 characters of markdown per language,
// three bytes each in Chinese, Hindi or Nepali, is more than the server's usual 1 MiB body.
// Only content editors reach these routes.
const POST_BODY_LIMIT = 4 * 1024 * 1024;

// Blog posts in the Content (CMS) tab (DECISIONS): list, add, edit, publish or unpublish, delete.
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.get(
    '/',
    {
      schema: {
        summary: 'Every blog post, published or not',
        response: { 200: adminBlogListResponseSchema },
      },
    },
    async () => {
      const rows = await app.blogRepository.listAll();
      return { posts: rows.map(toAdminBlogPost), total: rows.length };
    },
  );

  app.post(
    '/',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Add a blog post',
        body: blogPostBodySchema,
        response: { 201: adminBlogPostResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createBlogPost(app, { actor: actorOf(request), post: request.body });
      return reply.code(201).send({ post: toAdminBlogPost(row) });
    },
  );

  app.put(
    '/:id',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        summary: 'Edit a blog post (also publishes or unpublishes it)',
        params: idParamsSchema,
        body: blogPostBodySchema,
        response: { 200: adminBlogPostResponseSchema },
      },
    },
    async (request) => {
      const row = await updateBlogPost(app, {
        actor: actorOf(request),
        id: request.params.id,
        post: request.body,
      });
      return { post: toAdminBlogPost(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Delete a blog post',
        params: idParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await deleteBlogPost(app, { actor: actorOf(request), id: request.params.id });
      return { deleted: true as const };
    },
  );
};

export default blogRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  adminBlogListResponseSchema,
  adminBlogPostResponseSchema,
  blogPostBodySchema,
} from '@landed/shared/schemas/admin-content';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { toAdminBlogPost } from '#server/plugins/app/blog/blog-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const SLUG_TAKEN = 'Another post already uses that slug.';

// Blog posts in the Content (CMS) tab (DECISIONS): list, add, edit, publish or unpublish, delete.
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = (
    request: { user: { id: string; email: string } | null; ip: string },
    action: string,
    entityId: string,
    details: Record<string, unknown>,
    tx?: Parameters<typeof app.auditRepository.write>[1],
  ) =>
    app.auditRepository.write(
      {
        category: 'admin',
        action,
        actorId: request.user!.id,
        actorEmail: request.user!.email,
        entityType: 'blog_post',
        entityId,
        details,
        ip: request.ip,
      },
      tx,
    );

  app.get(
    '/',
    {
      schema: {
        summary: 'Every blog post, published or not',
        response: { 200: adminBlogListResponseSchema, ...errors },
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
      schema: {
        summary: 'Add a blog post',
        body: blogPostBodySchema,
        response: { 201: adminBlogPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await app.db.transaction(async (tx) => {
        const created = await app.blogRepository.create(request.body, tx);
        if (!created) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
        await audit(
          request,
          'blog.created',
          created.id,
          { slug: created.slug, published: created.published },
          tx,
        );
        return created;
      });
      return reply.code(201).send({ post: toAdminBlogPost(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Edit a blog post (also publishes or unpublishes it)',
        params: idParamsSchema,
        body: blogPostBodySchema,
        response: { 200: adminBlogPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const before = await app.blogRepository.findById(request.params.id, tx);
        if (!before) throw notFound('Post not found.');
        if (before.slug !== request.body.slug) {
          const clash = (await app.blogRepository.listAll()).some(
            (p) => p.slug === request.body.slug && p.id !== before.id,
          );
          if (clash) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
        }
        const updated = await app.blogRepository.update(before.id, request.body, tx);
        const action =
          before.published !== updated!.published
            ? updated!.published
              ? 'blog.published'
              : 'blog.unpublished'
            : 'blog.updated';
        await audit(
          request,
          action,
          before.id,
          {
            slug: updated!.slug,
            before: { title: before.title, published: before.published },
            after: { title: updated!.title, published: updated!.published },
          },
          tx,
        );
        return updated!;
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
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const removed = await app.blogRepository.remove(request.params.id, tx);
        if (!removed) throw notFound('Post not found.');
        await audit(
          request,
          'blog.deleted',
          removed.id,
          { slug: removed.slug, title: removed.title },
          tx,
        );
      });
      return { deleted: true as const };
    },
  );
};

export default blogRoutes;

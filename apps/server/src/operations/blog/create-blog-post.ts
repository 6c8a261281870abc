import type { FastifyInstance } from 'fastify';

import type { BlogPostBody } from '@landed/shared/schemas/admin-content';

import { conflict } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { BlogPostRow } from '#server/plugins/app/blog/blog-repository.ts';

export const SLUG_TAKEN = 'Another post already uses that slug.';

// Adds a blog post (Content tab); its slug must be free.
export async function createBlogPost(
  app: FastifyInstance,
  { actor, post }: { actor: Actor; post: BlogPostBody },
): Promise<BlogPostRow> {
  return app.db.transaction(async (tx) => {
    const created = await app.blogRepository.create(post, tx);
    if (!created) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
    await audit(app, {
      actor,
      action: 'blog.created',
      entity: { type: 'blog_post', id: created.id },
      details: {
        slug: created.slug,
        published: created.published,
        languages: Object.keys(created.translations),
      },
      tx,
    });
    return created;
  });
}

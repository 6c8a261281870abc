import type { FastifyInstance } from 'fastify';

import type { BlogPostBody } from '@landed/shared/schemas/admin-content';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { SLUG_TAKEN } from '#server/operations/blog/create-blog-post.ts';
import type { BlogPostRow } from '#server/plugins/app/blog/blog-repository.ts';

// Edits a blog post, which also publishes or unpublishes it; the log says which.
export async function updateBlogPost(
  app: FastifyInstance,
  { actor, id, post }: { actor: Actor; id: string; post: BlogPostBody },
): Promise<BlogPostRow> {
  return app.db.transaction(async (tx) => {
    const before = await app.blogRepository.findById(id, tx);
    if (!before) throw notFound('Post not found.');
    if (before.slug !== post.slug) {
      const clash = (await app.blogRepository.listAll()).some(
        (p) => p.slug === post.slug && p.id !== before.id,
      );
      if (clash) throw conflict(SLUG_TAKEN, 'SLUG_TAKEN');
    }
    // Without `translations` (a client that does not know them), the stored ones stay: an
    // absent field is left as it is.
    const updated = (await app.blogRepository.update(before.id, post, tx))!;
    const action =
      before.published === updated.published
        ? 'blog.updated'
        : updated.published
          ? 'blog.published'
          : 'blog.unpublished';
    await audit(app, {
      actor,
      action,
      entity: { type: 'blog_post', id: before.id },
      details: {
        slug: updated.slug,
        before: { title: before.title, published: before.published },
        after: { title: updated.title, published: updated.published },
        ...(post.translations ? { languages: Object.keys(updated.translations) } : {}),
      },
      tx,
    });
    return updated;
  });
}

import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Deletes a blog post for good (posts have no bin).
export async function deleteBlogPost(
  app: FastifyInstance,
  { actor, id }: { actor: Actor; id: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const removed = await app.blogRepository.remove(id, tx);
    if (!removed) throw notFound('Post not found.');
    await audit(app, {
      actor,
      action: 'blog.deleted',
      entity: { type: 'blog_post', id: removed.id },
      details: { slug: removed.slug, title: removed.title },
      tx,
    });
  });
}

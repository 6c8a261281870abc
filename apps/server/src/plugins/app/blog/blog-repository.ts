import { and, desc, eq, ne } from 'drizzle-orm';

import type { Locale } from '@landed/shared/locales';
import type { AdminBlogPost } from '@landed/shared/schemas/admin-content';
import type { BlogPost, BlogPostSummary } from '@landed/shared/schemas/blog';

import type { DbOrTx } from '#server/db/client.ts';
import { findById, updateById } from '#server/db/by-id.ts';
import { localized, shownIn } from '#server/lib/localize.ts';
import { blogPosts } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export function toBlogPostSummary(row: BlogPostRow): BlogPostSummary {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    author: row.author,
    date: row.date,
    thumbnail: row.thumbnail,
    tags: row.tags,
  };
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostSummary(row), content: row.content };
}

// A published post as a reader of `locale` sees it (issue 18, docs/decisions/073): each
// translated field over the English, and, when a language was asked for, the language its
// title (and, for the whole post, its body) is in: English where it has no translation.
export function toLocalizedSummary(row: BlogPostRow, locale: Locale | undefined): BlogPostSummary {
  const shown = localized(row, locale);
  if (!locale) return toBlogPostSummary(shown);
  return { ...toBlogPostSummary(shown), titleLocale: shownIn(row, { locale, field: 'title' }) };
}

export function toLocalizedBlogPost(row: BlogPostRow, locale: Locale | undefined): BlogPost {
  const shown = localized(row, locale);
  if (!locale) return toBlogPost(shown);
  return {
    ...toBlogPost(shown),
    titleLocale: shownIn(row, { locale, field: 'title' }),
    contentLocale: shownIn(row, { locale, field: 'content' }),
  };
}

// Newest first; equal dates by title so the order is stable.
const newestFirst = [desc(blogPosts.date), desc(blogPosts.createdAt), blogPosts.title] as const;

export function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return {
    ...toBlogPost(row),
    published: row.published,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type BlogPostInput = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function createBlogRepository(db: DbOrTx) {
  return {
    // ------------------------------------------------------------ back-office

    // Every post, published or not.
    async listAll(): Promise<BlogPostRow[]> {
      return db
        .select()
        .from(blogPosts)
        .orderBy(...newestFirst);
    },

    async findById(id: string, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      return findById(blogPosts, id, tx);
    },

    // Undefined when the slug is taken.
    async create(input: BlogPostInput, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      const [row] = await tx
        .insert(blogPosts)
        .values(input)
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning();
      return row;
    },

    async update(
      id: string,
      input: BlogPostInput,
      tx: DbOrTx = db,
    ): Promise<BlogPostRow | undefined> {
      return updateById(blogPosts, { id, set: input }, tx);
    },

    async remove(id: string, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return row;
    },

    // ------------------------------------------------------------ public site

    async listPublished(
      { limit, page }: { limit: number; page: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: BlogPostRow[]; total: number }> {
      return tablePage(
        blogPosts,
        { where: eq(blogPosts.published, true), orderBy: newestFirst, limit, page },
        tx,
      );
    },

    async findPublishedBySlug(slug: string, tx: DbOrTx = db): Promise<BlogPostRow | undefined> {
      const [row] = await tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.published, true), eq(blogPosts.slug, slug)));
      return row;
    },

    // Every published post's address and last change, for /sitemap.xml.
    async listPublishedSlugs(
      tx: DbOrTx = db,
    ): Promise<Array<{ slug: string; date: string; updatedAt: Date }>> {
      return tx
        .select({ slug: blogPosts.slug, date: blogPosts.date, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.published, true))
        .orderBy(...newestFirst);
    },

    // Other published posts of the same category, newest first.
    async listRelated(
      post: Pick<BlogPostRow, 'id' | 'category'>,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<BlogPostRow[]> {
      return tx
        .select()
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.published, true),
            eq(blogPosts.category, post.category),
            ne(blogPosts.id, post.id),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    blogRepository: ReturnType<typeof createBlogRepository>;
  }
}

export default repositoryPlugin('blogRepository', createBlogRepository);

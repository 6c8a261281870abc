import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { blogPosts } from '#server/db/schema.ts';
import { build } from '#test/helper.ts';

const app = await build();

type Summary = { _id: string; slug: string; title: string; category: string; date: string };

async function addPost(slug: string, category: string, date: string, published = true) {
  await app.db.insert(blogPosts).values({
    slug,
    title: `Post ${slug}`,
    summary: 'A summary',
    content: 'Some **markdown**',
    category,
    author: 'Test Author',
    date,
    tags: ['test'],
    published,
  });
}

describe('GET /api/public/blog', () => {
  it('lists the seven published guides newest first, without their content', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/blog' });
    expect(response.statusCode).toBe(200);
    const { posts, total } = response.json() as { posts: Summary[]; total: number };
    expect(total).toBe(7);
    expect(posts).toHaveLength(7);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toMatchObject({
      slug: 'finding-a-rental-in-melbourne-without-getting-scammed',
      category: 'Accommodation',
      author: 'Sophie Chen',
    });
    expect(new Set(posts.map((p) => p.category))).toEqual(
      new Set([
        'Checklist',
        'Banking',
        'Essentials',
        'Arrival',
        'Lifestyle',
        'Health',
        'Accommodation',
      ]),
    );
    expect(posts[0]).not.toHaveProperty('content');
  });

  it('pages with limit and page, and refuses a limit over 100', async () => {
    const page2 = (
      await app.inject({ method: 'GET', url: '/api/public/blog?limit=3&page=2' })
    ).json();
    expect(page2.total).toBe(7);
    expect(page2.posts).toHaveLength(3);
    const all = (await app.inject({ method: 'GET', url: '/api/public/blog' })).json()
      .posts as Summary[];
    expect(page2.posts.map((p: Summary) => p.slug)).toEqual(all.slice(3, 6).map((p) => p.slug));
    const tooMany = await app.inject({ method: 'GET', url: '/api/public/blog?limit=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^limit: /);
  });

  it('leaves out unpublished posts', async () => {
    await addPost('draft-post', 'Banking', '2026-11-20', false);
    const { posts, total } = (await app.inject({ method: 'GET', url: '/api/public/blog' })).json();
    expect(total).toBe(7);
    expect(posts.map((p: Summary) => p.slug)).not.toContain('draft-post');
    const draft = await app.inject({ method: 'GET', url: '/api/public/blog/draft-post' });
    expect(draft.statusCode).toBe(404);
  });
});

describe('GET /api/public/blog/{slug}', () => {
  it('answers the post with its markdown', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/public/blog/opening-an-australian-bank-account-as-a-student',
    });
    expect(response.statusCode).toBe(200);
    const { post, related } = response.json();
    expect(post).toMatchObject({
      category: 'Banking',
      author: 'Daniel Nguyen',
      date: '2026-07-08',
    });
    expect(post.content).toContain('##');
    expect(post.tags.length).toBeGreaterThan(0);
    // Each seeded guide has its own category.
    expect(related).toEqual([]);
  });

  it('answers up to 3 related posts of the same category, never the post itself', async () => {
    await addPost('banking-a', 'Banking', '2026-08-01');
    await addPost('banking-b', 'Banking', '2026-09-01');
    await addPost('banking-c', 'Banking', '2026-10-01');
    await addPost('banking-d', 'Banking', '2026-11-01');
    await addPost('health-a', 'Health', '2026-11-02');
    const { related } = (
      await app.inject({ method: 'GET', url: '/api/public/blog/banking-b' })
    ).json() as { related: Summary[] };
    // Newest first: the fourth Banking post (the seeded guide, oldest) does not fit.
    expect(related.map((p) => p.slug)).toEqual(['banking-d', 'banking-c', 'banking-a']);
    expect(related.every((p) => p.category === 'Banking' && p.slug !== 'banking-b')).toBe(true);
    expect(related).toHaveLength(3);
  });

  it("answers 404 'Post not found.' for an unknown slug", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/blog/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Post not found.' });
  });

  it('shows an edited post at once', async () => {
    await app.db.update(blogPosts).set({ title: 'Renamed' }).where(eq(blogPosts.slug, 'banking-a'));
    const { post } = (
      await app.inject({ method: 'GET', url: '/api/public/blog/banking-a' })
    ).json();
    expect(post.title).toBe('Renamed');
  });
});

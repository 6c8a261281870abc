import type { BlogPostSummary } from '@landed/shared/schemas/blog';

export const ALL_CATEGORIES = 'All';

// Public §4: a case-insensitive title substring match, combined with the category filter.
export function filterPosts(
  posts: BlogPostSummary[],
  { search, category }: { search: string; category: string },
): BlogPostSummary[] {
  const needle = search.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      (needle === '' || post.title.toLowerCase().includes(needle)),
  );
}

// Each category once, in the order posts first show it, with its number of posts.
export function categoriesOf(posts: BlogPostSummary[]): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  for (const post of posts) {
    if (!post.category) continue;
    counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

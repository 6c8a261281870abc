import type { BLOG_CATEGORIES } from '@landed/shared/constants';

import type { Translate } from '#web/lib/i18n.tsx';
import { ALL_CATEGORIES } from '#web/features/blog/filter-posts.ts';

// The blog's categories are fixed English values (filtering and addresses keep them); each
// shows in the active language. A category outside the list shows as it is.
const CATEGORY_LABELS: Record<(typeof BLOG_CATEGORIES)[number] | typeof ALL_CATEGORIES, string> = {
  [ALL_CATEGORIES]: 'blog.categoryAll',
  Checklist: 'blog.categoryChecklist',
  Banking: 'blog.categoryBanking',
  Essentials: 'blog.categoryEssentials',
  Arrival: 'blog.categoryArrival',
  Lifestyle: 'blog.categoryLifestyle',
  Health: 'blog.categoryHealth',
  Accommodation: 'blog.categoryAccommodation',
};

export function categoryLabel(t: Translate, category: string): string {
  const id = (CATEGORY_LABELS as Record<string, string | undefined>)[category];
  return id ? t(id) : category;
}

import { Link } from 'react-router';

import type { BlogPostSummary } from '@landed/shared/schemas/blog';

import { paths } from '#web/config/paths.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { categoryLabel } from '#web/features/blog/category-labels.ts';
import { useTextLang } from '#web/features/blog/text-lang.ts';

// On a phone the card is a compact row with a small square picture, so more articles fit on a
// screen; from `sm` up the picture spans the card. Every picture is lazy and of low priority, the
// first cards' too: the words of the first screen paint first on a slow network, and the
// pictures (small, and only an illustration of the title) follow (docs/decisions/140). Lazy
// alone, those in the first screen were raised to high priority once the page was laid out, and
// the largest paint waited for them (0.91 s instead of 0.70 in Lighthouse's simulation).
export function PostCard({ post }: { post: BlogPostSummary }) {
  const t = useT();
  const langOf = useTextLang();
  return (
    <article className="flex gap-4 overflow-hidden [contain-intrinsic-size:auto_8rem] [content-visibility:auto] rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:gap-0 sm:p-0">
      {post.thumbnail && (
        <img
          src={post.thumbnail}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          fetchPriority="low"
          decoding="async"
          className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover sm:aspect-video sm:size-auto sm:w-full sm:rounded-none"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {categoryLabel(t, post.category)}
        </p>
        <h2 className="mt-2 text-lg font-semibold text-slate-900" lang={langOf(post.titleLocale)}>
          <Link to={paths.blogPost(post.slug)} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-slate-700">{post.summary}</p>
        <p className="mt-4 text-xs text-slate-600">
          {t('blog.byAuthor', { author: post.author })} ·{' '}
          <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}

import { Link } from 'react-router';

import type { BlogPostSummary } from '@landed/shared/schemas/blog';

import { paths } from '../../../config/paths.ts';
import { formatCalendarDate } from '../../../lib/format.ts';

// `eager`: the first cards are in view at once (often the largest paint), so they are not
// lazy-loaded.
export function PostCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {post.thumbnail && (
        <img
          src={post.thumbnail}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {post.category}
        </p>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">
          <Link to={paths.blogPost(post.slug)} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm text-slate-700">{post.summary}</p>
        <p className="mt-4 text-xs text-slate-600">
          By {post.author} · <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}

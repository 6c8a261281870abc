import { Link } from 'react-router';

import type { BlogPost, BlogPostSummary } from '@landed/shared/schemas/blog';

import { Markdown } from '#web/components/ui/markdown.tsx';
import { CtaSection } from '#web/components/ui/cta-links.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { categoryLabel } from '#web/features/blog/category-labels.ts';
import { useTextLang } from '#web/features/blog/text-lang.ts';
import { ShareLinks } from './share-links.tsx';

// One post (public §2 Blog post): thumbnail, title, author and date, the markdown, tags, share
// links, up to 3 related articles and the closing call to action.
export function PostArticle({
  post,
  related,
  url,
}: {
  post: BlogPost;
  related: BlogPostSummary[];
  url: string;
}) {
  const t = useT();
  const langOf = useTextLang();
  return (
    <>
      <article className="mx-auto max-w-3xl">
        <p className="text-sm">
          <Link to={paths.blog} className="font-medium text-brand-700 hover:underline">
            {t('blog.allArticles')}
          </Link>
        </p>
        {post.thumbnail && (
          <img
            src={post.thumbnail}
            alt=""
            width={1200}
            height={630}
            className="mt-4 aspect-video w-full rounded-xl bg-slate-100 object-cover"
          />
        )}
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {categoryLabel(t, post.category)}
        </p>
        <h1
          className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl"
          lang={langOf(post.titleLocale)}
        >
          {post.title}
        </h1>
        <p className="mt-3 text-slate-600">
          {t('blog.byAuthor', { author: post.author })} ·{' '}
          <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
        </p>
        {/* A post not yet translated shows its English title and body: marked as English
            (issue 18). */}
        <div className="mt-6" lang={langOf(post.contentLocale)}>
          <Markdown>{post.content}</Markdown>
        </div>
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <ShareLinks title={post.title} url={url} />
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related" className="mx-auto mt-14 max-w-3xl">
          <h2 id="related" className="text-xl font-bold text-slate-900">
            {t('blog.relatedArticles')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="related-articles">
            {related.map((item) => (
              <li key={item._id} className="rounded-xl border border-slate-200 p-4">
                <Link
                  to={paths.blogPost(item.slug)}
                  lang={langOf(item.titleLocale)}
                  className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                >
                  {item.title}
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={item.date}>{formatCalendarDate(item.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <CtaSection
        id="post-cta"
        tone="tinted"
        title={t('blog.postCtaHeading')}
        text={t('blog.postCtaText')}
        primary={{ to: paths.packages, label: t('blog.explorePackages') }}
        secondary={{ to: paths.packages, label: t('blog.bookNow') }}
      />
    </>
  );
}

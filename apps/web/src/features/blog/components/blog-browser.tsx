import { Search } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { RECENT_POSTS_COUNT } from '@landed/shared/constants';

import { Loading } from '#web/components/ui/page.tsx';
import { CtaSection } from '#web/components/ui/cta-links.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { whenVisible } from '#web/lib/when-visible.ts';
import { usePosts } from '#web/features/blog/api/get-posts.ts';
import { categoryLabel } from '#web/features/blog/category-labels.ts';
import { ALL_CATEGORIES, categoriesOf, filterPosts } from '#web/features/blog/filter-posts.ts';
import { PostCard } from './post-card.tsx';

// The form (react-hook-form and zod) sits in the sidebar, below the articles on a phone: its
// code loads when its place is reached, not while the page is being taken over (running it
// then was most of /blog's blocking time, docs/decisions/137).
const NewsletterBox = lazy(() => import('./newsletter-box.tsx'));
const NEWSLETTER_FRAME_ID = 'newsletter-frame';

// False until the newsletter's place has come into the window (at once on a page the browser
// rendered itself), so that the server's HTML and the first render in the browser agree.
function useNewsletterReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let live = true;
    void whenVisible(`#${NEWSLETTER_FRAME_ID}`).then(() => {
      if (live) setReached(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return reached;
}

// /blog: search and category together (kept in the address, so a filtered list can be shared),
// the cards, the categories, the 5 most recent posts and the newsletter box.
const newsletterFrame = (
  <div id={NEWSLETTER_FRAME_ID} className="min-h-56 rounded-xl bg-brand-800" />
);

export function BlogBrowser() {
  const t = useT();
  const posts = usePosts();
  const newsletterReached = useNewsletterReached();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? ALL_CATEGORIES;
  const searchId = useId();
  const categoryId = useId();

  const update = (key: 'q' | 'category', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (key === 'category' && value === ALL_CATEGORIES)) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (posts.isPending) return <Loading />;
  if (posts.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        {t('blog.loadFailed', { error: posts.error.message })}
      </p>
    );
  }

  const all = posts.data.posts;
  const categories = categoriesOf(all);
  const shown = filterPosts(all, { search, category });

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div>
        <div role="search" className="flex flex-col gap-3 sm:flex-row">
          <div className="flex-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              {t('blog.searchLabel')}
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => update('q', event.target.value)}
                placeholder={t('blog.searchPlaceholder')}
                className="block w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              />
            </div>
          </div>
          <div className="sm:w-56">
            <label htmlFor={categoryId} className="block text-sm font-medium text-slate-800">
              {t('blog.category')}
            </label>
            <select
              id={categoryId}
              value={category}
              onChange={(event) => update('category', event.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            >
              <option value={ALL_CATEGORIES}>{categoryLabel(t, ALL_CATEGORIES)}</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {categoryLabel(t, c.name)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('blog.articleCount', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className="py-12 text-center text-slate-700">{t('blog.noMatch')}</p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {shown.map((post) => (
              <PostCard key={post._id} post={post} />
            ))}
          </div>
        )}
      </div>

      <aside className="space-y-8" aria-label={t('blog.sidebar')}>
        <section aria-labelledby="categories">
          <h2 id="categories" className="text-lg font-semibold text-slate-900">
            {t('blog.categories')}
          </h2>
          <ul className="mt-3 space-y-1">
            {[{ name: ALL_CATEGORIES, count: all.length }, ...categories].map((c) => (
              <li key={c.name}>
                <button
                  type="button"
                  aria-pressed={category === c.name}
                  onClick={() => update('category', c.name)}
                  className={`flex w-full justify-between rounded-md px-3 py-1.5 text-left text-sm ${
                    category === c.name
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  <span>{categoryLabel(t, c.name)}</span>
                  <span className="text-slate-600">{c.count}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="recent-posts">
          <h2 id="recent-posts" className="text-lg font-semibold text-slate-900">
            {t('blog.recentPosts')}
          </h2>
          <ul className="mt-3 space-y-3">
            {all.slice(0, RECENT_POSTS_COUNT).map((post) => (
              <li key={post._id}>
                <Link
                  to={paths.blogPost(post.slug)}
                  className="text-sm font-medium text-slate-800 hover:text-brand-800 hover:underline"
                >
                  {post.title}
                </Link>
                <p className="text-xs text-slate-600">
                  <time dateTime={post.date}>{formatCalendarDate(post.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <Suspense fallback={newsletterFrame}>
          {newsletterReached ? <NewsletterBox /> : newsletterFrame}
        </Suspense>

        <CtaSection
          id="blog-cta"
          tone="sidebar"
          title={t('blog.ctaTitle')}
          text={t('blog.ctaText')}
          primary={{ to: paths.packages, label: t('blog.explorePackages') }}
          secondary={{ to: paths.contact, label: t('contact.title') }}
        />
      </aside>
    </div>
  );
}

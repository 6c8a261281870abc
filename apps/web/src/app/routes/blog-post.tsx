import { Link, useParams } from 'react-router';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { postQueryOptions, usePost } from '#web/features/blog/api/get-post.ts';
import { PostArticle } from '#web/features/blog/components/post-article.tsx';
import { article as articleLd } from '#web/lib/schema-org.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { siteOrigin } from '#web/lib/hydration.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask, { slug = '' }) => [ask(postQueryOptions(slug))];

export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const post = usePost(slug);

  if (post.isPending) {
    return (
      <Page title={t('nav.blog')}>
        <p role="status" className="py-12 text-center text-slate-600">
          {t('common.loading')}
        </p>
      </Page>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Page title={missing ? t('blog.postNotFoundTitle') : t('nav.blog')}>
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">
            {missing ? t('blog.postNotFound') : t('blog.postLoadFailed')}
          </h1>
          {!missing && <p className="mt-2 text-slate-600">{post.error.message}</p>}
          <p className="mt-6">
            <Link to={paths.blog} className="font-semibold text-brand-700 hover:underline">
              {t('blog.backToBlog')}
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  const { post: article, related } = post.data;
  const path = paths.blogPost(article.slug);
  return (
    <Page
      title={article.title}
      description={article.summary}
      type="article"
      // Link previews show no SVG: the server makes a 1200 × 630 JPEG of the post's picture.
      image={article.thumbnail ? `/og/blog/${article.slug}.jpg` : undefined}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.blog'), path: paths.blog },
        { name: article.title, path },
      ]}
      jsonLd={[articleLd({ origin: siteOrigin(), post: article, path })]}
    >
      <PostArticle post={article} related={related} url={`${siteOrigin()}${path}`} />
    </Page>
  );
}

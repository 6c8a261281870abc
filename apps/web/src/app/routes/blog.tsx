import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { BlogBrowser } from '#web/features/blog/components/blog-browser.tsx';
import { postsQueryOptions } from '#web/features/blog/api/get-posts.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(postsQueryOptions())];

export function Component() {
  const t = useT();
  return (
    <Page
      title={t('nav.blog')}
      description={t('blog.description')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.blog'), path: paths.blog },
      ]}
    >
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('blog.heading')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('blog.intro')}</p>
      </header>
      <BlogBrowser />
    </Page>
  );
}

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { BlogBrowser } from '#web/features/blog/components/blog-browser.tsx';
import { postsQueryOptions } from '#web/features/blog/api/get-posts.ts';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(postsQueryOptions())];

export function Component() {
  return (
    <Page
      title="Blog"
      description="Practical guides for international students arriving in Melbourne: pre-departure checklists, banking, SIM cards, healthcare, renting and life on a budget."
      breadcrumbs={[
        { name: 'Home', path: paths.home },
        { name: 'Blog', path: paths.blog },
      ]}
    >
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Arrival Guides and Blog</h1>
        <p className="mt-3 text-lg text-slate-700">
          Practical, up-to-date advice for your first weeks in Melbourne, from the people who help
          students arrive every week.
        </p>
      </header>
      <BlogBrowser />
    </Page>
  );
}

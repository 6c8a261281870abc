import type { CmsPageKey } from '@landed/shared/schemas/cms';

import { Alert } from '#web/components/ui/alert.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { useCmsPage } from '#web/features/cms/api/get-cms-page.ts';
import { useT } from '#web/lib/i18n.tsx';

// /privacy and /terms: the markdown administrators keep in the CMS, which opens with its own
// top-level heading.
export function LegalPage({ page, title }: { page: CmsPageKey; title: string }) {
  const t = useT();
  const content = useCmsPage(page);
  if (content.isPending) return <Loading />;
  if (content.isError) {
    return (
      <>
        <h1 className="mb-6 text-3xl font-bold text-slate-900">{title}</h1>
        <Alert>{t('legal.loadFailed', { message: content.error.message })}</Alert>
      </>
    );
  }
  const startsWithHeading = /^\s*#\s/.test(content.data);
  return (
    <article className="mx-auto max-w-3xl">
      {!startsWithHeading && (
        <h1 className="mb-6 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      )}
      <Markdown>{content.data}</Markdown>
    </article>
  );
}

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { LegalPage } from '#web/features/cms/components/legal-page.tsx';
import { cmsPageQueryOptions } from '#web/features/cms/api/get-cms-page.ts';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsPageQueryOptions('terms'))];

export function Component() {
  return (
    <Page
      title="Terms of Service"
      description="The terms that apply when you book arrival and settlement services with Landed in Melbourne."
      breadcrumbs={[
        { name: 'Home', path: paths.home },
        { name: 'Terms of Service', path: paths.terms },
      ]}
    >
      <LegalPage page="terms" title="Terms of Service" />
    </Page>
  );
}

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { LegalPage } from '#web/features/cms/components/legal-page.tsx';
import { cmsPageQueryOptions } from '#web/features/cms/api/get-cms-page.ts';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsPageQueryOptions('privacy'))];

export function Component() {
  return (
    <Page
      title="Privacy Policy"
      description="How Landed collects, uses, stores and protects your personal information under the Australian Privacy Principles."
      breadcrumbs={[
        { name: 'Home', path: paths.home },
        { name: 'Privacy Policy', path: paths.privacy },
      ]}
    >
      <LegalPage page="privacy" title="Privacy Policy" />
    </Page>
  );
}

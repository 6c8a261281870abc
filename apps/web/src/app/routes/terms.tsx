import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { LegalPage } from '#web/features/cms/components/legal-page.tsx';
import { cmsPageQueryOptions } from '#web/features/cms/api/get-cms-page.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsPageQueryOptions('terms'))];

export function Component() {
  const t = useT();
  return (
    <Page
      title={t('footer.terms')}
      description={t('legal.termsDescription')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('footer.terms'), path: paths.terms },
      ]}
    >
      <LegalPage page="terms" title={t('footer.terms')} />
    </Page>
  );
}

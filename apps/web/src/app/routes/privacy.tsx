import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { LegalPage } from '#web/features/cms/components/legal-page.tsx';
import { cmsPageQueryOptions } from '#web/features/cms/api/get-cms-page.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsPageQueryOptions('privacy'))];

export function Component() {
  const t = useT();
  return (
    <Page
      title={t('footer.privacy')}
      description={t('legal.privacyDescription')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('footer.privacy'), path: paths.privacy },
      ]}
    >
      <LegalPage page="privacy" title={t('footer.privacy')} />
    </Page>
  );
}

import { CancellationPolicySection } from '#web/components/ui/cancellation-policy.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { LegalPage } from '#web/features/cms/components/legal-page.tsx';
import { cmsPageQueryOptions } from '#web/features/cms/api/get-cms-page.ts';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

// The terms' markdown, and the site's settings for the cancellation policy the page states in
// the reader's language (docs/decisions/085).
export const prefetch: Prefetch = (ask) => [
  ask(cmsPageQueryOptions('terms')),
  ask(cmsQueryOptions()),
];

export function Component() {
  const t = useT();
  const cms = useCms();
  const policy = cms.data?.cancellationPolicy;
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
      {policy && <CancellationPolicySection policy={policy} />}
    </Page>
  );
}

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { bankingServicesQueryOptions } from '#web/features/banking-services/api/get-banking-services.ts';
import { BankingServicesList } from '#web/features/banking-services/components/banking-services-list.tsx';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { servicesQueryOptions, useServices } from '#web/features/services/api/get-services.ts';
import { ServiceCard } from '#web/features/services/components/service-card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

// The page's answers, as the server preloads them (decision 026); the CMS comes with every page.
export const prefetch: Prefetch = (ask) => [
  ask(servicesQueryOptions()),
  ask(bankingServicesQueryOptions()),
  ask(cmsQueryOptions()),
];

export function Component() {
  const t = useT();
  const services = useServices();
  const cms = useCms();
  return (
    <Page
      title={t('services.title')}
      description={t('services.pageDescription')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.services'), path: paths.services },
      ]}
    >
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('services.title')}</h1>
      {/* The administrators' introduction (CMS servicesDesc). */}
      <p className="mt-2 min-h-12 max-w-2xl text-slate-700">{cms.data?.servicesDesc}</p>
      <div className="mt-8">
        {services.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600">
            {t('common.loading')}
          </p>
        ) : services.isError ? (
          <p role="alert" className="py-12 text-center text-red-700">
            {t('services.loadFailed')} {services.error.message}
          </p>
        ) : services.data.length === 0 ? (
          <p className="py-12 text-center text-slate-600">{t('services.noneFound')}</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.data.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          </div>
        )}
      </div>
      <BankingServicesList />
    </Page>
  );
}

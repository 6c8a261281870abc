import { ArrowLeft, Check } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { service as serviceLd } from '#web/lib/schema-org.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { siteOrigin } from '#web/lib/hydration.ts';
import { useT } from '#web/lib/i18n.tsx';
import { serviceQueryOptions, useService } from '#web/features/services/api/get-service.ts';
import { formatPrice } from '#web/features/services/components/service-card.tsx';
import { ServiceIcon } from '#web/features/services/components/service-icon.tsx';
import { ServiceImage } from '#web/features/services/components/service-image.tsx';
import { ServiceRating } from '#web/features/services/components/service-rating.tsx';
import type { Prefetch } from '#web/app/router.tsx';

function BackToServices() {
  const t = useT();
  return (
    <Link
      to={paths.services}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('services.backToServices')}
    </Link>
  );
}

export const prefetch: Prefetch = (ask, { slug = '' }) => [ask(serviceQueryOptions(slug))];

export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  const service = useService(slug);

  if (service.isPending) {
    return (
      <Page title={t('services.detailTitle')}>
        <p role="status" className="py-12 text-center text-slate-600">
          {t('common.loading')}
        </p>
      </Page>
    );
  }
  if (service.isError) {
    const missing = service.error instanceof ApiError && service.error.status === 404;
    return (
      <Page title={missing ? t('services.notFound') : t('services.detailTitle')}>
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">
            {missing ? t('services.notFound') : t('services.detailLoadFailed')}
          </h1>
          {!missing && <p className="mt-2 text-slate-600">{service.error.message}</p>}
          <div className="mt-6">
            <BackToServices />
          </div>
        </div>
      </Page>
    );
  }

  const s = service.data;
  return (
    <Page
      title={s.title}
      description={s.description}
      // Link previews show no SVG: the server makes a 1200 × 630 JPEG of the service's picture.
      image={s.imageUrl || s.image ? `/og/services/${s.slug}.jpg` : undefined}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.services'), path: paths.services },
        { name: s.title, path: paths.service(s.slug) },
      ]}
      jsonLd={[serviceLd({ origin: siteOrigin(), item: s, path: paths.service(s.slug) })]}
    >
      <BackToServices />
      <article className="mt-6 grid gap-8 lg:grid-cols-2">
        <ServiceImage src={s.imageUrl} alt={s.title} className="aspect-[16/10] w-full rounded-xl" />
        <div>
          <div className="flex items-center gap-3">
            <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <ServiceIcon name={s.icon} className="size-7" />
            </span>
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              {s.category}
            </span>
            {s.rating !== null && (
              <ServiceRating
                rating={s.rating}
                className="inline-flex items-center gap-1 text-sm text-slate-700"
              />
            )}
          </div>
          <h1 className="mt-4 text-3xl font-bold text-slate-900">{s.title}</h1>
          <p className="mt-2 text-2xl font-bold text-brand-800">{formatPrice(s.price, t)}</p>
          <p className="mt-4 text-slate-700">{s.description}</p>
          {s.details && (
            <div className="mt-4 space-y-3 text-slate-700">
              {s.details.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          )}
          {s.features.length > 0 && (
            <>
              <h2 className="mt-6 text-lg font-semibold text-slate-900">
                {t('services.features')}
              </h2>
              <ul className="mt-2 space-y-2">
                {s.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </article>
    </Page>
  );
}

import { Link } from 'react-router';

import type { Service } from '@landed/shared/schemas/service';

import { paths } from '#web/config/paths.ts';
import { formatPriceText } from '#web/lib/format.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { ServiceIcon } from './service-icon.tsx';
import { ServiceImage } from './service-image.tsx';
import { ServiceRating } from './service-rating.tsx';

export function formatPrice(price: string, t: Translate): string {
  return price.trim() === '' ? t('services.free') : formatPriceText(price);
}

export function ServiceCard({ service }: { service: Service }) {
  const t = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ServiceImage src={service.imageUrl} alt={service.title} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <ServiceIcon name={service.icon} />
          </span>
          <span className="text-lg font-bold text-slate-900">{formatPrice(service.price, t)}</span>
        </div>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{service.title}</h2>
        <div className="mt-1 flex items-center gap-3 text-sm text-slate-600">
          <span>{service.category}</span>
          {service.rating !== null && (
            <ServiceRating rating={service.rating} className="inline-flex items-center gap-1" />
          )}
        </div>
        {service.highlight && (
          <p className="mt-3 text-sm font-medium text-teal-800">{service.highlight}</p>
        )}
        <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
        <Link
          to={paths.service(service.slug)}
          className="mt-4 inline-flex w-fit items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          aria-label={t('services.learnMoreLabel', { title: service.title })}
        >
          {t('services.learnMore')}
        </Link>
      </div>
    </article>
  );
}

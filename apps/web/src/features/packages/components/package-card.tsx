import { Star } from 'lucide-react';

import type { PublicPackage } from '@landed/shared/schemas/package';

import { Button } from '#web/components/ui/button.tsx';
import type { OnBook } from '#web/features/packages/types.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { formatPriceText } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { FeatureList } from './feature-list.tsx';

export function packagePriceLabel(pkg: PublicPackage, t: Translate): string {
  return pkg.price.trim() === '' ? t('packages.quoteBased') : formatPriceText(pkg.price);
}

export function PackageCard({
  pkg,
  onBook,
  onBuildCustom,
}: {
  pkg: PublicPackage;
  onBook: OnBook;
  onBuildCustom: () => void;
}) {
  const t = useT();
  return (
    <article
      aria-labelledby={`package-${pkg._id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        pkg.mostPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      {pkg.mostPopular && (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          <Star aria-hidden="true" className="size-3 fill-current" />
          {t('packages.mostPopular')}
        </p>
      )}
      <h2 id={`package-${pkg._id}`} className="text-xl font-bold text-slate-900">
        {pkg.name}
      </h2>
      {pkg.tagline && <p className="mt-1 text-sm text-slate-600">{pkg.tagline}</p>}
      <p className="mt-4 text-3xl font-extrabold text-slate-900">{packagePriceLabel(pkg, t)}</p>
      {pkg.description && <p className="mt-3 text-sm text-slate-700">{pkg.description}</p>}
      <div className="mt-5 flex-1">
        <FeatureList features={pkg.featureList} />
      </div>
      {pkg.isCustom ? (
        <Button className="mt-6 w-full" onClick={onBuildCustom}>
          {t('packages.buildCustom')}
        </Button>
      ) : (
        <Button
          className="mt-6 w-full"
          variant={pkg.mostPopular ? 'primary' : 'secondary'}
          aria-label={t('packages.bookNowLabel', { name: pkg.name })}
          onClick={() =>
            onBook({
              kind: 'package',
              packageId: pkg._id,
              name: pkg.name,
              price: formatPriceText(pkg.price),
              totalPrice: pkg.totalPrice ?? 0,
              features: pkg.features,
            })
          }
        >
          {t('packages.bookNow')}
        </Button>
      )}
    </article>
  );
}

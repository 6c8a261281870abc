import { Check } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { usePackages } from '#web/features/packages/api/get-packages.ts';
import { formatPriceText } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

const TEASER_COUNT = 3;
const TEASER_FEATURES = 4;

// The home page's popular packages: the first three visible fixed packages by priority, so the
// home page and /packages never disagree (DECISIONS "Prices").
export function PackageTeaser() {
  const t = useT();
  const packages = usePackages();
  const fixed = (packages.data ?? []).filter((p) => !p.isCustom).slice(0, TEASER_COUNT);
  return (
    <div>
      {packages.isError ? (
        <p className="text-center text-slate-700">
          {t('packages.teaserLoadFailed')}{' '}
          <Link to={paths.packages} className="font-semibold text-brand-700 underline">
            {t('packages.seeAll')}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-3" aria-busy={packages.isPending}>
          {packages.isPending
            ? Array.from({ length: TEASER_COUNT }, (_, i) => (
                <li key={i} className="h-80 animate-pulse rounded-2xl bg-slate-100" />
              ))
            : fixed.map((pkg) => {
                const included = pkg.featureList.filter((f) => f.included);
                return (
                  <li
                    key={pkg._id}
                    className={`flex h-full min-h-80 flex-col rounded-2xl border bg-white p-6 shadow-sm ${pkg.mostPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
                  >
                    <h3 className="text-xl font-bold text-slate-900">{pkg.name}</h3>
                    <p className="mt-2 text-3xl font-extrabold text-slate-900">
                      {formatPriceText(pkg.price)}
                    </p>
                    <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                      {included.slice(0, TEASER_FEATURES).map((f) => (
                        <li key={f.name} className="flex gap-2">
                          <Check
                            aria-hidden="true"
                            className="mt-0.5 size-4 shrink-0 text-teal-700"
                          />
                          {f.name}
                        </li>
                      ))}
                      {included.length > TEASER_FEATURES && (
                        <li className="pl-6 text-slate-600">
                          {t('packages.andMore', { count: included.length - TEASER_FEATURES })}
                        </li>
                      )}
                    </ul>
                    <Link
                      to={paths.packages}
                      className="mt-6 inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      {t('packages.viewPackage', { name: pkg.name })}
                    </Link>
                  </li>
                );
              })}
        </ul>
      )}
    </div>
  );
}

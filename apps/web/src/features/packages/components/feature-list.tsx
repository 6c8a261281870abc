import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';

import type { PackageFeature } from '@landed/shared/schemas/package';

import { useT } from '#web/lib/i18n.tsx';

export const FEATURE_PREVIEW_COUNT = 3;

// A package's features: the first 3, and a Show All / Show Less toggle for the rest (public §2).
export function FeatureList({ features }: { features: PackageFeature[] }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const shown = showAll ? features : features.slice(0, FEATURE_PREVIEW_COUNT);
  return (
    <div>
      <ul id={listId} className="space-y-2">
        {shown.map((feature) => (
          <li
            key={feature.name}
            className={`flex items-start gap-2 text-sm ${feature.included ? 'text-slate-800' : 'text-slate-600'}`}
          >
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            )}
            <span className={feature.included ? '' : 'line-through'}>
              <span className="sr-only">
                {`${feature.included ? t('packages.featureIncluded') : t('packages.featureNotIncluded')} `}
              </span>
              {feature.name}
            </span>
          </li>
        ))}
      </ul>
      {features.length > FEATURE_PREVIEW_COUNT && (
        <button
          type="button"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((v) => !v)}
          className="mt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {showAll ? t('packages.showLess') : t('packages.showAll')}
        </button>
      )}
    </div>
  );
}

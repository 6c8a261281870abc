import { useState } from 'react';

import { Loading } from '#web/components/ui/page.tsx';
import { usePackages } from '#web/features/packages/api/get-packages.ts';
import type { OnBook } from '#web/features/packages/types.ts';
import { useT } from '#web/lib/i18n.tsx';
import { CustomBuilder } from './custom-builder.tsx';
import { PackageCard } from './package-card.tsx';

// The package cards of /packages and the custom builder they open.
export function PackageList({ onBook }: { onBook: OnBook }) {
  const t = useT();
  const packages = usePackages();
  const [builderOpen, setBuilderOpen] = useState(false);

  if (packages.isPending) return <Loading />;
  if (packages.isError) {
    return (
      <p role="alert" className="py-12 text-center text-red-700">
        {t('packages.loadFailed')} {packages.error.message}
      </p>
    );
  }
  if (packages.data.length === 0) {
    return <p className="py-12 text-center text-slate-600">{t('packages.noneFound')}</p>;
  }
  return (
    <>
      <div className="grid gap-8 pt-3 sm:grid-cols-2 xl:grid-cols-4">
        {packages.data.map((pkg) => (
          <PackageCard
            key={pkg._id}
            pkg={pkg}
            onBook={onBook}
            onBuildCustom={() => setBuilderOpen(true)}
          />
        ))}
      </div>
      <CustomBuilder open={builderOpen} onClose={() => setBuilderOpen(false)} onBook={onBook} />
    </>
  );
}

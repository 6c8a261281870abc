import { PACKAGE_TYPES } from '@landed/shared/constants';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type {
  AdminPackage,
  AdminPackagesResponse,
  PackageBody,
} from '@landed/shared/schemas/admin-catalogue';

import { paths } from '#web/config/paths.ts';
import type { PackageFilters } from '#web/features/admin-catalogue/api/packages-api.ts';
import {
  packagesApi,
  useSetPackageMostPopular,
  useSetPackageVisibility,
} from '#web/features/admin-catalogue/api/packages-api.ts';
import type { CatalogueMode } from '#web/features/admin-catalogue/texts.ts';
import { TEXTS } from '#web/features/admin-catalogue/texts.ts';
import type { CatalogueResource } from './catalogue-manager.tsx';
import {
  CatalogueManager,
  dateColumns,
  negate,
  rowToggle,
  titleColumn,
} from './catalogue-manager.tsx';
import { fixedOptions } from './filters.tsx';
import { listPreview, truncate } from './format.tsx';
import { PackageForm } from './package-form.tsx';

const TYPE_OPTIONS = fixedOptions('All Types', PACKAGE_TYPES);

// Packages (admin §2). The tab shows the dashboard's short list: title, price, description,
// type and the two switches.
const packages: CatalogueResource<
  AdminPackage,
  PackageBody,
  AdminPackagesResponse,
  PackageFilters,
  'visibility' | 'mostPopular'
> = {
  api: packagesApi,
  texts: TEXTS.packages,
  items: (list) => list.packages,
  initialFilters: { search: '', type: '', showDeleted: false },
  searchLabel: 'Search packages',
  selects: [{ field: 'type', label: 'Type', options: () => TYPE_OPTIONS }],
  useToggles: () => ({
    visibility: rowToggle({
      mutation: useSetPackageVisibility(),
      on: (p: AdminPackage) => p.visibility,
      next: negate,
    }),
    mostPopular: rowToggle({
      mutation: useSetPackageMostPopular(),
      on: (p: AdminPackage) => p.mostPopular,
      next: negate,
    }),
  }),
  columns: [
    titleColumn,
    { header: 'Price', cell: (p) => p.price, tab: true },
    { header: 'Tagline', cell: (p) => p.tagline },
    { header: 'Description', cell: (p) => truncate(p.description), tab: 'only' },
    { header: 'Features', cell: (p) => listPreview(p.features) },
    { header: 'Type', cell: (p) => p.type, tab: true },
    { header: 'Visibility', toggle: 'visibility', tab: true },
    { header: 'Priority', cell: (p) => p.priority },
    { header: 'Most Popular', toggle: 'mostPopular', tab: true },
    ...dateColumns,
  ],
  Form: PackageForm,
  screenLink: { to: paths.adminPackages, label: 'Open the packages screen' },
};

export function PackagesManager(props: { me: AdminMe; view: CatalogueMode }) {
  return <CatalogueManager resource={packages} {...props} />;
}

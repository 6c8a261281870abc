// Packages in the catalogue's shared API, with two switches.
import type { PackageType } from '@landed/shared/constants';
import type {
  AdminPackage,
  AdminPackagesResponse,
  PackageBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/api-endpoints.ts';
import { createCatalogueApi } from './catalogue-api.ts';

export type PackageFilters = { search: string; type: '' | PackageType; showDeleted: boolean };

export const packagesApi = createCatalogueApi<AdminPackage, PackageBody, AdminPackagesResponse>({
  name: 'packages',
  base: api.adminPackages,
  item: api.adminPackage,
  listField: 'packages',
  entityField: 'package',
});

// Sent as the negation of the current value (admin §4).
export const useSetPackageVisibility = () =>
  packagesApi.useToggle<boolean>('visibility', 'visibility');
export const useSetPackageMostPopular = () =>
  packagesApi.useToggle<boolean>('most-popular', 'mostPopular');

import type { PackageType } from '@landed/shared/constants';
import type {
  AdminPackage,
  AdminPackagesResponse,
  PackageBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/paths.ts';
import { createCatalogueApi } from './catalogue-api.ts';

export type PackageFilters = { search: string; type: '' | PackageType; showDeleted: boolean };

export const packagesApi = createCatalogueApi<AdminPackage, PackageBody, AdminPackagesResponse>({
  name: 'packages',
  base: api.adminPackages,
  item: api.adminPackage,
  listField: 'packages',
  entityField: 'package',
});

export const useAdminPackages = (filters: PackageFilters) => packagesApi.useList(filters);
export const useCreatePackage = packagesApi.useCreate;
export const useUpdatePackage = packagesApi.useUpdate;
export const useDeletePackage = packagesApi.useDelete;
export const useRestorePackage = packagesApi.useRestore;
// Sent as the negation of the current value (admin §4).
export const useSetPackageVisibility = () =>
  packagesApi.useToggle<boolean>('visibility', 'visibility');
export const useSetPackageMostPopular = () =>
  packagesApi.useToggle<boolean>('most-popular', 'mostPopular');

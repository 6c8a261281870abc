// Banking services in the catalogue's shared API.
import type {
  AdminBankingServicesResponse,
  AdminBankingService,
  BankingServiceBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/api-endpoints.ts';
import { createCatalogueApi } from './catalogue-api.ts';

export type BankingServiceFilters = {
  search: string;
  serviceCategory: string;
  showDeleted: boolean;
};

export const bankingServicesApi = createCatalogueApi<
  AdminBankingService,
  BankingServiceBody,
  AdminBankingServicesResponse
>({
  name: 'banking',
  base: api.adminBanking,
  item: api.adminBankingService,
  listField: 'services',
  entityField: 'service',
});

export const useSetBankingServiceVisibility = () =>
  bankingServicesApi.useToggle<boolean>('visibility', 'visibility');

// Banking services in the catalogue's shared API.
import type {
  AdminBankingResponse,
  AdminBankingService,
  BankingBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/paths.ts';
import { createCatalogueApi } from './catalogue-api.ts';

export type BankingFilters = { search: string; serviceCategory: string; showDeleted: boolean };

export const bankingApi = createCatalogueApi<
  AdminBankingService,
  BankingBody,
  AdminBankingResponse
>({
  name: 'banking',
  base: api.adminBanking,
  item: api.adminBankingService,
  listField: 'services',
  entityField: 'service',
});

export const useSetBankingVisibility = () =>
  bankingApi.useToggle<boolean>('visibility', 'visibility');

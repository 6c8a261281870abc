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

export const useAdminBanking = (filters: BankingFilters) => bankingApi.useList(filters);
export const useCreateBankingService = bankingApi.useCreate;
export const useUpdateBankingService = bankingApi.useUpdate;
export const useDeleteBankingService = bankingApi.useDelete;
export const useRestoreBankingService = bankingApi.useRestore;
export const useSetBankingVisibility = () =>
  bankingApi.useToggle<boolean>('visibility', 'visibility');

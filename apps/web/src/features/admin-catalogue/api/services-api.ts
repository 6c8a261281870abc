// Services in the catalogue's shared API; their visibility is Published / Hidden.
import type { ServiceVisibility } from '@landed/shared/constants';
import type {
  AdminService,
  AdminServicesResponse,
  ServiceBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/api-endpoints.ts';
import { createCatalogueApi } from './catalogue-api.ts';

export type ServiceFilters = {
  search: string;
  category: string;
  visibility: '' | ServiceVisibility;
  showDeleted: boolean;
};

export const servicesApi = createCatalogueApi<AdminService, ServiceBody, AdminServicesResponse>({
  name: 'services',
  base: api.adminServices,
  item: api.adminService,
  listField: 'services',
  entityField: 'service',
});

export const useSetServiceVisibility = () =>
  servicesApi.useToggle<ServiceVisibility>('visibility', 'visibility');

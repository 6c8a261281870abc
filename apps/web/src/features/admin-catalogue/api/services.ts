import { useMutation } from '@tanstack/react-query';

import type { ServiceVisibility } from '@landed/shared/constants';
import type {
  AdminService,
  AdminServicesResponse,
  ServiceBody,
} from '@landed/shared/schemas/admin-catalogue';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
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

export const useAdminServices = (filters: ServiceFilters) => servicesApi.useList(filters);
export const useCreateService = servicesApi.useCreate;
export const useUpdateService = servicesApi.useUpdate;
export const useDeleteService = servicesApi.useDelete;
export const useRestoreService = servicesApi.useRestore;
export const useSetServiceVisibility = () =>
  servicesApi.useToggle<ServiceVisibility>('visibility', 'visibility');

// POST /api/admin/services/upload (multipart, field "image") → {url}.
export function uploadServiceImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ url: string }>(api.adminServiceUpload, { method: 'POST', body: form });
}

export const useUploadServiceImage = () => useMutation({ mutationFn: uploadServiceImage });

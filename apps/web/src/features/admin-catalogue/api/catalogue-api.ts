// The three catalogue resources (services, packages, banking services) speak the same API
// (admin §7): a filtered list, add, edit, delete, restore and toggles. One factory makes each
// resource's fetchers, query options and hooks from its config (services-api.ts, ...), so the
// dashboard tabs and the dedicated screens share them; this is the catalogue's one exception
// to one file per endpoint (docs/decisions/058). Endpoints outside that shape (the service
// image upload) have a file of their own.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { CATALOGUE_LIMIT } from '@landed/shared/schemas/admin-catalogue';

import { apiRequest } from '#web/lib/api-client.ts';

// The list field of an answer was not an array (admin §8: 'Error: Services data is not an
// array.'): a proxy or an old server answering something else.
export class NotAnArrayError extends Error {
  constructor(field: string) {
    super(`${field} is not an array`);
    this.name = 'NotAnArrayError';
  }
}

export type Filters = Record<string, string | boolean | undefined>;

// After any change every cached answer is stale: the admin lists, and the public pages'
// answers too, so /services, /packages and the home page show the change at once.
export const refreshAll = (queryClient: QueryClient) => queryClient.invalidateQueries();

export function createCatalogueApi<Item extends { _id: string }, Body, List extends object>({
  name,
  base,
  item,
  listField,
  entityField,
}: {
  name: string;
  base: string;
  item: (id: string) => string;
  listField: keyof List & string;
  entityField: string;
}) {
  const key = ['admin', 'catalogue', name] as const;

  async function getList(filters: Filters, signal?: AbortSignal): Promise<List> {
    const query = new URLSearchParams({ limit: String(CATALOGUE_LIMIT) });
    for (const [field, value] of Object.entries(filters)) {
      if (value !== undefined && value !== '' && value !== false) query.set(field, String(value));
    }
    const data = await apiRequest<List>(`${base}?${query}`, { signal });
    if (!data || !Array.isArray((data as Record<string, unknown>)[listField])) {
      throw new NotAnArrayError(listField);
    }
    return data;
  }

  const listQueryOptions = (filters: Filters) =>
    queryOptions({
      queryKey: [...key, filters],
      queryFn: ({ signal }) => getList(filters, signal),
      placeholderData: keepPreviousData,
      // The list must reflect the last change, never a 30-second-old copy.
      staleTime: 0,
      retry: false,
    });

  const unwrap = (data: Record<string, unknown>) => data[entityField] as Item;

  function useChange<Vars>(request: (vars: Vars) => Promise<Record<string, unknown>>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (vars: Vars) => request(vars).then(unwrap),
      onSuccess: () => refreshAll(queryClient),
    });
  }

  return {
    key,
    getList,
    listQueryOptions,
    useList: (filters: Filters) => useQuery(listQueryOptions(filters)),
    useCreate: () => useChange((body: Body) => apiRequest(base, { method: 'POST', body })),
    useUpdate: () =>
      useChange(({ id, body }: { id: string; body: Body }) =>
        apiRequest(item(id), { method: 'PUT', body }),
      ),
    useDelete: () => useChange((id: string) => apiRequest(item(id), { method: 'DELETE' })),
    useRestore: () =>
      useChange((id: string) => apiRequest(`${item(id)}/restore`, { method: 'POST' })),
    // PATCH {item}/{path} with {field: value}: visibility, most-popular.
    useToggle: <Value>(path: string, field: string) =>
      useChange(({ id, value }: { id: string; value: Value }) =>
        apiRequest(`${item(id)}/${path}`, { method: 'PATCH', body: { [field]: value } }),
      ),
  };
}

export type CatalogueApi<Item extends { _id: string }, Body, List extends object> = ReturnType<
  typeof createCatalogueApi<Item, Body, List>
>;

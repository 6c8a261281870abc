import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ArrivalPassResponse } from '@landed/shared/schemas/arrival-pass';

import { api } from '#web/config/api-endpoints.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';

export const arrivalPassKey = ['user', 'arrival-pass'] as const;

export function getArrivalPass(bookingRef: string, signal?: AbortSignal) {
  return apiRequest<ArrivalPassResponse>(api.bookingPass(bookingRef), { signal });
}

export const arrivalPassQueryOptions = (bookingRef: string) =>
  queryOptions({
    queryKey: [...arrivalPassKey, bookingRef],
    queryFn: ({ signal }) => getArrivalPass(bookingRef, signal),
    // Asked even when the browser says it is offline: the pass's service worker answers with
    // the saved copy (decision 062). A missing copy fails at once rather than retrying.
    networkMode: 'always',
    retry: (failures, error) =>
      navigator.onLine && failures < 2 && !(error instanceof ApiError && error.status === 404),
  });

export function useArrivalPass(bookingRef: string) {
  return useQuery(arrivalPassQueryOptions(bookingRef));
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Loading } from './page.tsx';

// The loading / error / empty / loaded switch every list repeats. A string for `loading` or
// `empty` gets the usual look (<Loading>'s role="status", a grey paragraph); a node is shown as
// it is. The error is the query's own message (errorFallback only when it has none) with
// role="alert". `isEmpty` decides when `empty` shows instead of the children.
export function QueryState<T>({
  query,
  loading,
  errorFallback = '',
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  loading?: ReactNode;
  errorFallback?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return typeof loading === 'string' || loading === undefined ? (
      <Loading label={loading} />
    ) : (
      loading
    );
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error.message || errorFallback}
      </p>
    );
  if (isEmpty?.(query.data))
    return typeof empty === 'string' ? <p className="text-slate-600">{empty}</p> : empty;
  return children(query.data);
}

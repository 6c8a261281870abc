import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

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

// A settings box's query while it loads or when it failed: a small line under the box's heading
// (`failed` when the error has no message of its own); nothing once it has loaded.
export function InlineQueryStatus({
  query,
  failed,
}: {
  query: UseQueryResult<unknown>;
  failed: string;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {translateMessage(t, errorMessage(query.error, failed))}
      </p>
    );
  return null;
}

import type { Dispatch, SetStateAction } from 'react';
import { useSearchParams } from 'react-router';

// A back-office list's filters and page, kept in the address (docs/decisions/113): a reload, a
// shared link or the way back to the tab shows the same page of the same list. Each list names
// its filters and their defaults; a value equal to its default and page 1 are left out of the
// address. `prefix` keeps two lists on one tab apart (`refund-status`, `refund-page`). Changing
// a filter goes back to page 1. Entries replace the current one, so Back still leaves the tab.
export function useListParams<F extends Record<string, string>>(
  defaults: F,
  prefix = '',
): {
  filters: F;
  setFilters: (patch: Partial<F>) => void;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
} {
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key}`;
  const pageOf = (from: URLSearchParams) =>
    Math.max(1, Number.parseInt(from.get(name('page')) ?? '', 10) || 1);
  const write = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(name(key)) ?? fallback]),
  ) as F;
  return {
    filters,
    setFilters: (patch) =>
      write((next) => {
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === defaults[key]) next.delete(name(key));
          else next.set(name(key), value);
        }
        next.delete(name('page'));
      }),
    page: pageOf(params),
    setPage: (value) =>
      write((next) => {
        const page = typeof value === 'function' ? value(pageOf(next)) : value;
        if (page <= 1) next.delete(name('page'));
        else next.set(name('page'), String(page));
      }),
  };
}

import { useDeferredValue, useEffect, useState } from 'react';

import type { Banner } from '#web/features/admin-catalogue/components/banner.tsx';
import type { CatalogueItem } from '#web/features/admin-catalogue/components/catalogue-view.tsx';
import type { CatalogueApi, Filters } from '#web/features/admin-catalogue/api/catalogue-api.ts';
import { NotAnArrayError } from '#web/features/admin-catalogue/api/catalogue-api.ts';
import type { CatalogueTexts } from '#web/features/admin-catalogue/texts.ts';

// A resource's list under the screen's filters, and its add / edit / delete / restore actions,
// each ending in the banner admin §8 names for it. The list reloads after each change (the
// hooks invalidate it); typing in the search box reloads it too, without holding up the input.
export function useCatalogue<
  Item extends CatalogueItem,
  Body,
  List extends object,
  F extends Filters,
>({
  api,
  initialFilters,
  texts,
  banner,
}: {
  api: CatalogueApi<Item, Body, List>;
  initialFilters: F;
  texts: CatalogueTexts;
  banner: Banner;
}) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const deferred = useDeferredValue(filters);
  const list = api.useList(deferred);

  // Every failed load shows its banner (admin §8), the not-an-array case with its own text.
  const { error, errorUpdatedAt, isError } = list;
  useEffect(() => {
    if (!isError) return;
    banner.error(error instanceof NotAnArrayError ? texts.notAnArray : texts.loadFailed);
    // Once per failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt, isError]);

  const create = api.useCreate();
  const update = api.useUpdate();
  const remove = api.useDelete();
  const restore = api.useRestore();

  return {
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    list,
    saving: create.isPending || update.isPending,
    // `failed` gets the error so the form can show the server's reason beside the banner.
    save: ({
      entry,
      body,
      close,
      failed,
    }: {
      entry: Item | null;
      body: Body;
      close: () => void;
      failed: (error: unknown) => void;
    }) => {
      const options = {
        onSuccess: () => {
          banner.success(entry ? texts.updated : texts.added);
          close();
        },
        onError: (error: unknown) => {
          banner.error(entry ? texts.updateFailed : texts.addFailed);
          failed(error);
        },
      };
      if (entry) update.mutate({ id: entry._id, body }, options);
      else create.mutate(body, options);
    },
    remove: (item: Item) =>
      remove.mutate(item._id, {
        onSuccess: () => banner.success(texts.deleted),
        onError: () => banner.error(texts.deleteFailed),
      }),
    restore: (item: Item) =>
      restore.mutate(item._id, {
        onSuccess: () => banner.success(texts.restored),
        onError: () => banner.error(texts.restoreFailed),
      }),
    busy: (item: Item) =>
      (remove.isPending && remove.variables === item._id) ||
      (restore.isPending && restore.variables === item._id),
  };
}

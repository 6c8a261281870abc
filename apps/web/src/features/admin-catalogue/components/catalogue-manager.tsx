// One catalogue (admin §2) as its resource's config: the API, the texts, the filters, the
// columns with their switches, and the form. CatalogueManager turns a config into the
// dedicated screen ('screen') or the dashboard's tab ('tab': fewer columns, the dashboard's
// texts and a link to the screen). Each resource wraps it in a component of its own
// (ServicesManager, ...), so switching tabs mounts a new one: its useToggles stays one hook.
import type { ComponentType, ReactNode } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';

import type { CatalogueApi, Filters } from '#web/features/admin-catalogue/api/catalogue-api.ts';
import { useCatalogue } from '#web/features/admin-catalogue/hooks/use-catalogue.ts';
import type { CatalogueMode, CatalogueTexts } from '#web/features/admin-catalogue/texts.ts';
import { TOGGLE_TEXTS, UPLOAD_FAILED } from '#web/features/admin-catalogue/texts.ts';
import { useBanner } from './banner.tsx';
import type { CatalogueItem, Column } from './catalogue-view.tsx';
import { CatalogueView, FullScreenLink } from './catalogue-view.tsx';
import type { SelectOptions } from './filters.tsx';
import { SearchFilter, SelectFilter, ShowDeletedFilter } from './filters.tsx';
import { LocalDate } from './format.tsx';
import type { ToggleVariant } from './toggles.tsx';
import { Toggle } from './toggles.tsx';

// What a resource's form gets: the entry being edited (null to add), the id its <form> must
// carry (the dialog's Save button submits it), the save, and a way to report a failed upload.
export type CatalogueFormProps<Item, Body> = {
  entry: Item | null;
  formId: string;
  onSave: (body: Body, failed: (error: unknown) => void) => void;
  onUploadFailed: () => void;
};

// A row switch: whether it is on, and its own mutation (so it knows which row it is changing).
export type RowToggle<Item> = {
  on: (item: Item) => boolean;
  busyWith: (id: string) => boolean;
  flip: (item: Item, callbacks: { onSuccess: () => void; onError: () => void }) => void;
};

type ToggleMutation<Value> = {
  isPending: boolean;
  variables?: { id: string; value: Value };
  mutate: (
    variables: { id: string; value: Value },
    callbacks: { onSuccess: () => void; onError: () => void },
  ) => void;
};

// For a true/false field: the value that turns the switch over is the negation (admin §4).
export const negate = (on: boolean) => !on;

// `next` is the value to send to turn a switch that is `on` over.
export function rowToggle<Item extends CatalogueItem, Value>({
  mutation,
  on,
  next,
}: {
  mutation: ToggleMutation<Value>;
  on: (item: Item) => boolean;
  next: (on: boolean) => Value;
}): RowToggle<Item> {
  return {
    on,
    busyWith: (id) => mutation.isPending && mutation.variables?.id === id,
    flip: (item, callbacks) => mutation.mutate({ id: item._id, value: next(on(item)) }, callbacks),
  };
}

export type ResourceColumn<Item, T extends ToggleVariant> = {
  header: string;
  // Shown on the screen; `tab: true` on the dashboard's tab too, 'only' on the tab alone.
  tab?: boolean | 'only';
  rowHeader?: boolean;
} & ({ cell: (item: Item) => ReactNode } | { toggle: T });

type SearchedFilters = Filters & { search: string; showDeleted: boolean };

export type CatalogueResource<
  Item extends CatalogueItem,
  Body,
  List extends object,
  F extends SearchedFilters,
  T extends ToggleVariant = ToggleVariant,
> = {
  api: CatalogueApi<Item, Body, List>;
  texts: Record<CatalogueMode, CatalogueTexts>;
  items: (list: List) => Item[];
  initialFilters: F;
  searchLabel: string;
  // The select boxes after the search box, in order; `options` gets the last list (if any) and
  // the value chosen.
  selects: Array<{
    field: keyof F & string;
    label: string;
    options: (list: List | undefined, chosen: string) => SelectOptions;
  }>;
  // The row switches' mutations, by the switch they drive (a hook: it calls the API's hooks).
  useToggles: () => Record<T, RowToggle<Item>>;
  columns: Array<ResourceColumn<Item, T>>;
  Form: ComponentType<CatalogueFormProps<Item, Body>>;
  // The tab's link to the dedicated screen.
  screenLink: { to: string; label: string };
};

// The columns every resource has.
export const titleColumn = {
  header: 'Title',
  rowHeader: true,
  tab: true,
  cell: (item: CatalogueItem) => <span className="font-medium">{item.title}</span>,
} as const;

type Dated = CatalogueItem & { createdAt: string; updatedAt: string };
export const dateColumns = [
  { header: 'Created', cell: (item: Dated) => <LocalDate iso={item.createdAt} /> },
  { header: 'Updated', cell: (item: Dated) => <LocalDate iso={item.updatedAt} /> },
] as const;

export function CatalogueManager<
  Item extends CatalogueItem,
  Body,
  List extends object,
  F extends SearchedFilters,
  T extends ToggleVariant,
>({
  resource,
  me,
  view,
}: {
  resource: CatalogueResource<Item, Body, List, F, T>;
  me: AdminMe;
  view: CatalogueMode;
}) {
  const texts = resource.texts[view];
  const canWrite = me.permissions.includes('content:write');
  const banner = useBanner();
  const catalogue = useCatalogue({
    api: resource.api,
    initialFilters: resource.initialFilters,
    texts,
    banner,
  });
  const { filters, setFilter, list } = catalogue;
  const toggles = resource.useToggles();
  // A switch of this row is changing: all its switches wait.
  const toggling = (item: Item) =>
    Object.values<RowToggle<Item>>(toggles).some((toggle) => toggle.busyWith(item._id));

  const cell = (column: ResourceColumn<Item, T>): Column<Item>['cell'] => {
    if ('cell' in column) return column.cell;
    const variant = column.toggle;
    const toggle: RowToggle<Item> = toggles[variant];
    return (item) => (
      <Toggle
        variant={variant}
        on={toggle.on(item)}
        label={item.title}
        readOnly={!canWrite}
        disabled={item.isDeleted || toggling(item)}
        onToggle={() =>
          toggle.flip(item, {
            onSuccess: () => banner.success(TOGGLE_TEXTS[variant].updated),
            onError: () => banner.error(TOGGLE_TEXTS[variant].failed),
          })
        }
      />
    );
  };
  const columns = resource.columns
    .filter((c) => (view === 'tab' ? c.tab : c.tab !== 'only'))
    .map((c): Column<Item> => ({
      header: c.header,
      rowHeader: c.rowHeader,
      control: 'toggle' in c,
      cell: cell(c),
    }));
  const { Form } = resource;

  return (
    <CatalogueView
      texts={texts}
      canWrite={canWrite}
      banner={banner.banner}
      filtered={Boolean(filters.search || resource.selects.some((s) => filters[s.field]))}
      toolbar={
        <>
          <SearchFilter
            label={resource.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={filters.search}
            onChange={(value) => setFilter('search', value)}
          />
          {resource.selects.map((select) => {
            const value = String(filters[select.field] ?? '');
            return (
              <SelectFilter
                key={select.field}
                label={select.label}
                value={value}
                onChange={(chosen) => setFilter(select.field, chosen as F[keyof F & string])}
                options={select.options(list.data, value)}
              />
            );
          })}
          <ShowDeletedFilter
            checked={filters.showDeleted}
            onChange={(checked) => setFilter('showDeleted', checked)}
          />
        </>
      }
      items={list.data && resource.items(list.data)}
      loading={list.isPending}
      failed={list.isError}
      retry={() => void list.refetch()}
      columns={columns}
      saving={catalogue.saving}
      onDelete={catalogue.remove}
      onRestore={catalogue.restore}
      busy={catalogue.busy}
      form={({ entry, formId, close }) => (
        <Form
          entry={entry}
          formId={formId}
          onUploadFailed={() => banner.error(UPLOAD_FAILED)}
          onSave={(body, failed) => catalogue.save({ entry, body, close, failed })}
        />
      )}
      footer={
        view === 'tab' ? (
          <FullScreenLink to={resource.screenLink.to} label={resource.screenLink.label} />
        ) : undefined
      }
    />
  );
}

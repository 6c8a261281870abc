import { ImageOff } from 'lucide-react';
import { useId } from 'react';

import { SERVICE_VISIBILITIES } from '@landed/shared/constants';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type { AdminService } from '@landed/shared/schemas/admin-catalogue';

import { paths } from '../../../config/paths.ts';
import type { ServiceFilters } from '../api/services.ts';
import { servicesApi, useSetServiceVisibility } from '../api/services.ts';
import { useCatalogue } from '../hooks/use-catalogue.ts';
import type { CatalogueView as View } from '../texts.ts';
import { TEXTS, UPLOAD_FAILED } from '../texts.ts';
import { useBanner } from './banner.tsx';
import type { Column } from './catalogue-ui.tsx';
import {
  CatalogueView,
  FullScreenLink,
  LocalDate,
  SearchFilter,
  SelectFilter,
  ShowDeletedFilter,
  VisibilityToggle,
  categoryOptions,
  freeWhenEmpty,
  truncate,
} from './catalogue-ui.tsx';
import { ServiceForm } from './service-form.tsx';

function Thumbnail({ src }: { src: string }) {
  if (!src) {
    return (
      <span className="grid h-10 w-14 place-items-center rounded bg-slate-100 text-slate-500">
        <ImageOff aria-hidden="true" className="size-4" />
        <span className="sr-only">No image</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={56}
      height={40}
      className="h-10 w-14 rounded border border-slate-200 object-cover"
    />
  );
}

const INITIAL: ServiceFilters = { search: '', category: '', visibility: '', showDeleted: false };

// Services (admin §2): the dedicated screen ('screen') and the dashboard's tab ('tab', fewer
// columns and the dashboard's texts) are this one component.
export function ServicesManager({ me, view }: { me: AdminMe; view: View }) {
  const texts = TEXTS.services[view];
  const canWrite = me.permissions.includes('content:write');
  const banner = useBanner();
  const catalogue = useCatalogue({ api: servicesApi, initialFilters: INITIAL, texts, banner });
  const { filters, setFilter, list } = catalogue;
  const visibility = useSetServiceVisibility();
  const headingId = useId();

  const toggle = (service: AdminService) =>
    visibility.mutate(
      { id: service._id, value: service.visibility === 'Published' ? 'Hidden' : 'Published' },
      {
        onSuccess: () => banner.success(texts.visibilityUpdated),
        onError: () => banner.error(texts.visibilityFailed),
      },
    );

  const columns: Array<Column<AdminService> & { compact?: boolean }> = [
    { header: 'Thumbnail', cell: (s) => <Thumbnail src={s.imageUrl} />, compact: true },
    {
      header: 'Title',
      rowHeader: true,
      compact: true,
      cell: (s) => <span className="font-medium">{s.title}</span>,
    },
    { header: 'Description', cell: (s) => truncate(s.description) },
    { header: 'Price', cell: (s) => freeWhenEmpty(s.price), compact: true },
    { header: 'Category', cell: (s) => s.category, compact: true },
    { header: 'Created', cell: (s) => <LocalDate iso={s.createdAt} /> },
    { header: 'Updated', cell: (s) => <LocalDate iso={s.updatedAt} /> },
    {
      header: 'Visibility',
      control: true,
      compact: true,
      cell: (s) => (
        <VisibilityToggle
          on={s.visibility === 'Published'}
          label={s.title}
          readOnly={!canWrite}
          disabled={s.isDeleted || (visibility.isPending && visibility.variables?.id === s._id)}
          onToggle={() => toggle(s)}
        />
      ),
    },
  ];

  return (
    <CatalogueView
      texts={texts}
      headingId={headingId}
      canWrite={canWrite}
      banner={banner.banner}
      filtered={Boolean(filters.search || filters.category || filters.visibility)}
      toolbar={
        <>
          <SearchFilter
            label="Search services"
            placeholder={texts.searchPlaceholder}
            value={filters.search}
            onChange={(value) => setFilter('search', value)}
          />
          <SelectFilter
            label="Category"
            value={filters.category}
            onChange={(value) => setFilter('category', value)}
            options={categoryOptions('All Categories', list.data?.categories, filters.category)}
          />
          <SelectFilter
            label="Visibility"
            value={filters.visibility}
            onChange={(value) => setFilter('visibility', value as ServiceFilters['visibility'])}
            options={[['', 'All'], ...SERVICE_VISIBILITIES.map((v) => [v, v] as const)]}
          />
          <ShowDeletedFilter
            checked={filters.showDeleted}
            onChange={(checked) => setFilter('showDeleted', checked)}
          />
        </>
      }
      items={list.data?.services}
      loading={list.isPending}
      failed={list.isError}
      retry={() => void list.refetch()}
      columns={view === 'tab' ? columns.filter((c) => c.compact) : columns}
      saving={catalogue.saving}
      onDelete={catalogue.remove}
      onRestore={catalogue.restore}
      busy={catalogue.busy}
      form={({ entry, formId, close }) => (
        <ServiceForm
          entry={entry}
          formId={formId}
          onUploadFailed={() => banner.error(UPLOAD_FAILED)}
          onSave={(body, failed) => catalogue.save({ entry, body, close, failed })}
        />
      )}
      footer={
        view === 'tab' ? (
          <FullScreenLink to={paths.adminServices} label="Open the services screen" />
        ) : undefined
      }
    />
  );
}

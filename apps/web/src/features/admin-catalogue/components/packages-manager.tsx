import { useId } from 'react';

import { PACKAGE_TYPES } from '@landed/shared/constants';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type { AdminPackage } from '@landed/shared/schemas/admin-catalogue';

import { paths } from '../../../config/paths.ts';
import type { PackageFilters } from '../api/packages.ts';
import { packagesApi, useSetPackageMostPopular, useSetPackageVisibility } from '../api/packages.ts';
import { useCatalogue } from '../hooks/use-catalogue.ts';
import type { CatalogueView as View } from '../texts.ts';
import { MOST_POPULAR_TEXTS, TEXTS } from '../texts.ts';
import { useBanner } from './banner.tsx';
import type { Column } from './catalogue-ui.tsx';
import {
  CatalogueView,
  FullScreenLink,
  LocalDate,
  SearchFilter,
  SelectFilter,
  ShowDeletedFilter,
  StarToggle,
  VisibilityToggle,
  listPreview,
  truncate,
} from './catalogue-ui.tsx';
import { PackageForm } from './package-form.tsx';

const INITIAL: PackageFilters = { search: '', type: '', showDeleted: false };

// Packages (admin §2): the dedicated screen and the dashboard's tab.
export function PackagesManager({ me, view }: { me: AdminMe; view: View }) {
  const texts = TEXTS.packages[view];
  const canWrite = me.permissions.includes('content:write');
  const banner = useBanner();
  const catalogue = useCatalogue({ api: packagesApi, initialFilters: INITIAL, texts, banner });
  const { filters, setFilter, list } = catalogue;
  const visibility = useSetPackageVisibility();
  const mostPopular = useSetPackageMostPopular();
  const headingId = useId();
  const pending = (p: AdminPackage) =>
    (visibility.isPending && visibility.variables?.id === p._id) ||
    (mostPopular.isPending && mostPopular.variables?.id === p._id);

  // The tab (compact) shows the dashboard's short list: title, description, price, type, toggles.
  const all: Array<Column<AdminPackage> & { compact?: boolean; tabOnly?: boolean }> = [
    {
      header: 'Title',
      rowHeader: true,
      compact: true,
      cell: (p) => <span className="font-medium">{p.title}</span>,
    },
    { header: 'Price', cell: (p) => p.price, compact: true },
    { header: 'Tagline', cell: (p) => p.tagline },
    { header: 'Description', cell: (p) => truncate(p.description), tabOnly: true },
    { header: 'Features', cell: (p) => listPreview(p.features) },
    { header: 'Type', cell: (p) => p.type, compact: true },
    {
      header: 'Visibility',
      control: true,
      compact: true,
      cell: (p) => (
        <VisibilityToggle
          on={p.visibility}
          label={p.title}
          readOnly={!canWrite}
          disabled={p.isDeleted || pending(p)}
          onToggle={() =>
            visibility.mutate(
              { id: p._id, value: !p.visibility },
              {
                onSuccess: () => banner.success(texts.visibilityUpdated),
                onError: () => banner.error(texts.visibilityFailed),
              },
            )
          }
        />
      ),
    },
    { header: 'Priority', cell: (p) => p.priority },
    {
      header: 'Most Popular',
      control: true,
      compact: true,
      cell: (p) => (
        <StarToggle
          on={p.mostPopular}
          label={p.title}
          readOnly={!canWrite}
          disabled={p.isDeleted || pending(p)}
          onToggle={() =>
            mostPopular.mutate(
              { id: p._id, value: !p.mostPopular },
              {
                onSuccess: () => banner.success(MOST_POPULAR_TEXTS.updated),
                onError: () => banner.error(MOST_POPULAR_TEXTS.failed),
              },
            )
          }
        />
      ),
    },
    { header: 'Created', cell: (p) => <LocalDate iso={p.createdAt} /> },
    { header: 'Updated', cell: (p) => <LocalDate iso={p.updatedAt} /> },
  ];
  const columns = all.filter((c) => (view === 'tab' ? c.compact || c.tabOnly : !c.tabOnly));

  return (
    <CatalogueView
      texts={texts}
      headingId={headingId}
      canWrite={canWrite}
      banner={banner.banner}
      filtered={Boolean(filters.search || filters.type)}
      toolbar={
        <>
          <SearchFilter
            label="Search packages"
            placeholder={texts.searchPlaceholder}
            value={filters.search}
            onChange={(value) => setFilter('search', value)}
          />
          <SelectFilter
            label="Type"
            value={filters.type}
            onChange={(value) => setFilter('type', value as PackageFilters['type'])}
            options={[['', 'All Types'], ...PACKAGE_TYPES.map((t) => [t, t] as const)]}
          />
          <ShowDeletedFilter
            checked={filters.showDeleted}
            onChange={(checked) => setFilter('showDeleted', checked)}
          />
        </>
      }
      items={list.data?.packages}
      loading={list.isPending}
      failed={list.isError}
      retry={() => void list.refetch()}
      columns={columns}
      saving={catalogue.saving}
      onDelete={catalogue.remove}
      onRestore={catalogue.restore}
      busy={catalogue.busy}
      form={({ entry, formId, close }) => (
        <PackageForm
          entry={entry}
          formId={formId}
          onSave={(body, failed) => catalogue.save({ entry, body, close, failed })}
        />
      )}
      footer={
        view === 'tab' ? (
          <FullScreenLink to={paths.adminPackages} label="Open the packages screen" />
        ) : undefined
      }
    />
  );
}

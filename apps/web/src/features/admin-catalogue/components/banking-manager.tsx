import { useId } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { AdminBankingService } from '@landed/shared/schemas/admin-catalogue';

import { paths } from '../../../config/paths.ts';
import type { BankingFilters } from '../api/banking.ts';
import { bankingApi, useSetBankingVisibility } from '../api/banking.ts';
import { useCatalogue } from '../hooks/use-catalogue.ts';
import type { CatalogueView as View } from '../texts.ts';
import { TEXTS } from '../texts.ts';
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
  listPreview,
  truncate,
} from './catalogue-ui.tsx';
import { BankingForm } from './banking-form.tsx';

const INITIAL: BankingFilters = { search: '', serviceCategory: '', showDeleted: false };

// 'Link 1', 'Link 2', ... each opening in a new tab, without giving the page a handle on ours.
function Links({ links }: { links: string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-2">
      {links.map((link, index) => (
        <li key={`${index}-${link}`}>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            title={link}
            className="text-brand-700 underline hover:text-brand-800"
          >
            Link {index + 1}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

// Banking services (admin §2): the dedicated screen and the dashboard's tab.
export function BankingManager({ me, view }: { me: AdminMe; view: View }) {
  const texts = TEXTS.banking[view];
  const canWrite = me.permissions.includes('content:write');
  const banner = useBanner();
  const catalogue = useCatalogue({ api: bankingApi, initialFilters: INITIAL, texts, banner });
  const { filters, setFilter, list } = catalogue;
  const visibility = useSetBankingVisibility();
  const headingId = useId();

  const columns: Array<Column<AdminBankingService> & { compact?: boolean }> = [
    {
      header: 'Title',
      rowHeader: true,
      compact: true,
      cell: (s) => <span className="font-medium">{s.title}</span>,
    },
    { header: 'Description', cell: (s) => truncate(s.description) },
    { header: 'Estimated Processing Time', cell: (s) => s.estimatedProcessingTime },
    { header: 'Required Documents', cell: (s) => listPreview(s.requiredDocuments) },
    { header: 'External Links', cell: (s) => <Links links={s.externalLinks} /> },
    { header: 'Cost', cell: (s) => freeWhenEmpty(s.cost), compact: true },
    {
      header: 'Visibility',
      control: true,
      compact: true,
      cell: (s) => (
        <VisibilityToggle
          on={s.visibility}
          label={s.title}
          readOnly={!canWrite}
          disabled={s.isDeleted || (visibility.isPending && visibility.variables?.id === s._id)}
          onToggle={() =>
            visibility.mutate(
              { id: s._id, value: !s.visibility },
              {
                onSuccess: () => banner.success(texts.visibilityUpdated),
                onError: () => banner.error(texts.visibilityFailed),
              },
            )
          }
        />
      ),
    },
    { header: 'Service Category', cell: (s) => s.serviceCategory, compact: true },
    { header: 'Created', cell: (s) => <LocalDate iso={s.createdAt} /> },
    { header: 'Updated', cell: (s) => <LocalDate iso={s.updatedAt} /> },
  ];

  return (
    <CatalogueView
      texts={texts}
      headingId={headingId}
      canWrite={canWrite}
      banner={banner.banner}
      filtered={Boolean(filters.search || filters.serviceCategory)}
      toolbar={
        <>
          <SearchFilter
            label="Search banking services"
            placeholder={texts.searchPlaceholder}
            value={filters.search}
            onChange={(value) => setFilter('search', value)}
          />
          <SelectFilter
            label="Service Category"
            value={filters.serviceCategory}
            onChange={(value) => setFilter('serviceCategory', value)}
            options={categoryOptions(
              'All Categories',
              list.data?.categories,
              filters.serviceCategory,
            )}
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
        <BankingForm
          entry={entry}
          formId={formId}
          onSave={(body, failed) => catalogue.save({ entry, body, close, failed })}
        />
      )}
      footer={
        view === 'tab' ? (
          <FullScreenLink to={paths.adminBanking} label="Open the banking screen" />
        ) : undefined
      }
    />
  );
}

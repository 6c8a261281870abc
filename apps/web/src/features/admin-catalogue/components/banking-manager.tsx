import type { AdminMe } from '@landed/shared/schemas/admin';
import type {
  AdminBankingResponse,
  AdminBankingService,
  BankingBody,
} from '@landed/shared/schemas/admin-catalogue';

import { paths } from '#web/config/paths.ts';
import type { BankingFilters } from '#web/features/admin-catalogue/api/banking-api.ts';
import {
  bankingApi,
  useSetBankingVisibility,
} from '#web/features/admin-catalogue/api/banking-api.ts';
import type { CatalogueMode } from '#web/features/admin-catalogue/texts.ts';
import { TEXTS } from '#web/features/admin-catalogue/texts.ts';
import { BankingForm } from './banking-form.tsx';
import type { CatalogueResource } from './catalogue-manager.tsx';
import {
  CatalogueManager,
  dateColumns,
  negate,
  rowToggle,
  titleColumn,
} from './catalogue-manager.tsx';
import { categoryOptions } from './filters.tsx';
import { freeWhenEmpty, listPreview, truncate } from './format.tsx';

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

// Banking services (admin §2).
const banking: CatalogueResource<
  AdminBankingService,
  BankingBody,
  AdminBankingResponse,
  BankingFilters,
  'visibility'
> = {
  api: bankingApi,
  texts: TEXTS.banking,
  items: (list) => list.services,
  initialFilters: { search: '', serviceCategory: '', showDeleted: false },
  searchLabel: 'Search banking services',
  selects: [
    {
      field: 'serviceCategory',
      label: 'Service Category',
      options: (list, chosen) => categoryOptions('All Categories', list?.categories, chosen),
    },
  ],
  useToggles: () => ({
    visibility: rowToggle(
      useSetBankingVisibility(),
      (s: AdminBankingService) => s.visibility,
      negate,
    ),
  }),
  columns: [
    titleColumn,
    { header: 'Description', cell: (s) => truncate(s.description) },
    { header: 'Estimated Processing Time', cell: (s) => s.estimatedProcessingTime },
    { header: 'Required Documents', cell: (s) => listPreview(s.requiredDocuments) },
    { header: 'External Links', cell: (s) => <Links links={s.externalLinks} /> },
    { header: 'Cost', cell: (s) => freeWhenEmpty(s.cost), tab: true },
    { header: 'Visibility', toggle: 'visibility', tab: true },
    { header: 'Service Category', cell: (s) => s.serviceCategory, tab: true },
    ...dateColumns,
  ],
  Form: BankingForm,
  screenLink: { to: paths.adminBanking, label: 'Open the banking screen' },
};

export function BankingManager(props: { me: AdminMe; view: CatalogueMode }) {
  return <CatalogueManager resource={banking} {...props} />;
}

import type { AdminMe } from '@landed/shared/schemas/admin';
import type {
  AdminBankingServicesResponse,
  AdminBankingService,
  BankingServiceBody,
} from '@landed/shared/schemas/admin-catalogue';

import { paths } from '#web/config/paths.ts';
import type { BankingServiceFilters } from '#web/features/admin-catalogue/api/banking-services-api.ts';
import {
  bankingServicesApi,
  useSetBankingServiceVisibility,
} from '#web/features/admin-catalogue/api/banking-services-api.ts';
import type { CatalogueMode } from '#web/features/admin-catalogue/texts.ts';
import { TEXTS } from '#web/features/admin-catalogue/texts.ts';
import { BankingServiceForm } from './banking-service-form.tsx';
import type { CatalogueResource } from './catalogue-manager.tsx';
import {
  CatalogueManager,
  dateColumns,
  negate,
  rowToggle,
  titleColumn,
} from './catalogue-manager.tsx';
import { categorySelect } from './filters.tsx';
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
const bankingServices: CatalogueResource<
  AdminBankingService,
  BankingServiceBody,
  AdminBankingServicesResponse,
  BankingServiceFilters,
  'visibility'
> = {
  api: bankingServicesApi,
  texts: TEXTS.banking,
  items: (list) => list.services,
  initialFilters: { search: '', serviceCategory: '', showDeleted: false },
  searchLabel: 'Search banking services',
  selects: [categorySelect('serviceCategory', 'Service Category')],
  useToggles: () => ({
    visibility: rowToggle({
      mutation: useSetBankingServiceVisibility(),
      on: (s: AdminBankingService) => s.visibility,
      next: negate,
    }),
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
  Form: BankingServiceForm,
  screenLink: { to: paths.adminBanking, label: 'Open the banking screen' },
};

export function BankingServicesManager(props: { me: AdminMe; view: CatalogueMode }) {
  return <CatalogueManager resource={bankingServices} {...props} />;
}

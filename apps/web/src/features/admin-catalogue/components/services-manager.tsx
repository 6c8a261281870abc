import { ImageOff } from 'lucide-react';

import { SERVICE_VISIBILITIES } from '@landed/shared/constants';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type {
  AdminService,
  AdminServicesResponse,
  ServiceBody,
} from '@landed/shared/schemas/admin-catalogue';

import { paths } from '#web/config/paths.ts';
import type { ServiceFilters } from '#web/features/admin-catalogue/api/services-api.ts';
import {
  servicesApi,
  useSetServiceVisibility,
} from '#web/features/admin-catalogue/api/services-api.ts';
import type { CatalogueMode } from '#web/features/admin-catalogue/texts.ts';
import { TEXTS } from '#web/features/admin-catalogue/texts.ts';
import type { CatalogueResource } from './catalogue-manager.tsx';
import { CatalogueManager, dateColumns, rowToggle, titleColumn } from './catalogue-manager.tsx';
import { categorySelect, fixedOptions } from './filters.tsx';
import { freeWhenEmpty, truncate } from './format.tsx';
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

const VISIBILITY_OPTIONS = fixedOptions('All', SERVICE_VISIBILITIES);

// Services (admin §2).
const services: CatalogueResource<
  AdminService,
  ServiceBody,
  AdminServicesResponse,
  ServiceFilters,
  'visibility'
> = {
  api: servicesApi,
  texts: TEXTS.services,
  items: (list) => list.services,
  initialFilters: { search: '', category: '', visibility: '', showDeleted: false },
  searchLabel: 'Search services',
  selects: [
    categorySelect('category', 'Category'),
    { field: 'visibility', label: 'Visibility', options: () => VISIBILITY_OPTIONS },
  ],
  useToggles: () => ({
    visibility: rowToggle({
      mutation: useSetServiceVisibility(),
      on: (s: AdminService) => s.visibility === 'Published',
      next: (on) => (on ? 'Hidden' : 'Published'),
    }),
  }),
  columns: [
    { header: 'Thumbnail', cell: (s) => <Thumbnail src={s.imageUrl} />, tab: true },
    titleColumn,
    { header: 'Description', cell: (s) => truncate(s.description) },
    { header: 'Price', cell: (s) => freeWhenEmpty(s.price), tab: true },
    { header: 'Category', cell: (s) => s.category, tab: true },
    ...dateColumns,
    { header: 'Visibility', toggle: 'visibility', tab: true },
  ],
  Form: ServiceForm,
  screenLink: { to: paths.adminServices, label: 'Open the services screen' },
};

export function ServicesManager(props: { me: AdminMe; view: CatalogueMode }) {
  return <CatalogueManager resource={services} {...props} />;
}

// The screens' texts, exactly as admin §2, §5 and §8 quote them. The dashboard's tabs use the
// dashboard's texts where admin §8 lists them ('Service saved successfully!', ...).

export const BANNER_MS = { success: 2000, error: 3000 } as const;

export type CatalogueTexts = {
  // Headings and buttons
  heading: string;
  add: string;
  addTitle: string;
  editTitle: string;
  empty: string;
  noMatch: string;
  searchPlaceholder: string;
  confirmDelete: string;
  // Banners
  added: string;
  updated: string;
  deleted: string;
  restored: string;
  loadFailed: string;
  notAnArray: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  restoreFailed: string;
};

const services: CatalogueTexts = {
  heading: 'Services',
  add: '+ Add New Service',
  addTitle: 'Add New Service',
  editTitle: 'Edit Service',
  empty: 'No Services Yet.',
  noMatch: 'No services match these filters.',
  searchPlaceholder: 'Search services...',
  confirmDelete: 'Are you sure you want to delete this service?',
  added: 'Service added',
  updated: 'Service updated',
  deleted: 'Service deleted',
  restored: 'Service restored',
  loadFailed: 'Failed to load services',
  notAnArray: 'Failed to load services',
  addFailed: 'Failed to add service',
  updateFailed: 'Failed to update service',
  deleteFailed: 'Failed to delete service',
  restoreFailed: 'Failed to restore service',
};

const packages: CatalogueTexts = {
  heading: 'Packages',
  add: '+ Add New Package',
  addTitle: 'Add New Package',
  editTitle: 'Edit Package',
  empty: 'No Packages Yet.',
  noMatch: 'No packages match these filters.',
  searchPlaceholder: 'Search packages...',
  confirmDelete: 'Are you sure you want to delete this package?',
  added: 'Package added',
  updated: 'Package updated',
  deleted: 'Package deleted',
  restored: 'Package restored',
  loadFailed: 'Failed to load packages',
  notAnArray: 'Failed to load packages',
  addFailed: 'Failed to add package',
  updateFailed: 'Failed to update package',
  deleteFailed: 'Failed to delete package',
  restoreFailed: 'Failed to restore package',
};

const banking: CatalogueTexts = {
  heading: 'Banking Services',
  add: '+ Add New Banking Service',
  addTitle: 'Add New Banking Service',
  editTitle: 'Edit Banking Service',
  empty: 'No Banking Services Yet.',
  noMatch: 'No banking services match these filters.',
  searchPlaceholder: 'Search banking services...',
  confirmDelete: 'Are you sure you want to delete this banking service?',
  added: 'Banking service added',
  updated: 'Banking service updated',
  deleted: 'Banking service deleted',
  restored: 'Banking service restored',
  loadFailed: 'Failed to load banking services',
  notAnArray: 'Failed to load banking services',
  addFailed: 'Failed to add banking service',
  updateFailed: 'Failed to update banking service',
  deleteFailed: 'Failed to delete banking service',
  restoreFailed: 'Failed to restore banking service',
};

// The dashboard's tabs (admin §2 "Admin dashboard", §8 "Dashboard").
const DASHBOARD_LOAD_FAILED = 'Failed to load initial dashboard data.';
const dashboardServices: CatalogueTexts = {
  ...services,
  added: 'Service saved successfully!',
  updated: 'Service saved successfully!',
  addFailed: 'Failed to save service.',
  updateFailed: 'Failed to save service.',
  deleteFailed: 'Error deleting service.',
  loadFailed: DASHBOARD_LOAD_FAILED,
  notAnArray: 'Error: Services data is not an array.',
};
const dashboardPackages: CatalogueTexts = {
  ...packages,
  loadFailed: DASHBOARD_LOAD_FAILED,
  notAnArray: 'Error: Packages data is not an array.',
};

// Where a catalogue shows: its own screen, or a tab of the dashboard.
export type CatalogueMode = 'screen' | 'tab';

export const TEXTS = {
  services: { screen: services, tab: dashboardServices },
  packages: { screen: packages, tab: dashboardPackages },
  banking: { screen: banking, tab: banking },
} as const satisfies Record<string, Record<CatalogueMode, CatalogueTexts>>;

// The banners of the row switches, the same on every screen and tab.
export const TOGGLE_TEXTS = {
  visibility: { updated: 'Visibility updated', failed: 'Failed to update visibility' },
  mostPopular: { updated: 'Most Popular updated', failed: 'Failed to update most popular' },
} as const;

export const UPLOAD_FAILED = 'Failed to upload image';

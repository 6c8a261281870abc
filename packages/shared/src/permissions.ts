// The role matrix of DECISIONS "Administrators", as permissions. The server enforces it on
// every /api/admin route; the web app hides what a role cannot do.
import type { AdminRole } from './constants.ts';

const ALL: readonly AdminRole[] = [
  'Super Admin',
  'Content Manager',
  'Booking Agent',
  'Support Admin',
  'Developer',
];

export const PERMISSIONS = {
  // overview stats
  'overview:read': ALL,
  // services, packages, banking, blog, CMS texts
  'content:read': ALL,
  'content:write': ['Super Admin', 'Content Manager'],
  // bank details
  'bank:manage': ['Super Admin'],
  // bookings, payments, onboarding steps
  'bookings:read': ALL,
  'bookings:write': ['Super Admin', 'Booking Agent'],
  // users: view
  'users:read': ['Super Admin', 'Booking Agent', 'Support Admin', 'Developer'],
  // users: suspend, notes, CSV export
  'users:manage': ['Super Admin', 'Support Admin'],
  // students' uploaded documents (passports, visas, enrolment letters): listed and downloaded
  // only by the roles that handle arrivals and support (issue 24); not the Developer, who reads
  // users to debug accounts and needs no one's passport for that.
  'documents:read': ['Super Admin', 'Booking Agent', 'Support Admin'],
  // inquiries
  'inquiries:read': ['Super Admin', 'Booking Agent', 'Support Admin'],
  'inquiries:write': ['Super Admin', 'Support Admin'],
  // logs (and the mail outbox, an operational log)
  'logs:read': ['Super Admin', 'Developer'],
  // admin roles
  'roles:manage': ['Super Admin'],
  // partners (universities and agents), their terms and their people (issue 27)
  'partners:manage': ['Super Admin'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: AdminRole | null | undefined, permission: Permission): boolean {
  return (
    Boolean(role) && (PERMISSIONS[permission] as readonly AdminRole[]).includes(role as AdminRole)
  );
}

export function permissionsOf(role: AdminRole | null | undefined): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}

// The back-office tabs (admin §2) and what each needs.
export const ADMIN_TABS = [
  { key: 'overview', label: 'Overview', permission: 'overview:read' },
  // The arrivals board and the drivers (issue 15; docs/decisions/060).
  { key: 'arrivals', label: 'Arrivals', permission: 'bookings:read' },
  { key: 'users', label: 'Users', permission: 'users:read' },
  { key: 'services', label: 'Services', permission: 'content:read' },
  { key: 'packages', label: 'Packages', permission: 'content:read' },
  { key: 'banking', label: 'Banking', permission: 'content:read' },
  { key: 'bookings', label: 'Bookings', permission: 'bookings:read' },
  { key: 'inquiries', label: 'Inquiries', permission: 'inquiries:read' },
  // The site's editor: only for the roles that edit it (issue 33 item 5). The others read the
  // same texts on the site itself; the API still answers their reads (DECISIONS).
  { key: 'content', label: 'Content (CMS)', permission: 'content:write' },
  { key: 'payments', label: 'Payments', permission: 'bookings:read' },
  // Universities and agents (issue 27; docs/decisions/091).
  { key: 'partners', label: 'Partners', permission: 'partners:manage' },
  { key: 'logs', label: 'Logs', permission: 'logs:read' },
] as const satisfies ReadonlyArray<{ key: string; label: string; permission: Permission }>;

export type AdminTab = (typeof ADMIN_TABS)[number];
export type AdminTabKey = AdminTab['key'];

// The tab a role lands on: a Booking Agent runs the day's pickups, so the arrivals board comes
// first for them; every other role starts at the Overview (docs/decisions/060).
const HOME_TAB: Partial<Record<AdminRole, AdminTabKey>> = { 'Booking Agent': 'arrivals' };

export function homeTabOf(role: AdminRole | null | undefined): AdminTabKey {
  return (role && HOME_TAB[role]) || 'overview';
}

// The tabs a role may open, in the order its sidebar shows them: its home tab first.
export function adminTabsFor(role: AdminRole | null | undefined): AdminTab[] {
  const home = homeTabOf(role);
  const allowed = ADMIN_TABS.filter((tab) => can(role, tab.permission));
  return [
    ...allowed.filter((tab) => tab.key === home),
    ...allowed.filter((tab) => tab.key !== home),
  ];
}

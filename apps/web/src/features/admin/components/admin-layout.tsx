import { AlertTriangle, Bell, CalendarCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';

import type { Permission } from '@landed/shared/permissions';
import { adminTabsFor, homeTabOf } from '@landed/shared/permissions';
import type { AdminMe, SystemNotification } from '@landed/shared/schemas/admin';

import { useFocusHash } from '#web/lib/use-focus-hash.ts';
import { paths } from '#web/config/paths.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useSystemNotifications } from '#web/features/admin/api/get-system-notifications.ts';
import { AdminPhoneBar, LogoutButton } from './admin-phone-bar.tsx';
import { PlaceholderBankWarning } from './setup-checklist.tsx';

const STRIP_STYLE: Record<
  SystemNotification['type'],
  { icon: typeof Bell; className: string; label: string }
> = {
  error: {
    icon: AlertTriangle,
    className: 'border-red-200 bg-red-50 text-red-900',
    label: 'Error',
  },
  suspicious: {
    icon: ShieldAlert,
    className: 'border-amber-200 bg-amber-50 text-amber-900',
    label: 'Suspicious',
  },
  booking: {
    icon: CalendarCheck,
    className: 'border-blue-200 bg-blue-50 text-blue-900',
    label: 'Booking',
  },
  other: { icon: Bell, className: 'border-slate-200 bg-slate-50 text-slate-800', label: 'Other' },
};

// A notification whose task is done (a payment to verify, now decided): greyed and marked.
// slate-700: the date beside it is shown at 80 % and must still read at 4.5:1 (axe).
const DONE_STYLE = 'border-slate-200 bg-slate-50 text-slate-700';
const stripStyle = (item: SystemNotification) =>
  item.done ? DONE_STYLE : STRIP_STYLE[item.type].className;

// One event of the strip: its type, its message, when; "Done" once its task is.
function StripItem({ item }: { item: SystemNotification }) {
  const style = STRIP_STYLE[item.type];
  const Icon = style.icon;
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* A long address in a message breaks rather than widening the phone's page. */}
      <span className="min-w-0 flex-1 wrap-anywhere">
        <span className="font-semibold">{style.label}: </span>
        <span className={item.done ? 'line-through' : ''}>{item.message}</span>
        {item.done && (
          <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
            Done
          </span>
        )}
      </span>
      <time className="shrink-0 text-xs opacity-80" dateTime={item.createdAt}>
        {formatInstantDate(item.createdAt)}
      </time>
    </>
  );
}

export const NOTIFICATIONS_SHOWN = 4;

// System Notifications (admin §2): recent error, suspicious, booking and other events. The
// strip stays in place with an empty state when the log has nothing to show. On a phone or
// tablet it waits behind the admin bar's Notices button (AdminPhoneBar), so the tab below is on
// the first screen: staff use the arrivals board at the airport (issues 15 and 33).
// `inBar`: inside that bar's panel, with no margin of its own.
export function NotificationsStrip({ inBar = false }: { inBar?: boolean }) {
  const notifications = useSystemNotifications();
  const items = notifications.data?.notifications.slice(0, NOTIFICATIONS_SHOWN) ?? [];
  return (
    <section aria-label="System Notifications" className={`print:hidden ${inBar ? '' : 'mb-6'}`}>
      <h2 className="sr-only">System Notifications</h2>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Bell aria-hidden="true" className="size-4 shrink-0" />
          {notifications.isPending
            ? 'Loading...'
            : notifications.isError
              ? 'Failed to load notifications.'
              : 'No notifications'}
        </p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {items.map((n) => (
            <li
              key={n._id}
              className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${stripStyle(n)}`}
            >
              <StripItem item={n} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const can = (me: AdminMe, permission: Permission) => me.permissions.includes(permission);

const CATALOGUE_SCREENS: ReadonlyArray<readonly [string, string]> = [
  [paths.adminServices, 'Manage services'],
  [paths.adminPackages, 'Manage packages'],
  [paths.adminBanking, 'Manage banking'],
];

// The admin shell (admin §2): the tabs this role may open, the dedicated catalogue screens, the
// administrator's e-mail and a working Logout, the notices. At a desk: a sidebar and a header.
// Below 1024 px all of it is one bar (AdminPhoneBar), so the tab's own content, the arrivals
// board first, starts on the first screen (issue 33 item 5, docs/decisions/119).
export function AdminLayout({
  me,
  title,
  children,
}: {
  me: AdminMe;
  title?: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const wide = useMediaQuery('(min-width: 1024px)');
  const activeTab =
    pathname === paths.admin ? (params.get('tab') ?? homeTabOf(me.adminRole)) : null;
  // Their home tab first: the arrivals board for a Booking Agent, the Overview for the others.
  const tabs = adminTabsFor(me.adminRole);
  // On a phone the tabs are a strip that scrolls sideways, with a shadow at each end that has
  // more (index.css); the open tab is scrolled into it.
  const strip = useRef<HTMLUListElement>(null);
  // A checklist's "Fix it" link opens the very field to fix.
  useFocusHash();
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeTab, wide]);
  const link = (active: boolean) =>
    `block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  const onLogout = () => {
    logout();
    toast.success('Logged out successfully');
    navigate(paths.home);
  };
  const head = (
    <>
      <title>{`${title ?? 'Admin Dashboard'} | Landed`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  const tabList = (
    <ul
      ref={strip}
      className="scroll-shadow-x flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:bg-none"
    >
      {tabs.map((tab) => (
        <li key={tab.key} className="shrink-0">
          <Link
            to={paths.adminTab(tab.key)}
            aria-current={activeTab === tab.key ? 'page' : undefined}
            className={link(activeTab === tab.key)}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  // The editing screens, for the roles that edit (issue 33 item 5).
  const screens = can(me, 'content:write') ? CATALOGUE_SCREENS : [];

  // One tree at both widths, the tab in the same place: turning a tablet across 1024 px keeps
  // what the tab holds (an open drawer, a half-filled form).
  return (
    <div
      className={
        wide
          ? 'mx-auto flex w-full max-w-7xl flex-row gap-6 px-4 py-8 sm:px-6'
          : 'mx-auto w-full max-w-7xl space-y-3 px-4 pt-2 pb-8 sm:px-6'
      }
    >
      {head}
      {wide ? (
        <nav aria-label="Admin" className="w-56 shrink-0 print:hidden">
          {tabList}
          {screens.length > 0 && (
            <>
              <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Catalogue screens
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {screens.map(([to, label]) => (
                  <li key={to} className="shrink-0">
                    <NavLink to={to} className={({ isActive }) => link(isActive)}>
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
      ) : (
        <AdminPhoneBar
          me={me}
          nav={
            <nav aria-label="Admin" className="min-w-0 flex-1 print:hidden">
              {tabList}
            </nav>
          }
          screens={screens}
          onLogout={onLogout}
          noticesShown={NOTIFICATIONS_SHOWN}
          notices={
            <>
              {can(me, 'bank:manage') && <PlaceholderBankWarning />}
              <NotificationsStrip inBar />
            </>
          }
        />
      )}
      <div className="min-w-0 flex-1">
        {wide ? (
          <header className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
              <p className="text-sm break-all text-slate-600">
                {me.email} · {me.adminRole}
              </p>
            </div>
            <LogoutButton onLogout={onLogout} />
          </header>
        ) : (
          <h1 className="sr-only">Admin Dashboard</h1>
        )}
        {/* Not above the arrivals board: it is read at the airport on a phone, where the first
            arrival belongs on the first screen; the Overview's checklist says it too. On a
            phone it waits behind the bar's notices. */}
        {wide && can(me, 'bank:manage') && activeTab !== 'arrivals' && <PlaceholderBankWarning />}
        {wide && <NotificationsStrip />}
        {children}
      </div>
    </div>
  );
}

import { Bell, CircleUserRound, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { useSetupChecklist } from '#web/features/admin/api/get-setup-checklist.ts';
import { useSystemNotifications } from '#web/features/admin/api/get-system-notifications.ts';

const ICON_BUTTON =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-expanded:bg-slate-100';

// How many notices wait: the open system notifications of the strip, and the placeholder bank
// details (for those who may fix them).
function useNoticeCount(me: AdminMe, shown: number): number {
  const notifications = useSystemNotifications();
  const checklist = useSetupChecklist(me.permissions.includes('bank:manage'));
  const open = (notifications.data?.notifications.slice(0, shown) ?? []).filter((n) => !n.done);
  return open.length + (checklist.data?.bankDetailsPlaceholder ? 1 : 0);
}

type Panel = 'notices' | 'menu' | null;

// The admin's Logout, in the desk's header and in the phone's menu (`tall`: a 44 px target).
export function LogoutButton({ onLogout, tall = false }: { onLogout: () => void; tall?: boolean }) {
  return (
    <button
      type="button"
      onClick={onLogout}
      className={`inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 ${tall ? 'min-h-11' : ''}`}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </button>
  );
}

// The admin's header, tabs and notices as one bar on a phone or tablet (issue 33 item 5,
// docs/decisions/119): the tab strip, then a button with the notices' count that opens them,
// then a menu with who is signed in, the catalogue screens and Logout. A panel opens below the
// bar and pushes the page down (nothing covers the board); Escape closes it.
export function AdminPhoneBar({
  me,
  nav,
  screens,
  notices,
  noticesShown,
  onLogout,
}: {
  me: AdminMe;
  nav: ReactNode;
  screens: ReadonlyArray<readonly [string, string]>;
  notices: ReactNode;
  noticesShown: number;
  onLogout: () => void;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const count = useNoticeCount(me, noticesShown);
  const ids = { notices: useId(), menu: useId() };
  const buttons = {
    notices: useRef<HTMLButtonElement>(null),
    menu: useRef<HTMLButtonElement>(null),
  };
  const toggle = (which: Exclude<Panel, null>) => setPanel((p) => (p === which ? null : which));
  // Escape closes the open panel and gives the focus back to its button.
  useEffect(() => {
    if (!panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons[panel].current?.focus();
      setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const noticesLabel = count === 0 ? 'Notices: none' : `Notices: ${count}`;
  return (
    <div className="space-y-2 print:hidden">
      <div data-testid="admin-bar" className="flex items-start gap-2">
        {nav}
        <button
          ref={buttons.notices}
          type="button"
          aria-label={noticesLabel}
          aria-expanded={panel === 'notices'}
          aria-controls={panel === 'notices' ? ids.notices : undefined}
          onClick={() => toggle('notices')}
          className={ICON_BUTTON}
        >
          <Bell aria-hidden="true" className="size-5" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-amber-600 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {count}
            </span>
          )}
        </button>
        <button
          ref={buttons.menu}
          type="button"
          aria-label="Account and screens"
          aria-expanded={panel === 'menu'}
          aria-controls={panel === 'menu' ? ids.menu : undefined}
          onClick={() => toggle('menu')}
          className={ICON_BUTTON}
        >
          <CircleUserRound aria-hidden="true" className="size-5" />
        </button>
      </div>
      {panel === 'notices' && (
        <div id={ids.notices} role="group" aria-label="Notices" className="space-y-2">
          {notices}
        </div>
      )}
      {panel === 'menu' && (
        <div
          id={ids.menu}
          role="group"
          aria-label="Account and screens"
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
        >
          <p className="text-sm break-all text-slate-700">
            {me.email} · {me.adminRole}
          </p>
          {screens.length > 0 && (
            <nav aria-label="Catalogue screens">
              <ul className="flex flex-wrap gap-2">
                {screens.map(([to, label]) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LogoutButton onLogout={onLogout} tall />
        </div>
      )}
    </div>
  );
}

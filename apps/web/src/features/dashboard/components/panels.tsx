import { Bell, CalendarClock, FileUp, LifeBuoy, Link2, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatCalendarDate } from '@landed/shared/dates';
import type { Me } from '@landed/shared/schemas/user';
import type { Notification, OnboardingStep } from '@landed/shared/schemas/user-area';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { formatInstantDate } from '#web/lib/format.ts';

export function Panel({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function ProfileCard({ me, onEdit }: { me: Me; onEdit: () => void }) {
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
      >
        {me.name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {me.name}!</h1>
        <p className="truncate text-slate-600">{me.email}</p>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={onEdit}>
        Edit Profile
      </button>
    </section>
  );
}

export function ImportantActions({
  onUpload,
  onArrival,
  onSupport,
}: {
  onUpload: () => void;
  onArrival: () => void;
  onSupport: () => void;
}) {
  const item =
    'flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-left font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50';
  return (
    <Panel title="Important Actions" id="important-actions">
      <div className="grid gap-3 sm:grid-cols-3">
        <button type="button" className={item} onClick={onUpload}>
          <FileUp aria-hidden="true" className="size-5 text-brand-700" />
          Upload Documents
        </button>
        <button type="button" className={item} onClick={onArrival}>
          <Plane aria-hidden="true" className="size-5 text-brand-700" />
          Update Arrival Details
        </button>
        <button type="button" className={item} onClick={onSupport}>
          <LifeBuoy aria-hidden="true" className="size-5 text-brand-700" />
          Contact Support
        </button>
      </div>
    </Panel>
  );
}

export function ArrivalSummary({ arrival }: { arrival: Me['arrival'] }) {
  if (!arrival) return null;
  return (
    <Panel title="Your Arrival" id="arrival-summary">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Date</dt>
          <dd className="font-semibold text-slate-900">{formatCalendarDate(arrival.date)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Time</dt>
          <dd className="font-semibold text-slate-900">{arrival.time}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Flight</dt>
          <dd className="font-semibold text-slate-900">{arrival.flight}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function UsefulLinks() {
  return (
    <Panel title="Useful Links" id="useful-links">
      <ul className="space-y-2">
        <li>
          <Link
            to={paths.contact}
            className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Contact us
          </Link>
        </li>
        <li>
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Guides for your arrival (blog)
          </Link>
        </li>
      </ul>
    </Panel>
  );
}

const TYPE_ICON = { reminder: CalendarClock } as const;

export function NotificationsPanel({
  notifications,
  onRead,
  busyId,
}: {
  notifications: Notification[];
  onRead: (id: string) => void;
  busyId: string | null;
}) {
  return (
    <Panel title="Notifications & Reminders" id="notifications">
      {notifications.length === 0 ? (
        <p className="text-sm text-slate-600">No notifications yet.</p>
      ) : (
        <ul className="space-y-2">
          {notifications.map((n) => {
            const Icon = TYPE_ICON[n.type as keyof typeof TYPE_ICON] ?? Bell;
            return (
              <li
                key={n._id}
                className={`flex items-start gap-3 rounded-lg border p-3 ${n.read ? 'border-slate-200 bg-white' : 'border-brand-100 bg-brand-50'}`}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-900">{n.message}</p>
                  {n.link && (
                    <Link
                      to={n.link}
                      className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Open your arrival pass
                    </Link>
                  )}
                  <p className="mt-1 text-xs text-slate-600">
                    {formatInstantDate(n.createdAt)}{' '}
                    {n.read && <span className="ml-1">· Read</span>}
                  </p>
                </div>
                {!n.read && (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                    disabled={busyId === n._id}
                    onClick={() => onRead(n._id)}
                  >
                    Mark as read
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

const STEP_TONE = { pending: 'slate', in_progress: 'blue', completed: 'green' } as const;
const STEP_LABEL = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
} as const;

export function OnboardingProgress({
  steps,
  progress,
}: {
  steps: OnboardingStep[];
  progress: number;
}) {
  return (
    <Panel title="Onboarding Progress" id="onboarding">
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-teal-600 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800">{progress}% complete</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.key} className="flex items-center justify-between gap-2 text-sm">
            <span className="text-slate-800">{step.label}</span>
            <Badge tone={STEP_TONE[step.status]}>{STEP_LABEL[step.status]}</Badge>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function AccountSettings({
  onPassword,
  onProfile,
  onLogout,
  children,
}: {
  onPassword: () => void;
  onProfile: () => void;
  onLogout: () => void;
  // Below the buttons: the list of signed-in sessions.
  children?: ReactNode;
}) {
  return (
    <Panel title="Account Settings" id="account-settings">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onPassword}>
          Change Password
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onProfile}>
          Update Profile
        </button>
        <button type="button" className={buttonClass('danger')} onClick={onLogout}>
          Logout
        </button>
      </div>
      {children}
    </Panel>
  );
}

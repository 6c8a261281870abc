import { Bell, CalendarClock, FileUp, LifeBuoy, Link2, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { OnboardingStepKey } from '@landed/shared/constants';
import { formatCalendarDate as calendarDate } from '@landed/shared/dates';
import type { Me } from '@landed/shared/schemas/user';
import type { Notification, OnboardingStep } from '@landed/shared/schemas/user-area';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCalendarDate, formatInstantDate } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';

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
  const t = useT();
  return (
    <section className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
      >
        {me.name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-48 flex-1">
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {t('dashboard.welcome', { name: me.name })}
        </h1>
        <p className="truncate text-slate-600">{me.email}</p>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={onEdit}>
        {t('dashboard.editProfile')}
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
  const t = useT();
  const item =
    'flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-left font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50';
  return (
    <Panel title={t('dashboard.importantActions')} id="important-actions">
      <div className="grid gap-3 sm:grid-cols-3">
        <button type="button" className={item} onClick={onUpload}>
          <FileUp aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.uploadDocuments')}
        </button>
        <button type="button" className={item} onClick={onArrival}>
          <Plane aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.updateArrivalDetails')}
        </button>
        <button type="button" className={item} onClick={onSupport}>
          <LifeBuoy aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.contactSupport')}
        </button>
      </div>
    </Panel>
  );
}

export function ArrivalSummary({ arrival }: { arrival: Me['arrival'] }) {
  const t = useT();
  const locale = useLocale();
  if (!arrival) return null;
  return (
    <Panel title={t('dashboard.yourArrival')} id="arrival-summary">
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('dashboard.arrivalDate')}</dt>
          <dd className="font-semibold text-slate-900">
            {/* '21 Nov 2026' in English as before; the active language's long date otherwise. */}
            {locale === 'en' ? calendarDate(arrival.date) : formatCalendarDate(arrival.date)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('dashboard.arrivalTime')}</dt>
          <dd className="font-semibold text-slate-900">{arrival.time}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('dashboard.arrivalFlight')}</dt>
          <dd className="font-semibold text-slate-900">{arrival.flight}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function UsefulLinks() {
  const t = useT();
  return (
    <Panel title={t('dashboard.usefulLinks')} id="useful-links">
      <ul className="space-y-2">
        {[
          { to: paths.contact, text: t('dashboard.contactUs') },
          { to: paths.blog, text: t('dashboard.arrivalGuides') },
        ].map(({ to, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
            >
              <Link2 aria-hidden="true" className="size-4" />
              {text}
            </Link>
          </li>
        ))}
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
  const t = useT();
  return (
    <Panel title={t('dashboard.notifications')} id="notifications">
      {notifications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('dashboard.noNotifications')}</p>
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
                      {t('dashboard.openArrivalPass')}
                    </Link>
                  )}
                  <p className="mt-1 text-xs text-slate-600">
                    {formatInstantDate(n.createdAt)}{' '}
                    {n.read && <span className="ml-1">· {t('dashboard.notificationRead')}</span>}
                  </p>
                </div>
                {!n.read && (
                  <button
                    type="button"
                    className={buttonClass('ghost', 'px-2 py-1 text-xs')}
                    disabled={busyId === n._id}
                    onClick={() => onRead(n._id)}
                  >
                    {t('dashboard.markAsRead')}
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
const STEP_STATUS_LABELS = {
  pending: 'dashboard.stepPending',
  in_progress: 'dashboard.stepInProgress',
  completed: 'dashboard.stepCompleted',
} as const;
// The steps' titles come from the API in English (ONBOARDING_STEPS): each is shown in the
// visitor's language by its key.
const STEP_TITLES = {
  airport: 'dashboard.stepAirport',
  sim: 'dashboard.stepSim',
  accommodation: 'dashboard.stepAccommodation',
  bank: 'dashboard.stepBank',
  healthcare: 'dashboard.stepHealthcare',
  orientation: 'dashboard.stepOrientation',
  job: 'dashboard.stepJob',
} as const satisfies Record<OnboardingStepKey, string>;
const stepTitle = (key: OnboardingStepKey) => STEP_TITLES[key] as string | undefined;

export function OnboardingProgress({
  steps,
  progress,
}: {
  steps: OnboardingStep[];
  progress: number;
}) {
  const t = useT();
  return (
    <Panel title={t('dashboard.onboardingProgress')} id="onboarding">
      <ProgressBar
        label={t('dashboard.onboardingProgressLabel')}
        value={progress}
        className="h-3"
        barClassName="rounded-full bg-teal-600"
      />
      <p className="mt-2 text-sm font-medium text-slate-800">
        {t('dashboard.progressComplete', { progress })}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.key} className="flex items-center justify-between gap-2 text-sm">
            <span className="text-slate-800">
              {stepTitle(step.key) ? t(stepTitle(step.key)!) : step.label}
            </span>
            <Badge tone={STEP_TONE[step.status]}>{t(STEP_STATUS_LABELS[step.status])}</Badge>
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
  const t = useT();
  return (
    <Panel title={t('dashboard.accountSettings')} id="account-settings">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={onPassword}>
          {t('dashboard.changePassword')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onProfile}>
          {t('dashboard.updateProfile')}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={onLogout}>
          {t('nav.logout')}
        </button>
      </div>
      {children}
    </Panel>
  );
}

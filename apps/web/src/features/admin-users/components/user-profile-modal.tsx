import { useEffect, useState } from 'react';

import { ONBOARDING_STATUSES } from '@landed/shared/constants';
import type { AdminRole, OnboardingStatus } from '@landed/shared/constants';
import { formatCalendarDate } from '@landed/shared/dates';
import type { AdminMe } from '@landed/shared/schemas/admin';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { BookingPaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteUser } from '#web/features/admin-users/api/delete-user.ts';
import { downloadUserDocument } from '#web/features/admin-users/api/download-user-document.ts';
import { useUser } from '#web/features/admin-users/api/get-user.ts';
import { useUpdateOnboardingStep } from '#web/features/admin-users/api/update-onboarding-step.ts';
import { useUpdateUser } from '#web/features/admin-users/api/update-user.ts';

const STEP_LABEL: Record<OnboardingStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

// A section's list, or `none` when it has nothing.
function ItemList<T>({
  items,
  none,
  className,
  children,
}: {
  items: T[];
  none: string;
  className: string;
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{none}</p>;
  return <ul className={className}>{items.map(children)}</ul>;
}

// A control for the user's staff role, shown in the profile when given.
export type RoleControlSlot = (user: {
  _id: string;
  email: string;
  adminRole: AdminRole | null;
}) => React.ReactNode;

export function UserProfileModal({
  userId,
  me,
  onClose,
  roleControl,
}: {
  userId: string | null;
  me: AdminMe;
  onClose: () => void;
  roleControl?: RoleControlSlot | undefined;
}) {
  const user = useUser(userId);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const { dialog, ask } = useConfirmDialog();
  const setStep = useUpdateOnboardingStep();
  const [notes, setNotes] = useState('');
  const canManage = me.permissions.includes('users:manage');
  // An administrator's access is a Super Admin's to change (docs/decisions/052).
  const canSuspend = (target: { adminRole: string | null }) =>
    canManage && (target.adminRole === null || me.adminRole === 'Super Admin');
  const canSetSteps = me.permissions.includes('bookings:write');
  // The Developer role does not see students' documents (issue 24); the server sends none.
  const canReadDocuments = me.permissions.includes('documents:read');

  useEffect(() => {
    if (user.data) setNotes(user.data.notes);
  }, [user.data]);

  const u = user.data;
  return (
    <Dialog open={userId !== null} onClose={onClose} title={u ? u.name : 'User profile'} size="xl">
      {user.isPending ? (
        <Loading />
      ) : user.isError ? (
        <Alert>{user.error.message}</Alert>
      ) : (
        u && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-slate-700">{u.email}</span>
              <Badge tone={u.suspended ? 'red' : 'green'}>{u.status}</Badge>
              {u.adminRole && <Badge tone="blue">{u.adminRole}</Badge>}
              {canSuspend(u) && (
                <Button
                  variant={u.suspended ? 'secondary' : 'danger'}
                  className="ml-auto"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id: u._id, suspended: !u.suspended },
                      {
                        onSuccess: (saved) =>
                          toast.success(saved.suspended ? 'User suspended.' : 'User reactivated.'),
                        onError: (error) =>
                          toast.error(errorMessage(error, 'Failed to update the user.')),
                      },
                    )
                  }
                >
                  {u.suspended ? 'Reactivate' : 'Suspend'}
                </Button>
              )}
              {canSuspend(u) && (
                <Button
                  variant="danger"
                  disabled={remove.isPending}
                  onClick={async () => {
                    const sure = await ask({
                      title: `Delete ${u.name}'s account?`,
                      message:
                        'Their name, e-mail, phone, profile, arrival details, documents, notifications and sessions are erased for good. Their bookings, payments and invoices stay for the accounts as "Deleted user". This is logged.',
                      confirmLabel: 'Delete account',
                    });
                    if (!sure) return;
                    remove.mutate(u._id, {
                      onSuccess: () => {
                        toast.success('Account deleted.');
                        onClose();
                      },
                      onError: (error) =>
                        toast.error(errorMessage(error, 'Failed to delete the account.')),
                    });
                  }}
                >
                  Delete account
                </Button>
              )}
            </div>
            {roleControl?.(u)}

            <Section title="Profile">
              <dl className="grid gap-2 text-sm sm:grid-cols-3">
                {[
                  ['First name', u.profile.firstName],
                  ['Last name', u.profile.lastName],
                  ['Type', u.profile.type],
                  ['Phone', u.profile.phone],
                  ['University', u.profile.university],
                  ['Registered', formatInstantDate(u.createdAt)],
                  ['Last sign-in', u.lastSignInAt ? formatInstantDate(u.lastSignInAt) : 'Never'],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="text-slate-900">{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </Section>

            <Section title="Arrival details">
              {u.arrival ? (
                <p className="text-sm text-slate-800">
                  {formatCalendarDate(u.arrival.date)} at {u.arrival.time}, flight{' '}
                  {u.arrival.flight}
                </p>
              ) : (
                <p className="text-sm text-slate-600">Not given yet.</p>
              )}
            </Section>

            <Section title="Bookings">
              <ItemList items={u.bookings} none="No bookings." className="space-y-2 text-sm">
                {(b) => (
                  <li key={b._id} className="flex flex-wrap items-center gap-2">
                    <span className="font-mono">{b.bookingId}</span>
                    <span>{b.packageName}</span>
                    <span className="text-slate-600">{b.price}</span>
                    <StatusBadge status={b.status} />
                    <BookingPaymentBadge booking={b} />
                    <span className="text-slate-600">{formatCalendarDate(b.preferredDate)}</span>
                  </li>
                )}
              </ItemList>
            </Section>

            {canReadDocuments && (
              <Section title="Documents">
                <ItemList items={u.documents} none="No documents." className="space-y-1 text-sm">
                  {(d) => (
                    <li key={d._id} className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate">{d.fileName}</span>
                      <button
                        type="button"
                        className={buttonClass('ghost', 'px-2 py-1')}
                        onClick={() =>
                          downloadUserDocument({
                            userId: u._id,
                            documentId: d._id,
                            fileName: d.fileName,
                          }).catch(() => toast.error('Download failed.'))
                        }
                      >
                        Download
                      </button>
                    </li>
                  )}
                </ItemList>
              </Section>
            )}

            <Section title={`Onboarding steps (${u.progress}% complete)`}>
              <ul className="grid gap-2 sm:grid-cols-2">
                {u.onboarding.map((step) => (
                  <li key={step.key} className="flex items-center justify-between gap-2 text-sm">
                    <label htmlFor={`step-${step.key}`}>{step.label}</label>
                    {canSetSteps ? (
                      <select
                        id={`step-${step.key}`}
                        value={step.status}
                        disabled={setStep.isPending}
                        onChange={(event) =>
                          setStep.mutate(
                            {
                              id: u._id,
                              step: step.key,
                              status: event.target.value as OnboardingStatus,
                            },
                            {
                              onError: (error) =>
                                toast.error(errorMessage(error, 'Failed to update the step.')),
                            },
                          )
                        }
                        className="rounded-md border border-slate-300 px-2 py-1"
                      >
                        {ONBOARDING_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {STEP_LABEL[s]}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span id={`step-${step.key}`}>{STEP_LABEL[step.status]}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Section>

            <Section title="Internal notes">
              <label htmlFor="user-notes" className="sr-only">
                Internal notes
              </label>
              <textarea
                id="user-notes"
                rows={3}
                value={notes}
                readOnly={!canManage}
                onChange={(event) => setNotes(event.target.value)}
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
              {canManage && (
                <Button
                  variant="secondary"
                  className="mt-2"
                  disabled={update.isPending || notes === u.notes}
                  onClick={() =>
                    update.mutate(
                      { id: u._id, notes },
                      {
                        onSuccess: () => toast.success('Notes saved.'),
                        onError: (error) =>
                          toast.error(errorMessage(error, 'Failed to save the notes.')),
                      },
                    )
                  }
                >
                  Save notes
                </Button>
              )}
            </Section>
          </div>
        )
      )}
      {dialog}
    </Dialog>
  );
}

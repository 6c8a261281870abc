import type { ReactNode } from 'react';
import { useState } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';
import type { Driver } from '@landed/shared/schemas/drivers';
import type { Terminal } from '@landed/shared/schemas/arrivals';
import {
  ARRIVAL_CUTOFF_MAX_HOURS,
  MEETING_POINT_MAX,
  TERMINALS,
  TERMINAL_NAMES,
} from '@landed/shared/schemas/arrivals';

import { ListTable } from '#web/components/back-office/list-kit.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { PhotoUpload } from '#web/components/ui/photo-upload.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useDispatchSettings } from '#web/features/admin-arrivals/api/get-dispatch-settings.ts';
import { useDrivers } from '#web/features/admin-arrivals/api/get-drivers.ts';
import { PHOTO_TEXTS, useMeetingPointPhoto } from '#web/features/admin-arrivals/api/photos.ts';
import { useRemoveDriver } from '#web/features/admin-arrivals/api/remove-driver.ts';
import { useUpdateDispatchSettings } from '#web/features/admin-arrivals/api/update-dispatch-settings.ts';
import { ContactLinks } from './contact-links.tsx';
import { DriverAccessBox } from './driver-access.tsx';
import { DriverDialog } from './driver-form.tsx';

// How pickups run: where drivers meet students unless a booking says otherwise, and how many
// hours before the arrival a student may still change it themselves (decisions 060, 064).
function DispatchSettingsForm({ canWrite }: { canWrite: boolean }) {
  const settings = useDispatchSettings();
  const save = useUpdateDispatchSettings();
  const [point, setPoint] = useState<string | null>(null);
  const [hours, setHours] = useState<string | null>(null);
  const current = settings.data?.settings;
  if (!canWrite) {
    return (
      <dl className="grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium">Default meeting point: </dt>
          <dd className="inline">{current?.defaultMeetingPoint || 'Not set'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Students may change their arrival until: </dt>
          <dd className="inline">{current?.arrivalChangeCutoffHours ?? 24} hours before it</dd>
        </div>
      </dl>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            ...(point !== null ? { defaultMeetingPoint: point.trim() } : {}),
            ...(hours !== null ? { arrivalChangeCutoffHours: Number(hours) } : {}),
          },
          {
            onSuccess: () => {
              toast.success('Pickup settings saved.');
              setPoint(null);
              setHours(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to save the settings.')),
          },
        );
      }}
    >
      <TextField
        label="Default meeting point"
        className="min-w-0 flex-1 basis-72"
        value={point ?? current?.defaultMeetingPoint ?? ''}
        maxLength={MEETING_POINT_MAX}
        onChange={(event) => setPoint(event.target.value)}
        hint="Used when a booking has no meeting point of its own. Pickups already assigned keep theirs."
      />
      <TextField
        label="Arrival changes close (hours before)"
        type="number"
        inputMode="numeric"
        min={0}
        max={ARRIVAL_CUTOFF_MAX_HOURS}
        step={1}
        className="w-56"
        value={hours ?? String(current?.arrivalChangeCutoffHours ?? 24)}
        onChange={(event) => setHours(event.target.value)}
        hint="Later than this, students ask support."
      />
      <Button
        type="submit"
        className="min-h-11"
        disabled={save.isPending || (point === null && hours === null)}
      >
        Save
      </Button>
    </form>
  );
}

// One meeting-point photo per Melbourne Airport terminal, uploaded once (issue 35 item 3;
// decision 135): a booking shows its terminal's.
function MeetingPointPhotos({ canWrite }: { canWrite: boolean }) {
  const settings = useDispatchSettings();
  const photo = useMeetingPointPhoto();
  const photos = settings.data?.settings.meetingPointPhotos;
  const send = (terminal: Terminal, file: File | null) =>
    photo.mutate(
      { terminal, file },
      {
        onSuccess: () => toast.success(file ? 'Photo saved.' : 'Photo removed.'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to save the photo.')),
      },
    );
  return (
    <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        Meeting point photos (shown to students arriving at each terminal)
      </legend>
      {TERMINALS.map((terminal) =>
        canWrite ? (
          <PhotoUpload
            key={terminal}
            label={TERMINAL_NAMES[terminal]}
            url={photos?.[terminal]}
            busy={photo.isPending}
            texts={PHOTO_TEXTS}
            onUpload={(file) => send(terminal, file)}
            onRemove={() => send(terminal, null)}
          />
        ) : (
          <p key={terminal} className="text-sm text-slate-700">
            {TERMINAL_NAMES[terminal]}: {photos?.[terminal] ? 'photo uploaded' : 'no photo'}
          </p>
        ),
      )}
    </fieldset>
  );
}

// The drivers (issue 15; docs/decisions/060): who does pickups, how to reach them, what they
// speak. Removing keeps their name on past bookings; one with pickups to come cannot go.
export function DriversPanel({
  me,
  driverCalendar,
}: {
  me: AdminMe;
  // A driver's private calendar feed of their pickups (decision 062), when the page offers it.
  driverCalendar?: ((driver: Driver) => ReactNode) | undefined;
}) {
  const drivers = useDrivers();
  const [calendarOf, setCalendarOf] = useState<Driver | null>(null);
  const [accessOf, setAccessOf] = useState<Driver | null>(null);
  const remove = useRemoveDriver();
  const { dialog, ask } = useConfirmDialog();
  const [editing, setEditing] = useState<{ driver: Driver | null } | null>(null);
  const canWrite = me.permissions.includes('bookings:write');

  const columns: Array<Column<Driver>> = [
    { header: 'Name', className: 'font-medium', cell: (d) => d.name },
    {
      header: 'Phone',
      className: 'whitespace-nowrap',
      cell: (d) => <ContactLinks name={d.name} phone={d.phone} compact />,
    },
    { header: 'Email', className: 'break-all', cell: (d) => d.email },
    { header: 'Languages', cell: (d) => d.languages.join(', ') || '–' },
    // Students' ratings of the last 90 days (issue 35 item 5).
    {
      header: 'Rating (90 days)',
      cell: (d) =>
        d.rating?.average != null
          ? `${d.rating.average.toFixed(1)} / 5 (${d.rating.count} ${d.rating.count === 1 ? 'rating' : 'ratings'})`
          : 'No ratings yet',
    },
    {
      header: 'Status',
      cell: (d) => (
        <Badge tone={d.active ? 'green' : 'slate'}>{d.active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    ...(canWrite || driverCalendar
      ? [
          {
            header: 'Actions',
            className: 'whitespace-nowrap',
            cell: (d: Driver) => (
              <span className="flex flex-wrap gap-2">
                {driverCalendar && (
                  <Button
                    variant="secondary"
                    className="px-2.5 py-1"
                    aria-label={`Calendar feed of ${d.name}`}
                    aria-expanded={calendarOf?._id === d._id}
                    onClick={() => setCalendarOf(calendarOf?._id === d._id ? null : d)}
                  >
                    Calendar
                  </Button>
                )}
                {canWrite && (
                  <>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1"
                      aria-label={`Sign-in link of ${d.name}`}
                      aria-expanded={accessOf?._id === d._id}
                      onClick={() => setAccessOf(accessOf?._id === d._id ? null : d)}
                    >
                      Sign-in
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1"
                      aria-label={`Edit ${d.name}`}
                      onClick={() => setEditing({ driver: d })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="secondary"
                      className="px-2.5 py-1"
                      aria-label={`Remove ${d.name}`}
                      disabled={remove.isPending}
                      onClick={async () => {
                        const yes = await ask({
                          title: 'Remove driver',
                          message: `Remove ${d.name}? Their name stays on the bookings they drove.`,
                          confirmLabel: 'Remove',
                        });
                        if (!yes) return;
                        remove.mutate(d._id, {
                          onSuccess: () => toast.success('Driver removed.'),
                          onError: (error) =>
                            toast.error(errorMessage(error, 'Failed to remove the driver.')),
                        });
                      }}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <DispatchSettingsForm canWrite={canWrite} />
      <MeetingPointPhotos canWrite={canWrite} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">Drivers</h3>
        {canWrite && (
          <Button className="min-h-11" onClick={() => setEditing({ driver: null })}>
            Add driver
          </Button>
        )}
      </div>
      <ListTable
        query={drivers}
        empty="No drivers yet."
        rows={(data) => data.drivers}
        caption="Drivers"
        columns={columns}
        rowProps={(d) => ({ 'data-testid': `driver-${d.email}` })}
      />
      {accessOf && canWrite && (
        <div className="rounded-lg border border-slate-200 p-4">
          <DriverAccessBox key={accessOf._id} driver={accessOf} />
        </div>
      )}
      {calendarOf && driverCalendar && (
        <div className="rounded-lg border border-slate-200 p-4">{driverCalendar(calendarOf)}</div>
      )}
      <DriverDialog
        open={editing !== null}
        driver={editing?.driver ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </div>
  );
}

import { useState } from 'react';

import { PICKUP_STATUSES } from '@landed/shared/constants';
import type { PickupStatus } from '@landed/shared/constants';
import { melbourneDate } from '@landed/shared/dates';
import type { Arrival, AssignmentBody } from '@landed/shared/schemas/arrivals';
import { MEETING_POINT_MAX, isOnTheDayStatus } from '@landed/shared/schemas/arrivals';
import type { Driver } from '@landed/shared/schemas/drivers';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { pickupDayOf } from '#web/lib/arrival-days.ts';
import { useAssignPickup } from '#web/features/admin-arrivals/api/assign-pickup.ts';

const SELECT =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100';

// What to send: only what changed. A new driver without a status chosen gets Assigned from the
// server, and no driver means Unassigned.
export function assignmentChanges(
  arrival: Arrival,
  form: { driverId: string; meetingPoint: string; pickupStatus: PickupStatus },
): AssignmentBody {
  const body: AssignmentBody = {};
  const current = arrival.driver?._id ?? '';
  const driverChanged = form.driverId !== current;
  if (driverChanged) body.driverId = form.driverId || null;
  const ownPoint = arrival.meetingPointIsDefault ? '' : arrival.meetingPoint;
  if (form.meetingPoint.trim() !== ownPoint) body.meetingPoint = form.meetingPoint.trim();
  const derived: PickupStatus = form.driverId ? 'Assigned' : 'Unassigned';
  if (
    form.pickupStatus !== arrival.pickupStatus &&
    !(driverChanged && form.pickupStatus === derived)
  ) {
    body.pickupStatus = form.pickupStatus;
  }
  return body;
}

// The statuses the form offers: Unassigned without a driver; with one, Assigned, and from the
// arrival's day on (Melbourne) how it went: a pickup the board did not close on the day is
// corrected here later (decision 119). Before the day they are not offered (decision 083).
function statusChoices(arrival: Arrival, driverId: string): PickupStatus[] {
  if (!driverId) return ['Unassigned'];
  const started = pickupDayOf(arrival) <= melbourneDate(new Date());
  return PICKUP_STATUSES.filter(
    (s) => s !== 'Unassigned' && (started || !isOnTheDayStatus(s) || s === arrival.pickupStatus),
  );
}

function AssignmentForm({
  arrival,
  drivers,
  defaultMeetingPoint,
  onDone,
}: {
  arrival: Arrival;
  drivers: Driver[];
  defaultMeetingPoint: string;
  onDone: () => void;
}) {
  const assign = useAssignPickup();
  const [driverId, setDriverId] = useState(arrival.driver?._id ?? '');
  const [meetingPoint, setMeetingPoint] = useState(
    arrival.meetingPointIsDefault ? '' : arrival.meetingPoint,
  );
  const [pickupStatus, setPickupStatus] = useState<PickupStatus>(arrival.pickupStatus);
  // Active drivers, and the current one even if no longer active (so the choice shows).
  const choices = drivers.filter((d) => d.active || d._id === arrival.driver?._id);
  const current = arrival.driver && !choices.some((d) => d._id === arrival.driver?._id);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const body = assignmentChanges(arrival, { driverId, meetingPoint, pickupStatus });
        if (Object.keys(body).length === 0) return onDone();
        assign.mutate(
          { id: arrival._id, body },
          {
            onSuccess: () => {
              toast.success(
                body.driverId !== undefined
                  ? 'Driver saved. We have told everyone.'
                  : 'Pickup updated.',
              );
              onDone();
            },
          },
        );
      }}
    >
      <div>
        <label htmlFor="assign-driver" className="block text-sm font-medium text-slate-800">
          Driver
        </label>
        <select
          id="assign-driver"
          value={driverId}
          onChange={(event) => {
            const next = event.target.value;
            setDriverId(next);
            // What the server will set unless told otherwise: a new driver is Assigned.
            if (!next) setPickupStatus('Unassigned');
            else if (next !== (arrival.driver?._id ?? '')) setPickupStatus('Assigned');
            else setPickupStatus(arrival.pickupStatus);
          }}
          className={SELECT}
        >
          <option value="">No driver</option>
          {current && arrival.driver && (
            <option value={arrival.driver._id}>{arrival.driver.name}</option>
          )}
          {choices.map((d) => (
            <option key={d._id} value={d._id}>
              {d.name}
              {d.languages.length > 0 ? ` (${d.languages.join(', ')})` : ''}
              {d.active ? '' : ' (inactive)'}
            </option>
          ))}
        </select>
        {choices.length === 0 && (
          <p className="mt-1 text-sm text-slate-600">
            No active drivers yet: add them under Drivers.
          </p>
        )}
      </div>
      <TextField
        label="Meeting point"
        value={meetingPoint}
        maxLength={MEETING_POINT_MAX}
        onChange={(event) => setMeetingPoint(event.target.value)}
        placeholder={defaultMeetingPoint || 'Where the driver meets the student'}
        hint={
          defaultMeetingPoint
            ? `Leave empty for the default: ${defaultMeetingPoint}`
            : 'Where the driver meets the student, e.g. a door or a café in the arrivals hall.'
        }
      />
      <div>
        <label htmlFor="assign-status" className="block text-sm font-medium text-slate-800">
          Pickup status
        </label>
        <select
          id="assign-status"
          value={pickupStatus}
          disabled={!driverId}
          onChange={(event) => setPickupStatus(event.target.value as PickupStatus)}
          className={SELECT}
        >
          {statusChoices(arrival, driverId).map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <p className="text-sm text-slate-600">
        A new driver or meeting point is e-mailed to the student and the drivers concerned. A pickup
        status alone tells nobody.
      </p>
      {assign.isError && (
        <Alert>{errorMessage(assign.error, 'Failed to update the pickup.')}</Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={assign.isPending}>
          {assign.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

// Give a booking its driver, meeting point and pickup status.
export function AssignmentDialog({
  arrival,
  drivers,
  defaultMeetingPoint,
  onClose,
}: {
  arrival: Arrival | null;
  drivers: Driver[];
  defaultMeetingPoint: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={arrival !== null}
      onClose={onClose}
      title={arrival ? `Pickup for ${arrival.bookingId}` : 'Pickup'}
      description={
        arrival
          ? `${arrival.student.name}, ${arrival.time || 'time not given'}${arrival.flightNumber ? `, ${arrival.flightNumber}` : ''}`
          : undefined
      }
    >
      {arrival && (
        <AssignmentForm
          key={arrival._id}
          arrival={arrival}
          drivers={drivers}
          defaultMeetingPoint={defaultMeetingPoint}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

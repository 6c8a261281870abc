import { Plane } from 'lucide-react';

import { englishName } from '@landed/shared/locale-names';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { PaymentBadge, PickupBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { ContactLinks } from './contact-links.tsx';

// The pieces of an arrival, shared by the phone's cards and the wide table.

export function ArrivalWhen({ arrival }: { arrival: Arrival }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-slate-900 tabular-nums">
        {arrival.time || 'Time not given'}
      </span>
      {arrival.flightNumber ? (
        <span className="inline-flex items-center gap-1 font-mono text-sm text-slate-700">
          <Plane aria-hidden="true" className="size-4" />
          <span className="sr-only">Flight </span>
          {arrival.flightNumber}
        </span>
      ) : (
        <span className="text-sm text-slate-600">No flight number</span>
      )}
    </span>
  );
}

// `inline`: the contact links as text (the wide table) rather than large buttons (a phone).
export function ArrivalStudent({
  arrival,
  inline = false,
}: {
  arrival: Arrival;
  inline?: boolean;
}) {
  const { student } = arrival;
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold text-slate-900">
        {student.name}
        {student.university && (
          <span className="font-normal text-slate-600"> · {student.university}</span>
        )}
      </p>
      {/* So a driver who speaks it can be sent (docs/decisions/072). */}
      <p className="text-sm text-slate-700">Language: {englishName(student.locale)}</p>
      <ContactLinks name={student.name} phone={student.phone} inline={inline} />
      <a
        href={`mailto:${student.email}`}
        className="block text-sm break-all text-brand-700 underline"
      >
        {student.email}
      </a>
    </div>
  );
}

export function ArrivalPackage({ arrival }: { arrival: Arrival }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium text-slate-900">
        {arrival.packageName} <span className="font-mono text-slate-600">{arrival.bookingId}</span>
      </p>
      {arrival.services.length > 0 && (
        <p className="text-slate-700">{arrival.services.join(' · ')}</p>
      )}
    </div>
  );
}

export function ArrivalBadges({ arrival }: { arrival: Arrival }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge status={arrival.status} />
      <PaymentBadge
        status={arrival.paymentStatus}
        billedToPartner={arrival.billedToPartner}
        partnerName={arrival.partnerName}
      />
    </span>
  );
}

export function ArrivalPickup({ arrival }: { arrival: Arrival }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <PickupBadge status={arrival.pickupStatus} />
        {arrival.driver ? (
          <span>
            {arrival.driver.name} (
            <ContactLinks name={arrival.driver.name} phone={arrival.driver.phone} compact />)
          </span>
        ) : (
          <span className="text-slate-600">No driver yet</span>
        )}
      </p>
      {/* Dispatch needs to know whether this arrival meets somewhere else; the usual place's
          words are the student's (their pass), not the board's (issue 33 item 5). */}
      <p className="break-words text-slate-700">
        <span className="font-medium">Meeting point: </span>
        {!arrival.meetingPoint
          ? 'Not set'
          : arrival.meetingPointIsDefault
            ? 'the usual one'
            : arrival.meetingPoint}
      </p>
      {arrival.destinationAddress && (
        <p className="break-words text-slate-700">
          <span className="font-medium">Going to: </span>
          {arrival.destinationAddress}
        </p>
      )}
      {arrival.notes && (
        <p className="break-words text-slate-700">
          <span className="font-medium">Notes: </span>
          {arrival.notes}
        </p>
      )}
    </div>
  );
}

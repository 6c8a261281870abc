import { englishName } from '@landed/shared/locale-names';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { PaymentBadge, PickupBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { DriverStatusLine } from '#web/components/back-office/driver-status-line.tsx';
import { ContactLinks } from './contact-links.tsx';

// The pieces of an arrival, shared by the phone's cards and the wide table (ArrivalWhen, shared
// with the partners' board, is in components/back-office).
export { ArrivalWhen } from '#web/components/back-office/arrival-when.tsx';

// `inline`: the contact links as text (the wide table) rather than large buttons (a phone).
// `compact` (a phone's card): the university beside the language, and the e-mail only when
// there is no phone to reach them on (it is in the booking's details).
export function ArrivalStudent({
  arrival,
  inline = false,
  compact = false,
}: {
  arrival: Arrival;
  inline?: boolean;
  compact?: boolean;
}) {
  const { student } = arrival;
  // So a driver who speaks it can be sent (docs/decisions/072).
  const language = `Language: ${englishName(student.locale)}`;
  return (
    <div className={`min-w-0 ${compact ? 'space-y-2' : 'space-y-1'}`}>
      <p className="text-slate-900">
        <span className="font-semibold">{student.name}</span>
        {student.university && !compact && (
          <span className="text-slate-600"> · {student.university}</span>
        )}
        {compact && (
          <span className="block text-sm text-slate-700">
            {student.university && `${student.university} · `}
            {language}
          </span>
        )}
      </p>
      {!compact && <p className="text-sm text-slate-700">{language}</p>}
      <ContactLinks name={student.name} phone={student.phone} inline={inline} />
      {(!compact || !student.phone) && (
        <a
          href={`mailto:${student.email}`}
          className="block text-sm break-all text-brand-700 underline"
        >
          {student.email}
        </a>
      )}
    </div>
  );
}

// `compact` (a phone's card): the package, the reference and the services on one line; the
// booking's details have them all.
export function ArrivalPackage({
  arrival,
  compact = false,
}: {
  arrival: Arrival;
  compact?: boolean;
}) {
  const services = arrival.services.join(' · ');
  const title = (
    <>
      <span className="font-medium text-slate-900">{arrival.packageName}</span>{' '}
      <span className="font-mono text-slate-600">{arrival.bookingId}</span>
    </>
  );
  if (compact) {
    return (
      <p className="min-w-0 truncate text-sm text-slate-700">
        {title}
        {services && ` · ${services}`}
      </p>
    );
  }
  return (
    <div className="min-w-0 text-sm">
      <p>{title}</p>
      {services && <p className="text-slate-700">{services}</p>}
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

// `compact` (a phone's card): where they go and the student's notes in two lines at most
// (the booking's details have them whole), so a card stays within half a screen. `badge`: false
// where the status is shown by the drop-down instead (the card's, on the day).
export function ArrivalPickup({
  arrival,
  compact = false,
  badge = true,
}: {
  arrival: Arrival;
  compact?: boolean;
  badge?: boolean;
}) {
  const text = `break-words text-slate-700 ${compact ? 'line-clamp-2' : ''}`;
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {badge && <PickupBadge status={arrival.pickupStatus} />}
        {arrival.driver ? (
          <span>
            {arrival.driver.name} (
            <ContactLinks name={arrival.driver.name} phone={arrival.driver.phone} compact />)
          </span>
        ) : (
          <span className="text-slate-600">No driver yet</span>
        )}
        <DriverStatusLine arrival={arrival} />
      </p>
      {/* Dispatch needs to know whether this arrival meets somewhere else; the usual place's
          words are the student's (their pass), not the board's (issue 33 item 5). */}
      <p className={text}>
        <span className="font-medium">Meeting point: </span>
        {!arrival.meetingPoint
          ? 'Not set'
          : arrival.meetingPointIsDefault
            ? 'the usual one'
            : arrival.meetingPoint}
      </p>
      {arrival.destinationAddress && (
        <p className={text}>
          <span className="font-medium">Going to: </span>
          {arrival.destinationAddress}
        </p>
      )}
      {arrival.notes && (
        <p className={text}>
          <span className="font-medium">Notes: </span>
          {arrival.notes}
        </p>
      )}
    </div>
  );
}

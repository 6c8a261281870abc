import type { ReactNode } from 'react';
import { useState } from 'react';

import { formatCalendarDate } from '@landed/shared/dates';
import { englishName } from '@landed/shared/locale-names';
import type { AdminMe } from '@landed/shared/schemas/admin';
import type { BookingPartner } from '@landed/shared/schemas/booking';
import type { AdminBookingDetail, TimelineEntry } from '@landed/shared/schemas/booking-timeline';
import {
  BOOKING_NOTE_MAX_LENGTH,
  bookingNoteBodySchema,
} from '@landed/shared/schemas/booking-timeline';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { BookingPaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDollars, formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddBookingNote } from '#web/features/admin-bookings/api/add-booking-note.ts';
import { useBooking } from '#web/features/admin-bookings/api/get-booking.ts';
import { useDownloadAdjustmentNote } from '#web/features/admin-bookings/api/download-adjustment-note.ts';
import { ReissueInvoice } from '#web/features/admin-bookings/components/reissue-invoice.tsx';
import {
  timelineLabel,
  timelineSummary,
} from '#web/features/admin-bookings/components/timeline-format.ts';

type Booking = AdminBookingDetail['booking'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

// The facts' sections share one grid (issue 33): every label sits in one column and every
// value starts at one line, whichever section is longest-labelled. Each section and its list
// are subgrids of BookingFacts' two columns.
function FactsSection({
  title,
  rows,
}: {
  title: string;
  rows: Array<[label: string, value: ReactNode]>;
}) {
  return (
    <section className="col-span-2 grid grid-cols-subgrid border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="col-span-2 mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="col-span-2 grid grid-cols-subgrid gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere] text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const none = <span className="text-slate-500">Not given</span>;
const telLink = (phone: string) =>
  phone ? (
    <a className="text-brand-700 underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </a>
  ) : (
    none
  );

function BookingFacts({ booking }: { booking: Booking }) {
  const student =
    [booking.user.profile.firstName, booking.user.profile.lastName].filter(Boolean).join(' ') ||
    booking.user.name;
  return (
    <div
      className="grid grid-cols-[minmax(6rem,max-content)_minmax(0,1fr)] gap-x-4 gap-y-4"
      data-testid="booking-facts"
    >
      <FactsSection
        title="Booking"
        rows={[
          ['Package', booking.packageName],
          ['Price', booking.price],
          ['Status', <StatusBadge key="s" status={booking.status} />],
          ...(booking.customSelections.length > 0
            ? ([
                [
                  'Services',
                  booking.customSelections
                    .map((s) => `${s.serviceName}: ${s.optionName}`)
                    .join(', '),
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ['Booked', formatInstantDateTime(booking.createdAt)],
          ...(booking.notes
            ? ([['Student’s notes', booking.notes]] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      <FactsSection
        title="Student"
        rows={[
          ['Name', student],
          ['E-mail', booking.user.email],
          ['Phone', telLink(booking.phone)],
          ['University', booking.user.university || none],
          // So a driver who speaks it can be sent (docs/decisions/072).
          ['Language', englishName(booking.user.locale)],
          // Who brought the booking (issue 27, docs/decisions/092).
          ['Source', partnerSource(booking.partner)],
        ]}
      />
      <FactsSection
        title="Arrival"
        rows={[
          ['Date', formatCalendarDate(booking.preferredDate, 'long')],
          ['Time', booking.arrivalTime || none],
          ['Flight', booking.flightNumber || none],
          ['Going to', booking.destinationAddress || none],
        ]}
      />
      <FactsSection
        title="Pickup"
        rows={[
          [
            'Status',
            <Badge key="p" tone="blue">
              {booking.pickup.status}
            </Badge>,
          ],
          [
            'Driver',
            booking.driver ? (
              <>
                {booking.driver.name} · {telLink(booking.driver.phone)}
              </>
            ) : (
              <span className="text-slate-500">Not assigned</span>
            ),
          ],
          ['Meeting point', booking.pickup.meetingPoint || none],
        ]}
      />
      <FactsSection
        title="Payment"
        rows={[
          ['Payment', <BookingPaymentBadge key="p" booking={booking} />],
          // What a cancellation gives back, and why (the policy's tier or staff's reason): the
          // amount staff pay, not only that one is due (issue 31).
          ...(booking.refund
            ? ([
                [
                  'Refund',
                  <>
                    {formatDollars(booking.refund.amount)}, {booking.refund.status}
                    {booking.refund.reason && (
                      <span className="block text-xs text-slate-600">{booking.refund.reason}</span>
                    )}
                  </>,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(booking.payment
            ? ([
                [
                  'Claimed',
                  `${formatDollars(booking.payment.amount)} by ${booking.payment.method}`,
                ],
                ['Reference', booking.payment.reference || none],
              ] as Array<[string, ReactNode]>)
            : []),
          ...(booking.invoice
            ? ([
                [
                  'Invoice',
                  `${booking.invoice.number} (${booking.invoice.taxInvoice ? 'tax invoice' : 'plain invoice: no ABN was on record'})`,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
          ...((booking.adjustmentNotes ?? []).length > 0
            ? ([
                [
                  'Adjustment notes',
                  <AdjustmentNotes
                    key="n"
                    bookingId={booking._id}
                    notes={booking.adjustmentNotes!}
                  />,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
    </div>
  );
}

// Each adjustment note a paid refund issued (docs/decisions/087), as a download.
function AdjustmentNotes({
  bookingId,
  notes,
}: {
  bookingId: string;
  notes: NonNullable<AdminBookingDetail['booking']['adjustmentNotes']>;
}) {
  const download = useDownloadAdjustmentNote();
  return (
    <span className="flex flex-wrap gap-1.5">
      {notes.map((note) => (
        <Button
          key={note.number}
          variant="secondary"
          className="px-2.5 py-1"
          disabled={download.isPending}
          aria-label={`Download adjustment note ${note.number}`}
          onClick={() =>
            download.mutate(
              { id: bookingId, number: note.number },
              {
                onError: (error) =>
                  toast.error(errorMessage(error, 'The adjustment note could not be downloaded.')),
              },
            )
          }
        >
          {note.number} ({formatDollars(note.amount)})
        </Button>
      ))}
    </span>
  );
}

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Timeline" className="space-y-3">
      {entries.map((entry, index) => {
        const summary = timelineSummary(entry);
        return (
          <li
            // The timeline only grows at its end: positions are stable.
            key={`${entry.at}-${index}`}
            data-action={entry.action}
            className="border-l-2 border-slate-200 pl-3"
          >
            <p className="text-sm font-medium text-slate-900">{timelineLabel(entry)}</p>
            {summary && (
              <p
                className={`text-sm [overflow-wrap:anywhere] text-slate-700 ${entry.action === 'note' ? 'whitespace-pre-wrap' : ''}`}
              >
                {summary}
              </p>
            )}
            <p className="text-xs text-slate-600">
              <time dateTime={entry.at}>{formatInstantDateTime(entry.at)}</time> · {entry.actor}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function NoteBox({ bookingId }: { bookingId: string }) {
  const add = useAddBookingNote();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = bookingNoteBodySchema.safeParse({ note });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        add.mutate(
          { id: bookingId, note: parsed.data.note },
          {
            onSuccess: () => {
              setNote('');
              toast.success('Note added.');
            },
          },
        );
      }}
    >
      <TextArea
        label="Internal note (only the team sees it)"
        value={note}
        maxLength={BOOKING_NOTE_MAX_LENGTH}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      {add.isError && <Alert>{errorMessage(add.error, 'Failed to add the note.')}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

// The booking detail drawer (docs/decisions/064): the booking, student, arrival, pickup and
// payment, the timeline, and a note box for those who may change bookings. Opened by booking
// id, so any tab can open it (the Bookings tab, the Arrivals board).
const SOURCE_WORDS = {
  booked: 'booked by',
  referral: 'referral link of',
  university: 'named university',
} as const;

function partnerSource(partner: BookingPartner | undefined): string {
  if (!partner) return 'Direct';
  return partner.source
    ? `Partner: ${SOURCE_WORDS[partner.source]} ${partner.name}`
    : `Partner: ${partner.name}`;
}

export function BookingDrawer({
  bookingId,
  me,
  onClose,
}: {
  bookingId: string | null;
  me: AdminMe;
  onClose: () => void;
}) {
  const detail = useBooking(bookingId);
  const canWrite = me.permissions.includes('bookings:write');
  const reference = detail.data?.booking.bookingId;
  return (
    <Dialog
      open={bookingId !== null}
      onClose={onClose}
      placement="side"
      size="lg"
      title={reference ? `Booking ${reference}` : 'Booking'}
      description={
        detail.data
          ? `${detail.data.booking.user.name}, ${detail.data.booking.packageName}`
          : undefined
      }
    >
      <QueryState query={detail} loading="Loading booking...">
        {({ booking, timeline }) => (
          <div className="space-y-6">
            <BookingFacts booking={booking} />
            {canWrite && booking.invoice && !booking.invoice.taxInvoice && (
              <Section title="Tax invoice">
                <ReissueInvoice bookingId={booking._id} number={booking.invoice.number} />
              </Section>
            )}
            <Section title="Timeline">
              <Timeline entries={timeline} />
            </Section>
            {canWrite && bookingId && (
              <Section title="Add a note">
                <NoteBox key={bookingId} bookingId={bookingId} />
              </Section>
            )}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

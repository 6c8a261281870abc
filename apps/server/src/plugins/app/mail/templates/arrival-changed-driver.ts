// The "arrival-changed-driver" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { changedFact, formatCalendarDate } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function arrivalChangedDriver(
  data: MailData<'arrival-changed-driver'>,
  { compose }: MailContext,
): RenderedMail {
  const { bookingRef, studentName, studentPhone, before, after, meetingPoint } = data;
  const when = [formatCalendarDate(after.preferredDate), after.arrivalTime]
    .filter(Boolean)
    .join(' ');
  const facts: Array<[string, string]> = [
    ['Booking reference', bookingRef],
    ['Student', studentName],
    ['Student phone', studentPhone],
    changedFact({
      label: 'Arrival date',
      before: formatCalendarDate(before.preferredDate),
      after: formatCalendarDate(after.preferredDate),
    }),
    changedFact({
      label: 'Arrival time',
      before: before.arrivalTime,
      after: after.arrivalTime,
    }),
    changedFact({ label: 'Flight', before: before.flightNumber, after: after.flightNumber }),
    changedFact({
      label: 'Going to',
      before: before.destinationAddress,
      after: after.destinationAddress,
    }),
  ];
  if (meetingPoint) facts.push(['Meeting point', meetingPoint]);
  return compose({
    subject: `Arrival changed for booking ${bookingRef}: now ${when}`,
    name: data.name,
    blocks: [
      {
        paragraph: `${studentName} has changed their arrival. You are still the driver meeting them. Please check that you can make the new time, and tell the Landed team at once if you cannot.`,
      },
      { facts },
      { paragraph: 'Dates and times are Melbourne time.' },
    ],
  });
}

// The "partner-digest" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { formatCalendarDate } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerDigest(
  data: MailData<'partner-digest'>,
  { compose, orNotGiven }: MailContext,
): RenderedMail {
  const day = formatCalendarDate(data.date);
  return compose({
    subject: `Arriving today, ${day}: ${data.arrivals.length === 1 ? '1 student' : `${data.arrivals.length} students`} of ${data.partnerName}`,
    name: data.name,
    blocks: [
      { paragraph: `These students of ${data.partnerName} arrive in Melbourne today.` },
      ...data.arrivals.map((a) => ({
        facts: [
          ['Student', a.studentName],
          ['Booking', `${a.bookingRef} (${a.status})`],
          ['Arrival', a.arrivalTime || 'Time not given'],
          ['Flight', orNotGiven(a.flightNumber)],
          ['Driver', a.driverName ?? 'Not assigned yet'],
        ] as Array<[string, string]>,
      })),
      { paragraph: 'The partner portal shows each pickup as it happens.' },
    ],
  });
}

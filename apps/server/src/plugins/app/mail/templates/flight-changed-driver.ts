// The "flight-changed-driver" mail (issue 34 item 4).
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function flightChangedDriver(
  data: MailData<'flight-changed-driver'>,
  { compose }: MailContext,
): RenderedMail {
  const { bookingRef, studentName, studentPhone, flightNumber, change, pickupTime } = data;
  const facts: Array<[string, string]> = [
    ['Booking reference', bookingRef],
    ['Student', studentName],
    ['Student phone', studentPhone],
    ['Flight', flightNumber],
    ['What changed', change],
  ];
  if (pickupTime) facts.push(['Meet the student from', pickupTime]);
  return compose({
    subject: `Flight ${flightNumber} (booking ${bookingRef}): ${change}`,
    name: data.name,
    blocks: [
      {
        paragraph: `The flight of ${studentName}, whom you are meeting, has changed. Your calendar feed shows the new time. Tell the Landed team at once if you cannot make it.`,
      },
      { facts },
      { paragraph: 'Times are Melbourne time.' },
    ],
  });
}

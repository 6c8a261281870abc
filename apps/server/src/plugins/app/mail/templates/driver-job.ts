// The "driver-job" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { arrivalWhen, formatCalendarDate } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function driverJob(
  data: MailData<'driver-job'>,
  { translator, compose, orNotGiven }: MailContext,
): RenderedMail {
  const when = arrivalWhen(data, translator);
  if (data.kind === 'withdrawn') {
    return compose({
      subject: `Pickup cancelled for you: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}`,
      name: data.name,
      blocks: [
        {
          paragraph:
            'This pickup is no longer yours: please do not go to the airport for it. Nothing else changes for your other pickups.',
        },
        {
          facts: [
            ['Booking reference', data.bookingRef],
            ['Arrival', when],
            ['Flight', orNotGiven(data.flightNumber)],
          ],
        },
      ],
    });
  }
  return compose({
    subject:
      data.kind === 'updated'
        ? `Pickup changed: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}`
        : `New pickup: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}${data.arrivalTime ? ` at ${data.arrivalTime}` : ''}`,
    name: data.name,
    blocks: [
      {
        paragraph:
          data.kind === 'updated'
            ? 'The details of one of your pickups have changed. Here is the job as it stands now.'
            : 'You have a new pickup. Please meet the student at the meeting point, and call or message them after the flight lands.',
      },
      {
        facts: [
          ['Booking reference', data.bookingRef],
          ['Student', data.studentName],
          ["Student's phone", data.studentPhone],
          ['Arrival', when],
          ['Flight', orNotGiven(data.flightNumber)],
          ['Meeting point', orNotGiven(data.meetingPoint)],
          ...(data.destinationAddress
            ? [['Going to', data.destinationAddress] as [string, string]]
            : []),
        ],
      },
      {
        paragraph:
          'Please keep the student’s details private and use them only for this pickup. If the flight is late or you cannot make it, tell the office straight away.',
      },
    ],
  });
}

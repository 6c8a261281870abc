// The "partner-no-show" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { arrivalWhen } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerNoShow(
  data: MailData<'partner-no-show'>,
  { translator, compose, orNotGiven }: MailContext,
): RenderedMail {
  return compose({
    subject: `No-show: ${data.studentName} was not at the meeting point (${data.bookingRef})`,
    name: data.name,
    blocks: [
      {
        paragraph: `Our driver did not find ${data.studentName} at the meeting point. We are trying to reach them; if you hear from them, please ask them to contact us.`,
      },
      {
        facts: [
          ['Booking reference', data.bookingRef],
          ['Arrival', arrivalWhen(data, translator)],
          ['Flight', orNotGiven(data.flightNumber)],
          ['Meeting point', orNotGiven(data.meetingPoint)],
        ],
      },
    ],
  });
}

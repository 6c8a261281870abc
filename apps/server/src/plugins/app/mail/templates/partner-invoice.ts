// The "partner-invoice" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { formatCalendarDate } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerInvoice(
  data: MailData<'partner-invoice'>,
  { compose }: MailContext,
): RenderedMail {
  return compose({
    subject: `Invoice ${data.number} from Landed: ${data.total}, due ${formatCalendarDate(data.dueOn)}`,
    name: '',
    blocks: [
      {
        paragraph: `Attached is ${data.partnerName}'s invoice ${data.number} for ${data.bookings === 1 ? '1 booking' : `${data.bookings} bookings`} paid on account. Please pay by bank transfer, quoting ${data.number} as the reference.`,
      },
      {
        facts: [
          ['Invoice', data.number],
          ['Amount', data.total],
          ['Due by', formatCalendarDate(data.dueOn)],
        ],
      },
    ],
  });
}

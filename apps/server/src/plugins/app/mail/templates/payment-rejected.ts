// The "payment-rejected" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { amountWithReason } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function paymentRejected(
  data: MailData<'payment-rejected'>,
  mail: MailContext,
): RenderedMail {
  return amountWithReason(mail, {
    data,
    keys: {
      subject: 'paymentRejected.subject',
      intro: 'paymentRejected.intro',
      next: 'paymentRejected.check',
    },
  });
}

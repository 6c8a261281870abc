// The "refund-failed" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { amountWithReason } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function refundFailed(data: MailData<'refund-failed'>, mail: MailContext): RenderedMail {
  return amountWithReason(mail, {
    data,
    keys: {
      subject: 'refundFailed.subject',
      intro: 'refundFailed.intro',
      next: 'refundFailed.next',
    },
  });
}

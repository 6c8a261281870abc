// The "refund-account-changed" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function refundAccountChanged(
  data: MailData<'refund-account-changed'>,
  { t, home, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('refundAccount.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('refundAccount.intro', { ending: data.accountEnding }) },
      { paragraph: t('mail.notYou', { appUrl: home }) },
    ],
  });
}

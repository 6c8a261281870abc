// The "newsletter-confirm" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function newsletterConfirm(
  data: MailData<'newsletter-confirm'>,
  { t, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('newsletterConfirm.subject'),
    name: '',
    blocks: [
      { paragraph: t('newsletterConfirm.intro') },
      {
        action: {
          label: t('newsletterConfirm.action'),
          url: data.confirmUrl,
          secret: true,
        },
      },
      { paragraph: t('newsletterConfirm.ignore') },
    ],
  });
}

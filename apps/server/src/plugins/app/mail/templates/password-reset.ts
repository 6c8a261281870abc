// The "password-reset" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function passwordReset(
  data: MailData<'password-reset'>,
  { t, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('passwordReset.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('passwordReset.intro') },
      {
        action: {
          label: t('passwordReset.action'),
          url: data.resetUrl,
          secret: true,
        },
      },
      { paragraph: t('passwordReset.ignore') },
    ],
  });
}

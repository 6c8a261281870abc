// The "verify-email" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function verifyEmail(
  data: MailData<'verify-email'>,
  { t, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('verifyEmail.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('verifyEmail.intro') },
      {
        action: { label: t('verifyEmail.action'), url: data.verifyUrl, secret: true },
      },
      { paragraph: t('verifyEmail.ignore') },
    ],
  });
}

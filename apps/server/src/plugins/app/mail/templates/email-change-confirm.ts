// The "email-change-confirm" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function emailChangeConfirm(
  data: MailData<'email-change-confirm'>,
  { t, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('emailChangeConfirm.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('emailChangeConfirm.intro', { newEmail: data.newEmail }) },
      {
        action: {
          label: t('emailChangeConfirm.action'),
          url: data.confirmUrl,
          secret: true,
        },
      },
      { paragraph: t('emailChangeConfirm.ignore') },
    ],
  });
}

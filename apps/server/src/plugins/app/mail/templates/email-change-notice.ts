// The "email-change-notice" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function emailChangeNotice(
  data: MailData<'email-change-notice'>,
  { t, home, compose }: MailContext,
): RenderedMail {
  return compose({
    subject: t('emailChangeNotice.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('emailChangeNotice.intro', { newEmail: data.newEmail }) },
      { paragraph: t('emailChangeNotice.notYou', { appUrl: home }) },
    ],
  });
}

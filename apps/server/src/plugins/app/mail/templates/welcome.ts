// The "welcome" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function welcome(
  data: MailData<'welcome'>,
  { t, compose, site }: MailContext,
): RenderedMail {
  return compose({
    subject: t('welcome.subject'),
    name: data.name,
    blocks: [
      { paragraph: t('welcome.intro') },
      { action: { label: t('welcome.action'), url: site('/packages') } },
      { paragraph: t('welcome.dashboard', { url: site('/dashboard') }) },
    ],
  });
}

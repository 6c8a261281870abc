// The "documents-expiring" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function documentsExpiring(
  data: MailData<'documents-expiring'>,
  { t, date, compose, dashboardAction }: MailContext,
): RenderedMail {
  return compose({
    subject: t('documentsExpiring.subject'),
    name: data.name,
    blocks: [
      {
        paragraph: t('documentsExpiring.intro', {
          count: data.count,
          date: date(data.deleteOn),
        }),
      },
      { paragraph: t('documentsExpiring.copy') },
      dashboardAction,
    ],
  });
}

// The "partner-approval" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function partnerApproval(
  data: MailData<'partner-approval'>,
  { t, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, packageName, partnerName, approved, reason } = data;
  return compose({
    subject: approved
      ? t('partnerApproval.approvedSubject', { bookingRef })
      : t('partnerApproval.declinedSubject', { bookingRef }),
    name: data.name,
    blocks: [
      {
        paragraph: approved
          ? t('partnerApproval.approved', { partnerName })
          : t('partnerApproval.declined', { partnerName }),
      },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.package'), packageName],
          ...(reason ? ([[t('fact.reason'), reason]] as Array<[string, string]>) : []),
        ],
      },
      { action: dashboard },
    ],
  });
}

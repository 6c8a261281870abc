// The "refund-due" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function refundDue(
  data: MailData<'refund-due'>,
  { t, money, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, amount, reason, byCard } = data;
  return compose({
    subject: t('refundDue.subject', { bookingRef }),
    name: data.name,
    blocks: [
      { paragraph: t('refundDue.intro', { amount: money(amount), bookingRef }) },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.amount'), money(amount)],
          [t('fact.reason'), reason],
        ],
      },
      { paragraph: t(byCard ? 'refundDue.byCard' : 'refundDue.byTransfer') },
      { action: dashboard },
    ],
  });
}

// The "refund-paid" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function refundPaid(
  data: MailData<'refund-paid'>,
  { t, money, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, amount, reference, adjustmentNoteNumber } = data;
  return compose({
    subject: t('refundPaid.subject', { bookingRef }),
    name: data.name,
    blocks: [
      { paragraph: t('refundPaid.intro', { amount: money(amount), bookingRef }) },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.amountRefunded'), money(amount)],
          [t('fact.bankReference'), reference],
          ...(adjustmentNoteNumber
            ? ([[t('fact.adjustmentNote'), adjustmentNoteNumber]] as Array<[string, string]>)
            : []),
        ],
      },
      { paragraph: t('refundPaid.arrival') },
      ...(adjustmentNoteNumber
        ? [{ paragraph: t('refundPaid.adjustmentNote', { number: adjustmentNoteNumber }) }]
        : []),
      { action: dashboard },
    ],
  });
}

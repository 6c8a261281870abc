// The "payment-verified" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function paymentVerified(
  data: MailData<'payment-verified'>,
  { t, money, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, amount, invoiceNumber, taxInvoice } = data;
  return compose({
    subject: t('paymentVerified.subject', { bookingRef }),
    name: data.name,
    blocks: [
      { paragraph: t('paymentVerified.intro', { amount: money(amount), bookingRef }) },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.amountReceived'), money(amount)],
          ...(invoiceNumber
            ? ([[t('fact.invoiceNumber'), invoiceNumber]] as Array<[string, string]>)
            : []),
        ],
      },
      ...(invoiceNumber
        ? [
            {
              paragraph: t(taxInvoice ? 'paymentVerified.taxInvoice' : 'paymentVerified.invoice', {
                invoiceNumber,
              }),
            },
          ]
        : []),
      { action: dashboard },
    ],
  });
}

// The "booking-received" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function bookingReceived(
  data: MailData<'booking-received'>,
  { t, money, date, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, packageName, preferredDate, totalPrice } = data;
  return compose({
    subject: t('bookingReceived.subject', { bookingRef }),
    name: data.name,
    blocks: [
      { paragraph: t('bookingReceived.intro') },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.package'), packageName],
          [t('fact.preferredDate'), date(preferredDate)],
          [t('fact.total'), money(totalPrice)],
        ],
      },
      {
        paragraph: data.partnerPays
          ? t('partnerBooking.partnerPays', { partnerName: data.partnerPays })
          : t(data.cardsAccepted ? 'bookingReceived.payCardOrTransfer' : 'bookingReceived.pay', {
              bookingRef,
            }),
      },
      { action: dashboard },
    ],
  });
}

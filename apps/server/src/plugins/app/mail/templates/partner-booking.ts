// The "partner-booking" mail (and "partner-booking-consent").
import type { MailContext, RenderedMail, Block } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

// `consent`: the "partner-booking-consent" mail, to an address that already had an account.
export function partnerBooking(
  data: MailData<'partner-booking'> & { consent?: boolean },
  { t, money, date, compose, dashboard }: MailContext,
): RenderedMail {
  const { bookingRef, packageName, preferredDate, totalPrice, partnerName } = data;
  const setPasswordUrl = data.consent ? undefined : data.setPasswordUrl;
  // A new account sets its password first, then the dashboard asks; an existing account is
  // asked at once (docs/decisions/105).
  const account: Block[] = setPasswordUrl
    ? [
        { paragraph: t('partnerBooking.newAccount') },
        {
          action: {
            label: t('partnerBooking.setPassword'),
            url: setPasswordUrl,
            secret: true,
          },
        },
        { paragraph: t('partnerBooking.answer') },
      ]
    : [{ action: dashboard }];
  const { consent } = data;
  return compose({
    subject: consent
      ? t('partnerBookingConsent.subject', { partnerName, bookingRef })
      : t('partnerBooking.subject', { partnerName, bookingRef }),
    name: data.name,
    blocks: [
      {
        paragraph: consent
          ? t('partnerBookingConsent.intro', { partnerName })
          : t('partnerBooking.intro', { partnerName }),
      },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.package'), packageName],
          [t('fact.preferredDate'), date(preferredDate)],
          [t('fact.total'), money(totalPrice)],
        ],
      },
      {
        paragraph: data.billedToPartner
          ? t('partnerBooking.partnerPays', { partnerName })
          : t('bookingReceived.pay', { bookingRef }),
      },
      { paragraph: t('partnerBooking.sharingOnceAccepted', { partnerName }) },
      ...account,
    ],
  });
}

// The "pickup-assigned" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import { arrivalWhen } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function pickupAssigned(
  data: MailData<'pickup-assigned'>,
  { translator, t, compose, dashboard, orNotGiven }: MailContext,
): RenderedMail {
  return compose({
    subject: data.updated
      ? t('pickupAssigned.subjectUpdated', { bookingRef: data.bookingRef })
      : t('pickupAssigned.subjectNew', {
          driverFirstName: data.driverFirstName,
          bookingRef: data.bookingRef,
        }),
    name: data.name,
    blocks: [
      {
        paragraph: data.updated ? t('pickupAssigned.introUpdated') : t('pickupAssigned.introNew'),
      },
      {
        facts: [
          [t('fact.yourDriver'), data.driverFirstName],
          [t('fact.driverPhone'), data.driverPhone],
          [t('fact.meetingPoint'), orNotGiven(data.meetingPoint)],
          [t('fact.arrival'), arrivalWhen(data, translator)],
          [t('fact.flight'), orNotGiven(data.flightNumber)],
          [t('fact.bookingRef'), data.bookingRef],
        ],
      },
      { paragraph: t('pickupAssigned.keepPhone') },
      { action: dashboard },
    ],
  });
}

// The "booking-reminder" mail.
import type { MailContext, RenderedMail } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function bookingReminder(
  data: MailData<'booking-reminder'>,
  { t, date, compose, dashboard, pass, passOffline }: MailContext,
): RenderedMail {
  const { bookingRef, packageName, preferredDate, days } = data;
  const when = t('bookingReminder.when', { days });
  return compose({
    subject: t('bookingReminder.subject', { bookingRef, when }),
    name: data.name,
    blocks: [
      {
        paragraph: t('bookingReminder.intro', {
          packageName,
          bookingRef,
          when,
          date: date(preferredDate),
        }),
      },
      { paragraph: passOffline },
      { action: pass(bookingRef) },
      { paragraph: t('bookingReminder.flightChanged') },
      { action: dashboard },
    ],
  });
}

// The "booking-status-changed" mail.
import type { BookingStatus } from '@landed/shared/constants';

import type { MailContext, RenderedMail, Block } from '#server/plugins/app/mail/compose.ts';
import { STATUS_KEYS } from '#server/plugins/app/mail/compose.ts';
import type { MailData } from '#server/plugins/app/mail/message.ts';

export function bookingStatusChanged(
  data: MailData<'booking-status-changed'>,
  { t, compose, dashboard, pass, passOffline }: MailContext,
): RenderedMail {
  const { bookingRef, packageName, status } = data;
  const keys = STATUS_KEYS[status] as (typeof STATUS_KEYS)[BookingStatus] | undefined;
  const statusName = keys ? t(keys.name) : status;
  const confirmed: Block[] =
    status === 'Confirmed'
      ? [
          { paragraph: t('bookingStatus.calendar') },
          { paragraph: passOffline },
          { action: pass(bookingRef) },
        ]
      : [];
  return compose({
    subject: t('bookingStatus.subject', { bookingRef, status: statusName }),
    name: data.name,
    blocks: [
      // A status this file does not know yet (never today) is still said, in English.
      { paragraph: keys ? t(keys.text) : `Your booking is now ${status}.` },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.package'), packageName],
          [t('fact.status'), statusName],
        ],
      },
      ...confirmed,
      { action: dashboard },
    ],
  });
}

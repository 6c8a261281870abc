// The arrival-day sequence (issue 35 item 4; docs/decisions/132): driver assigned (the day
// before), flight landed, driver at the meeting point, picked up; each in the student's
// language, each once per booking whichever instance sends it.
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';
import { localizedPath } from '@landed/shared/locales';
import { pagePath } from '@landed/shared/pages';
import type { ArrivalMessageKind, MessageChannel } from '@landed/shared/schemas/meeting';

import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import type { ArrivalChannel, ArrivalMessage, Recipient } from './channels.ts';
import { emailChannel } from './email-channel.ts';
import { pushChannel } from './push-channel.ts';
import { smsChannel, whatsappChannel } from '#server/operations/messaging/twilio-channels.ts';

// The kinds sent once per booking ('chat' is many: the chat's notice sends it).
export type OnceArrivalMessageKind = Exclude<ArrivalMessageKind, 'chat'>;

// The channels a message goes out on, in order (SMS and WhatsApp only with the student's
// opt-in: the Twilio channels decide). Push over the airport's Wi-Fi, and WhatsApp, whichever
// reach the student; an SMS only when WhatsApp did not carry it, so the same words do not
// arrive twice on one phone.
export const ARRIVAL_CHANNELS: ArrivalChannel[] = [pushChannel, whatsappChannel, smsChannel];
const UNLESS_SENT: Partial<Record<MessageChannel, MessageChannel>> = { sms: 'whatsapp' };

// The moments at the airport, when a student with nothing else still reads mail over Wi-Fi.
// The driver's name the day before is in the assignment's mail and the pass already; a mail
// that says "picked up" helps nobody.
const EMAIL_FALLBACK: ReadonlySet<OnceArrivalMessageKind> = new Set([
  'flight-landed',
  'driver-at-meeting-point',
]);

const WORDS: Record<OnceArrivalMessageKind, { title: MailKey; text: MailKey }> = {
  'driver-assigned': {
    title: 'arrivalMessage.driverAssigned.title',
    text: 'arrivalMessage.driverAssigned.text',
  },
  'flight-landed': {
    title: 'arrivalMessage.flightLanded.title',
    text: 'arrivalMessage.flightLanded.text',
  },
  'driver-at-meeting-point': {
    title: 'arrivalMessage.atMeetingPoint.title',
    text: 'arrivalMessage.atMeetingPoint.text',
  },
  'picked-up': { title: 'arrivalMessage.pickedUp.title', text: 'arrivalMessage.pickedUp.text' },
};

// The message in the student's language. The driver's name as the business entered it (a
// first word is wrong for many names; issue 25).
export function composeArrivalMessage(
  app: FastifyInstance,
  {
    kind,
    booking,
    driver,
    student,
  }: { kind: OnceArrivalMessageKind; booking: BookingRow; driver: DriverRow; student: UserRow },
): ArrivalMessage {
  const translator = translatorFor(student.locale);
  const { t } = translator;
  const values = {
    driver: driver.name.trim(),
    meetingPoint: booking.meetingPoint || t('arrivalMessage.theMeetingPoint'),
    date: translator.date(booking.preferredDate),
    bookingRef: booking.bookingRef,
  };
  const words = WORDS[kind];
  const text =
    kind === 'driver-at-meeting-point' && !booking.meetingPoint
      ? 'arrivalMessage.atMeetingPoint.textNoPlace'
      : words.text;
  return {
    bookingId: booking.id,
    kind,
    title: t(words.title, values),
    text: t(text, values),
    url: passUrl(app, { booking, locale: translator.locale }),
  };
}

// The student's arrival pass, absolute, in their language: where a message's tap leads.
export function passUrl(
  app: FastifyInstance,
  { booking, locale }: { booking: BookingRow; locale: Locale },
): string {
  return `${app.config.appUrl}${localizedPath(pagePath('arrivalPass', { bookingId: booking.bookingRef }), locale)}`;
}

// What happened: 'sent' (with where), 'already' (this booking had this kind: nothing sent),
// or 'skipped' (no such booking still to happen, no driver, no student).
export type ArrivalMessageOutcome =
  | { outcome: 'sent'; channels: MessageChannel[] }
  | { outcome: 'already' | 'skipped'; channels: [] };

async function fanOut(
  app: FastifyInstance,
  { to, message }: { to: Recipient; message: ArrivalMessage },
): Promise<MessageChannel[]> {
  const sent: MessageChannel[] = [];
  for (const channel of ARRIVAL_CHANNELS) {
    const instead = UNLESS_SENT[channel.name];
    if (instead && sent.includes(instead)) continue;
    try {
      if ((await channel.send(app, to, message)) === 'sent') sent.push(channel.name);
    } catch (error) {
      app.log.warn({ err: error, channel: channel.name }, 'arrival message not sent');
    }
  }
  if (sent.length === 0 && EMAIL_FALLBACK.has(message.kind as OnceArrivalMessageKind)) {
    if ((await emailChannel.send(app, to, message)) === 'sent') sent.push('email');
  }
  return sent;
}

// Sends one arrival-day message of a booking, once: the (booking, kind) row is claimed in the
// database first (a unique key, so two instances claim it once), then the message goes out on
// every channel that reaches the student. A claimed message is not sent again, even if no
// channel took it (at most once: a student never gets "your driver is here" twice). Never
// throws for a channel's sake. The lead's driver-status operation calls it for the last two.
export async function sendArrivalMessage(
  app: FastifyInstance,
  { bookingId, kind }: { bookingId: string; kind: OnceArrivalMessageKind },
): Promise<ArrivalMessageOutcome> {
  const booking = await app.bookingsRepository.findById(bookingId);
  if (!booking || booking.status === 'Cancelled' || !booking.driverId) {
    return { outcome: 'skipped', channels: [] };
  }
  const [driver, student] = await Promise.all([
    app.driversRepository.findById(booking.driverId),
    app.usersRepository.findById(booking.userId),
  ]);
  if (!driver || driver.isDeleted || !student) return { outcome: 'skipped', channels: [] };
  const message = composeArrivalMessage(app, { kind, booking, driver, student });
  const claim = await app.db.transaction((tx) =>
    app.arrivalMessagesRepository.claim({ bookingId, kind }, tx),
  );
  if (!claim) return { outcome: 'already', channels: [] };
  const to: Recipient = {
    userId: student.id,
    locale: translatorFor(student.locale).locale,
    phone: booking.contactPhone,
    email: student.email,
  };
  const channels = await fanOut(app, { to, message });
  await app.arrivalMessagesRepository.recordSent({ id: claim, channels, at: app.config.now() });
  return { outcome: 'sent', channels };
}

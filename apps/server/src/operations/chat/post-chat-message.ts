// The chat on the arrival pass (issue 35 item 4; docs/decisions/134): the one operation that
// stores a message and tells the other side. Students write from the pass, staff from the
// arrivals board, a driver from their page (the route is added on the driver's sign-in).
import type { FastifyInstance } from 'fastify';

import type { ChatMessage } from '@landed/shared/schemas/meeting';
import { CHAT_MESSAGES } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/http-errors.ts';
import { audit } from '#server/operations/audit.ts';
import type { ChatParty } from '#server/operations/chat/chat-booking.ts';
import {
  chatIsOpen,
  findChatBooking,
  firstName,
  sideOf,
  toChatMessage,
} from '#server/operations/chat/chat-booking.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { ChatSide } from '#server/plugins/app/chat/chat-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { pushToUser } from '#server/operations/arrival-messages/push-channel.ts';
import { passUrl } from '#server/operations/arrival-messages/send-arrival-message.ts';
import { publishMeetingChange } from '#server/operations/live/publish-meeting-change.ts';

// Who writes: a party and the name they go by (only its first word is kept and shown).
export type ChatAuthor = ChatParty & { name: string };

// At most one notice a side per conversation in this window (docs/decisions/134)...
export const CHAT_NOTICE_WINDOW_MS = 15 * 60_000;
// ...and none to a side that read the conversation this recently: it is looking at it (the
// pass and the board's dialog read it every few seconds while open).
export const CHAT_READING_MS = 2 * 60_000;

type Notice = { booking: BookingRow; authorName: string; text: string; tx: DbOrTx };

// The student, in their language: a line in their dashboard's notifications and a mail with
// the message and the way to their pass.
async function tellStudent(app: FastifyInstance, { booking, authorName, text, tx }: Notice) {
  const student = await app.usersRepository.findById(booking.userId, tx);
  if (!student) return;
  const t = translatorFor(student.locale).t;
  await app.notificationsRepository.create(
    {
      userId: booking.userId,
      type: 'booking',
      message: t('chatMessage.intro', { authorName, bookingRef: booking.bookingRef }),
    },
    tx,
  );
  const packageName = await app.bookingsRepository.packageNameIn(
    { row: booking, locale: student.locale },
    tx,
  );
  await app.mail.enqueue(
    {
      template: 'chat-message',
      to: student.email,
      bookingId: booking.id,
      locale: student.locale,
      data: { name: student.name, bookingRef: booking.bookingRef, packageName, authorName, text },
    },
    tx,
  );
}

// The team: a line in System Notifications, and a mail to the business's contact address
// (Content tab) when there is one.
async function tellDispatch(
  app: FastifyInstance,
  { booking, authorName, text, tx, author }: Notice & { author: 'student' | 'driver' },
) {
  await audit(app, {
    actor: { id: author === 'student' ? booking.userId : null, email: '', ip: '' },
    category: 'booking',
    action: 'booking.chat_message',
    entity: { type: 'booking', id: booking.id },
    details: { bookingId: booking.bookingRef, author },
    tx,
  });
  const to = (await app.cmsRepository.get(tx))?.contactEmail.trim();
  if (!to) return;
  await app.mail.enqueue(
    {
      template: 'chat-message-staff',
      to,
      bookingId: booking.id,
      data: {
        name: '',
        bookingRef: booking.bookingRef,
        studentName: booking.contactName,
        authorName,
        author,
        text,
      },
    },
    tx,
  );
}

// Stores the message and tells the side it is for: the student of a message from staff or the
// driver, the team of the student's (the driver's page shows its own). At most one notice a
// side per window, whichever instance sends it. `key`: the booking's _id, or the student's
// reference. Returns the message and the sides told now (for further channels, e.g. push).
export async function postChatMessage(
  app: FastifyInstance,
  { key, author, text }: { key: string; author: ChatAuthor; text: string },
): Promise<{ message: ChatMessage; bookingId: string; told: ChatSide[] }> {
  const posted = await storeChatMessage(app, { key, author, text });
  // Over the airport's Wi-Fi: every answer from the team or the driver, at once.
  if (author.kind !== 'student') await pushChatToStudent(app, { ...posted, text });
  return { message: posted.message, bookingId: posted.booking.id, told: posted.told };
}

// A push notice of a message to the student, in their language (nothing without a browser
// subscribed). Never throws: the message is stored whatever the push service says.
async function pushChatToStudent(
  app: FastifyInstance,
  { booking, message, text }: { booking: BookingRow; message: ChatMessage; text: string },
): Promise<void> {
  const student = await app.usersRepository.findById(booking.userId);
  if (!student) return;
  const { t, locale } = translatorFor(student.locale);
  try {
    await pushToUser(app, {
      userId: student.id,
      message: {
        bookingId: booking.id,
        kind: 'chat',
        title: t('chatMessage.subject', { bookingRef: booking.bookingRef }),
        text: `${message.authorName}: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`,
        url: passUrl(app, { booking, locale }),
      },
    });
  } catch (error) {
    app.log.warn({ err: error }, 'chat push not sent');
  }
}

async function storeChatMessage(
  app: FastifyInstance,
  { key, author, text }: { key: string; author: ChatAuthor; text: string },
): Promise<{ message: ChatMessage; booking: BookingRow; told: ChatSide[] }> {
  return app.db.transaction(async (tx) => {
    const booking = await findChatBooking(app, { key, party: author }, tx);
    const now = app.config.now();
    if (!chatIsOpen(booking, now)) throw conflict(CHAT_MESSAGES.closed, 'CHAT_CLOSED');
    const authorName = firstName(author.name) || (author.kind === 'dispatch' ? 'Landed' : '');
    const row = await app.chatRepository.create(
      {
        bookingId: booking.id,
        authorKind: author.kind,
        authorUserId: author.kind === 'driver' ? null : author.userId,
        authorDriverId: author.kind === 'driver' ? author.driverId : null,
        authorName,
        text,
        createdAt: now,
      },
      tx,
    );
    await app.chatRepository.markRead({ bookingId: booking.id, side: sideOf(author), at: now }, tx);
    const side: ChatSide = author.kind === 'student' ? 'dispatch' : 'student';
    const claimed = await app.chatRepository.claimNotice(
      {
        bookingId: booking.id,
        side,
        now,
        notNoticedSince: new Date(now.getTime() - CHAT_NOTICE_WINDOW_MS),
        notReadSince: new Date(now.getTime() - CHAT_READING_MS),
      },
      tx,
    );
    const notice = { booking, authorName, text, tx };
    if (claimed && side === 'student') await tellStudent(app, notice);
    if (claimed && side === 'dispatch') await tellDispatch(app, { ...notice, author: 'student' });
    // Every open board and the student's pass read the conversation again (issue 35).
    await publishMeetingChange(app, booking.id, tx);
    return { message: toChatMessage(row), booking, told: claimed ? [side] : [] };
  });
}

// Whose conversation a reader or an author may open (docs/decisions/134): the student their
// own bookings (by _id or reference), staff any booking, a driver only the bookings they
// drive. Anyone else's is not found, as the other booking routes answer.
import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import type { ChatMessage } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { ChatMessageRow, ChatSide } from '#server/plugins/app/chat/chat-repository.ts';

// Who reads or writes: the student (a user), a member of staff (dispatch, a user), the
// booking's driver (the driver's id, from the driver's session).
export type ChatParty =
  | { kind: 'student'; userId: string }
  | { kind: 'dispatch'; userId: string }
  | { kind: 'driver'; driverId: string };

// A conversation takes new messages until a week after its booking ended.
export const CHAT_OPEN_AFTER_END_MS = 7 * 24 * 60 * 60_000;

export const sideOf = (party: ChatParty): ChatSide => party.kind;

export function chatIsOpen(booking: Pick<BookingRow, 'endedAt'>, now: Date): boolean {
  return !booking.endedAt || now.getTime() - booking.endedAt.getTime() < CHAT_OPEN_AFTER_END_MS;
}

// Only a first name leaves the server with a message (privacy).
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  _id: row.id,
  author: row.authorKind,
  authorName: row.authorName,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

// `key`: the booking's _id, or its reference for the student.
export async function findChatBooking(
  app: FastifyInstance,
  { key, party }: { key: string; party: ChatParty },
  tx?: DbOrTx,
): Promise<BookingRow> {
  const repo = app.bookingsRepository;
  let row: BookingRow | undefined;
  if (party.kind === 'student') row = await repo.findForUserByKey(key, party.userId, tx);
  else {
    row = key.startsWith('BK-') ? undefined : await repo.findById(key, tx);
    if (party.kind === 'driver' && row?.driverId !== party.driverId) row = undefined;
  }
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

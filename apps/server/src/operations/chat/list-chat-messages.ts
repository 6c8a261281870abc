import type { FastifyInstance } from 'fastify';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import type { ChatParty } from '#server/operations/chat/chat-booking.ts';
import {
  chatIsOpen,
  findChatBooking,
  sideOf,
  toChatMessage,
} from '#server/operations/chat/chat-booking.ts';

// The most a conversation shows: far more than an arrival takes.
export const CHAT_HISTORY_MAX = 200;

// A booking's conversation as its reader sees it, oldest first; reading it moves the reader's
// side's marker (the board's unread count, and no mail while they are looking).
export async function listChatMessages(
  app: FastifyInstance,
  { key, reader }: { key: string; reader: ChatParty },
): Promise<{ messages: ChatMessage[]; open: boolean }> {
  const booking = await findChatBooking(app, { key, party: reader });
  const now = app.config.now();
  const rows = await app.chatRepository.list(booking.id, { limit: CHAT_HISTORY_MAX });
  await app.chatRepository.markRead({ bookingId: booking.id, side: sideOf(reader), at: now });
  return { messages: rows.map(toChatMessage), open: chatIsOpen(booking, now) };
}

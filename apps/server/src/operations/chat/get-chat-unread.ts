import type { FastifyInstance } from 'fastify';

import type { ChatUnreadResponse } from '@landed/shared/schemas/meeting';

// Unread messages older than this no longer count on the board.
const UNREAD_HORIZON_MS = 30 * 24 * 60 * 60_000;

// What the team has not read yet, per booking: the arrivals board's Messages counts.
export async function getChatUnread(app: FastifyInstance): Promise<ChatUnreadResponse> {
  const since = new Date(app.config.now().getTime() - UNREAD_HORIZON_MS);
  return { unread: await app.chatRepository.unreadCounts({ side: 'dispatch', since }) };
}

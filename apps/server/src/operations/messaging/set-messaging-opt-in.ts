import type { FastifyInstance } from 'fastify';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

import { conflict } from '#server/lib/http-errors.ts';
import { getMessagingOptIn } from '#server/operations/messaging/get-messaging-opt-in.ts';

export const NOT_OFFERED = 'This channel is not offered.';

// PATCH /api/user/messaging: the student turns SMS or WhatsApp on or off; each choice is kept
// with its time. Turning on a channel the business does not offer is 409; off is always fine.
export async function setMessagingOptIn(
  app: FastifyInstance,
  { userId, sms, whatsapp }: { userId: string; sms?: boolean; whatsapp?: boolean },
): Promise<MessagingOptIn> {
  const settings = app.config.twilio;
  if ((sms && !settings) || (whatsapp && !settings?.whatsappFrom)) {
    throw conflict(NOT_OFFERED, 'NOT_OFFERED');
  }
  await app.messagingRepository.setPreferences(userId, { sms, whatsapp, at: app.config.now() });
  app.log.info({ userId, sms, whatsapp }, 'Messaging opt-in changed');
  return getMessagingOptIn(app, { userId });
}

import type { FastifyInstance } from 'fastify';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

// What the student chose, and what the business offers: SMS with the Twilio keys, WhatsApp
// with TWILIO_WHATSAPP_FROM as well. Push is not built on this branch (no subscriptions table
// yet): false until the push part is merged (issue 35 part C).
export async function getMessagingOptIn(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<MessagingOptIn> {
  const settings = app.config.twilio;
  const available = {
    push: false,
    sms: Boolean(settings),
    whatsapp: Boolean(settings?.whatsappFrom),
  };
  const row = await app.messagingRepository.preferences(userId);
  return {
    push: false,
    sms: available.sms && (row?.sms ?? false),
    whatsapp: available.whatsapp && (row?.whatsapp ?? false),
    available,
  };
}

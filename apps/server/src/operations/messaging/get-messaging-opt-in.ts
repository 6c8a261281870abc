import type { FastifyInstance } from 'fastify';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

// What the student chose, and what the business offers: push with its keys (on whenever this
// account has a browser subscribed), SMS with the Twilio keys, WhatsApp with
// TWILIO_WHATSAPP_FROM as well.
export async function getMessagingOptIn(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<MessagingOptIn> {
  const settings = app.config.twilio;
  const available = {
    push: Boolean(app.webPush),
    sms: Boolean(settings),
    whatsapp: Boolean(settings?.whatsappFrom),
  };
  const [row, subscriptions] = await Promise.all([
    app.messagingRepository.preferences(userId),
    app.pushSubscriptionsRepository.listForUser(userId),
  ]);
  return {
    push: available.push && subscriptions.length > 0,
    sms: available.sms && (row?.sms ?? false),
    whatsapp: available.whatsapp && (row?.whatsapp ?? false),
    available,
  };
}

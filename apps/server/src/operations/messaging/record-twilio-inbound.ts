import type { FastifyInstance } from 'fastify';

import { maskPhone, toE164, writtenForms } from '#server/lib/phone.ts';
import { verifyTwilioRequest } from '#server/operations/messaging/twilio-webhook.ts';

// POST /api/messaging/twilio/inbound (docs/decisions/133): a student wrote to the business on
// WhatsApp, which opens WhatsApp's 24-hour window for free text to them; the time is recorded
// on the accounts with that phone. The message itself is not kept (staff read it in Twilio).
export async function recordTwilioInbound(
  app: FastifyInstance,
  input: { query: string; params: Record<string, string>; signature: string | undefined },
): Promise<void> {
  verifyTwilioRequest(app, { which: 'inbound', ...input });
  const from = input.params.From ?? '';
  if (!from.startsWith('whatsapp:')) return;
  const number = toE164(from.slice('whatsapp:'.length));
  if (!number) return;
  const accounts = await app.messagingRepository.recordWhatsAppInbound({
    numbers: writtenForms(number),
    at: app.config.now(),
  });
  app.log.info({ from: maskPhone(number), accounts }, 'WhatsApp message received');
}

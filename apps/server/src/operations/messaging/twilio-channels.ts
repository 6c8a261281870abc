// SMS and WhatsApp as channels of the arrival-day messages (issue 35 item 4; docs/decisions/133).
// Each sends only to a student who turned the channel on and has a phone number, through the
// Twilio SDK, and keeps a row per message whose status the signed webhook moves on.
import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';

import { maskPhone, toE164 } from '#server/lib/phone.ts';
import type {
  ArrivalChannel,
  ArrivalMessage,
  Recipient,
} from '#server/operations/arrival-messages/channels.ts';
import { twilioWebhookUrl } from '#server/operations/messaging/twilio-webhook.ts';

// WhatsApp's customer-service window: free text only this long after the student last wrote.
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;

type Content = { body: string } | { contentSid: string; contentVariables: string };

const freeText = (m: ArrivalMessage) => [m.title, m.text, m.url].filter(Boolean).join('\n');

// Inside the window, free text; outside it, the approved template for the kind in the
// student's language (English when that language has none), with the text as {{1}} and the
// link as {{2}}; null when there is none: nothing may be sent.
export function whatsAppContent(
  app: FastifyInstance,
  input: { lastInboundAt: Date | null; locale: Locale; message: ArrivalMessage },
): Content | null {
  const { lastInboundAt, locale, message } = input;
  const now = app.config.now().getTime();
  if (lastInboundAt && now - lastInboundAt.getTime() < WHATSAPP_WINDOW_MS) {
    return { body: freeText(message) };
  }
  const templates = app.config.twilio?.whatsappTemplates[message.kind];
  const contentSid = templates?.[locale] ?? templates?.en;
  if (!contentSid) return null;
  return { contentSid, contentVariables: JSON.stringify({ 1: message.text, 2: message.url }) };
}

async function sendThroughTwilio(
  app: FastifyInstance,
  { channel, to, message }: { channel: 'sms' | 'whatsapp'; to: Recipient; message: ArrivalMessage },
): Promise<'sent' | 'skipped'> {
  const client = app.twilio;
  const settings = app.config.twilio;
  const from = channel === 'sms' ? settings?.from : settings?.whatsappFrom;
  if (!client || !from) return 'skipped';
  const preferences = await app.messagingRepository.preferences(to.userId);
  const number = toE164(to.phone);
  if (!preferences?.[channel] || !number) return 'skipped';
  const content =
    channel === 'sms'
      ? { body: freeText(message) }
      : whatsAppContent(app, {
          lastInboundAt: preferences.whatsappLastInboundAt,
          locale: to.locale,
          message,
        });
  const log = { channel, kind: message.kind, bookingId: message.bookingId, to: maskPhone(number) };
  if (!content) {
    app.log.warn(log, 'WhatsApp outside the 24-hour window and no template for it: not sent');
    return 'skipped';
  }
  const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
  const row = {
    userId: to.userId,
    bookingId: message.bookingId,
    channel,
    kind: message.kind,
    toNumber: number,
    contentSid: 'contentSid' in content ? content.contentSid : null,
  };
  try {
    const sent = await client.messages.create({
      to: prefix + number,
      from: prefix + from,
      statusCallback: twilioWebhookUrl(app, 'status'),
      ...content,
    });
    await app.messagingRepository.createOutbound({ ...row, twilioSid: sent.sid, status: 'queued' });
    app.log.info({ ...log, sid: sent.sid }, 'Message sent through Twilio');
    return 'sent';
  } catch (error) {
    // A RestException's code and message (never the request, which carries the auth token).
    const code = (error as { code?: unknown }).code;
    await app.messagingRepository.createOutbound({
      ...row,
      status: 'error',
      errorCode: code === undefined ? null : String(code),
    });
    app.log.warn({ ...log, code, reason: (error as Error).message }, 'Twilio refused a message');
    return 'skipped';
  }
}

function twilioChannel(channel: 'sms' | 'whatsapp'): ArrivalChannel {
  return {
    name: channel,
    // The (app, to, message) shape is the ArrivalChannel contract every channel shares.
    // eslint-disable-next-line local/max-positional-params
    send: (app, to, message) => sendThroughTwilio(app, { channel, to, message }),
  };
}

export const smsChannel = twilioChannel('sms');
export const whatsappChannel = twilioChannel('whatsapp');

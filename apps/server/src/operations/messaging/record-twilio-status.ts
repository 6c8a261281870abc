import type { FastifyInstance } from 'fastify';

import type { OutboundMessageStatus } from '#server/db/schema.ts';
import { verifyTwilioRequest } from '#server/operations/messaging/twilio-webhook.ts';

// How far along a message is: a status callback only moves a message forward (callbacks may
// arrive out of order: `sent` after `delivered` changes nothing).
const PROGRESS: Partial<Record<string, number>> = {
  queued: 0,
  error: 0,
  sending: 1,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
  read: 3,
};

// POST /api/messaging/twilio/status (docs/decisions/133): a signed delivery report records the
// message's status on its row. Unknown messages and statuses are answered and ignored.
export async function recordTwilioStatus(
  app: FastifyInstance,
  input: { query: string; params: Record<string, string>; signature: string | undefined },
): Promise<void> {
  verifyTwilioRequest(app, { which: 'status', ...input });
  const sid = input.params.MessageSid ?? input.params.SmsSid ?? '';
  const status = input.params.MessageStatus ?? input.params.SmsStatus ?? '';
  const progress = PROGRESS[status];
  if (!sid || progress === undefined) return;
  await app.db.transaction(async (tx) => {
    const row = await app.messagingRepository.outboundBySid(sid, tx);
    if (!row || progress <= (PROGRESS[row.status] ?? 0)) return;
    await app.messagingRepository.setOutboundStatus(
      row.id,
      {
        status: status as OutboundMessageStatus,
        errorCode: input.params.ErrorCode || null,
        at: app.config.now(),
      },
      tx,
    );
    app.log.info({ channel: row.channel, sid, status }, 'Twilio message status');
  });
}

import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import type { Inquiry } from '@landed/shared/schemas/inquiry';
import { REPLY_MESSAGES } from '@landed/shared/schemas/inquiry';

import { notFound, tooManyRequests } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { toInquiry } from '#server/plugins/app/inquiries/inquiries-repository.ts';

const HOUR_MS = 60 * 60_000;
export const DEFAULT_REPLIES_PER_ADMIN_PER_HOUR = 60;

// Sends an administrator's answer to the inquirer (from MAIL_FROM, Reply-To the business's
// contact address, the inquiry quoted), keeps it in the inquiry's thread with the outbox mail
// it went out as, and marks the inquiry Replied (docs/decisions/063). The mail, the thread and
// the log entry commit together or not at all.
export async function replyToInquiry(
  app: FastifyInstance,
  { actor, inquiryId, message }: { actor: SignedInActor; inquiryId: string; message: string },
): Promise<Inquiry> {
  const now = app.config.now();
  const limit = app.config.inquiryRepliesPerAdminPerHour ?? DEFAULT_REPLIES_PER_ADMIN_PER_HOUR;
  return app.db.transaction(async (tx) => {
    const repo = app.inquiriesRepository;
    const inquiry = await repo.lock(inquiryId, tx);
    if (!inquiry) throw notFound('Inquiry not found.');
    // Per administrator, in the database: the same count on every instance, and a stolen
    // session cannot turn the back-office into a mail cannon.
    await app.usersRepository.lockById(actor.id, tx);
    const recent = await repo.countRepliesSince(actor.id, new Date(now.getTime() - HOUR_MS), tx);
    if (recent >= limit) throw tooManyRequests(REPLY_MESSAGES.tooMany, 'TOO_MANY_REPLIES');

    const authorName = actor.name || actor.email;
    // An inquiry has no language of its own; a student writing from their account's address
    // reads the answer in the account's language (docs/decisions/072).
    const account = await app.usersRepository.findByEmail(inquiry.email, tx);
    const mailId = await app.mail.enqueue(
      {
        template: 'inquiry-reply',
        to: inquiry.email,
        locale: account?.locale,
        data: {
          name: inquiry.name,
          reply: message,
          author: actor.name?.split(/\s+/)[0] ?? '',
          original: { message: inquiry.message, sentOn: melbourneDate(inquiry.createdAt) },
        },
      },
      tx,
    );
    const reply = await repo.addReply(
      { inquiryId: inquiry.id, authorId: actor.id, authorName, message, mailId, createdAt: now },
      tx,
    );
    const updated = (await repo.update(inquiry.id, { status: 'Replied' }, tx))!;
    await audit(app, {
      actor,
      action: 'inquiry.replied',
      entity: { type: 'inquiry', id: inquiry.id },
      // The text is in the thread; the log says who answered whom, and when.
      details: { replyId: reply.id, to: inquiry.email, before: inquiry.status, after: 'Replied' },
      tx,
    });
    const threads = await repo.repliesFor([inquiry.id], tx);
    return toInquiry(updated, threads.get(inquiry.id));
  });
}

// The mail outbox: mail is written here inside the transaction of the action that causes it,
// and the worker in plugins/app/mail/mail.ts delivers it. Claiming uses FOR UPDATE SKIP
// LOCKED, so several instances over one database never send a mail twice.
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';

import type { MailStatus } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { findById } from '#server/db/by-id.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type NewOutboxMail = {
  template: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  // Set for mail with a secret link (docs/decisions/051).
  redactedTextBody: string | null;
  redactedHtmlBody: string | null;
  linkExpiresAt: Date | null;
  nextAttemptAt: Date;
  createdAt?: Date;
  bookingId?: string | null;
  attachments?: OutboxRow['attachments'];
  headers?: OutboxRow['headers'];
};

// Replaces the bodies of a mail with a secret link by their copies without it (a no-op for
// other mail), so the database never keeps a usable link once the mail is out of our hands.
const withoutSecretLink = {
  textBody: sql`coalesce(${mailOutbox.redactedTextBody}, ${mailOutbox.textBody})`,
  htmlBody: sql`coalesce(${mailOutbox.redactedHtmlBody}, ${mailOutbox.htmlBody})`,
  redactedTextBody: null,
  redactedHtmlBody: null,
  linkExpiresAt: null,
};

export function createOutboxRepository(db: DbOrTx) {
  return {
    async insert(mail: NewOutboxMail, tx: DbOrTx = db): Promise<OutboxRow> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...mail, status: 'pending' satisfies MailStatus })
        .returning();
      return row!;
    },

    // Takes up to `limit` due mails for this worker: pending ones whose time has come, and
    // `sending` ones whose lease ran out (their worker died mid-send). Each claim counts as an
    // attempt and holds the mail until `leaseUntil`.
    // With `id`, only that mail (a test mail sent while the owner waits).
    async claimDue(input: {
      now: Date;
      leaseUntil: Date;
      limit: number;
      id?: string;
    }): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['pending', 'sending'] satisfies MailStatus[]),
            lte(mailOutbox.nextAttemptAt, input.now),
            input.id ? eq(mailOutbox.id, input.id) : undefined,
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(input.limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          status: 'sending' satisfies MailStatus,
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: input.leaseUntil,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    // `sent` through SMTP, or `logged` when no SMTP server is configured.
    async markDelivered(id: string, input: { status: 'sent' | 'logged'; at: Date }) {
      await db
        .update(mailOutbox)
        .set({ status: input.status, sentAt: input.at, lastError: null, ...withoutSecretLink })
        .where(eq(mailOutbox.id, id));
    },

    // A failed attempt: back to `pending` until `retryAt`, or `failed` for good (retryAt null).
    async markAttemptFailed(id: string, input: { error: string; retryAt: Date | null }) {
      await db
        .update(mailOutbox)
        .set(
          input.retryAt
            ? { status: 'pending', nextAttemptAt: input.retryAt, lastError: input.error }
            : { status: 'failed', lastError: input.error, ...withoutSecretLink },
        )
        .where(eq(mailOutbox.id, id));
    },

    // Mail whose secret link has expired keeps only its copy without the link, whatever its
    // delivery state (a pending one then goes out without the dead link).
    async redactExpiredLinks(now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set(withoutSecretLink)
        .where(and(isNotNull(mailOutbox.linkExpiresAt), lte(mailOutbox.linkExpiresAt, now)));
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      return findById(mailOutbox, id, db);
    },

    // Newest first, optionally one status only (the admin outbox view).
    async list(input: {
      status?: MailStatus | undefined;
      limit: number;
      page: number;
    }): Promise<{ items: OutboxRow[]; total: number }> {
      const where = input.status ? eq(mailOutbox.status, input.status) : undefined;
      const orderBy = [desc(mailOutbox.createdAt), desc(mailOutbox.id)];
      const { rows, total } = await tablePage(
        mailOutbox,
        { where, orderBy, limit: input.limit, page: input.page },
        db,
      );
      return { items: rows, total };
    },

    // Every mail about a booking, oldest first, without its bodies (the booking's timeline).
    async listForBooking(bookingId: string, tx: DbOrTx = db) {
      return tx
        .select({
          id: mailOutbox.id,
          template: mailOutbox.template,
          subject: mailOutbox.subject,
          toAddress: mailOutbox.toAddress,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.bookingId, bookingId))
        .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.seq));
    },

    // Gives a failed mail a fresh set of attempts, due now. Undefined unless it had failed.
    async retry(id: string, now: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
        .returning();
      return row;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: ReturnType<typeof createOutboxRepository>;
  }
}

export default repositoryPlugin('outboxRepository', createOutboxRepository);

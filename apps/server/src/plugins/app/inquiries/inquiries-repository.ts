import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';

import type { InquiryStatus, MailStatus } from '@landed/shared/constants';
import type { Inquiry, InquiryBody, InquiryReply } from '@landed/shared/schemas/inquiry';

import type { DbOrTx } from '#server/db/client.ts';
import { findById, lockById, updateById } from '#server/db/by-id.ts';
import { inquiries, inquiryReplies, mailOutbox } from '#server/db/schema.ts';
import { tablePage } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryReplyRow = typeof inquiryReplies.$inferSelect;

// An inquiry with its thread (the replies sent from the back-office, oldest first).
export function toInquiry(row: InquiryRow, replies: InquiryReply[] = []): Inquiry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    assigned: row.assignedTo,
    note: row.note,
    replies,
    date: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The contact form has no subject field; the inbox needs one line to scan.
export function inquirySubject(body: Pick<InquiryBody, 'type' | 'name'>): string {
  return `${body.type} from ${body.name}`;
}

export function createInquiriesRepository(db: DbOrTx) {
  return {
    // A new inquiry is Unread (admin §4) until an administrator marks it read.
    // `userId`: the account that has proved the address, if any (decision 074).
    async create(
      body: InquiryBody & { userId?: string | null },
      now: Date,
      tx: DbOrTx = db,
    ): Promise<InquiryRow> {
      const [row] = await tx
        .insert(inquiries)
        .values({
          userId: body.userId ?? null,
          name: body.name,
          email: body.email,
          type: body.type,
          subject: inquirySubject(body),
          message: body.message,
          status: 'Unread',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<InquiryRow | undefined> {
      return findById(inquiries, id, tx);
    },

    // Newest first, optionally one status only, one page at a time.
    async list(
      { status, limit, page }: { status?: InquiryStatus | undefined; limit: number; page: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: InquiryRow[]; total: number }> {
      const where = status ? eq(inquiries.status, status) : undefined;
      return tablePage(
        inquiries,
        { where, orderBy: [desc(inquiries.createdAt), desc(inquiries.id)], limit, page },
        tx,
      );
    },

    async update(
      id: string,
      patch: Partial<Pick<InquiryRow, 'status' | 'assignedTo' | 'note'>>,
      tx: DbOrTx = db,
    ): Promise<InquiryRow | undefined> {
      return updateById(inquiries, { id, set: patch }, tx);
    },

    async lock(id: string, tx: DbOrTx): Promise<InquiryRow | undefined> {
      return lockById(inquiries, id, tx);
    },

    // ------------------------------------------------------------ replies (decision 063)

    async addReply(
      input: Pick<
        typeof inquiryReplies.$inferInsert,
        'inquiryId' | 'authorId' | 'authorName' | 'message' | 'mailId' | 'createdAt'
      >,
      tx: DbOrTx = db,
    ): Promise<InquiryReplyRow> {
      const [row] = await tx.insert(inquiryReplies).values(input).returning();
      return row!;
    },

    // The threads of a page of inquiries, in one query, with each reply's delivery state.
    async repliesFor(inquiryIds: string[], tx: DbOrTx = db): Promise<Map<string, InquiryReply[]>> {
      const threads = new Map<string, InquiryReply[]>();
      if (inquiryIds.length === 0) return threads;
      const rows = await tx
        .select({ reply: inquiryReplies, delivery: mailOutbox.status })
        .from(inquiryReplies)
        .leftJoin(mailOutbox, eq(inquiryReplies.mailId, mailOutbox.id))
        .where(inArray(inquiryReplies.inquiryId, inquiryIds))
        .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
      for (const { reply, delivery } of rows) {
        const thread = threads.get(reply.inquiryId) ?? [];
        thread.push({
          _id: reply.id,
          author: reply.authorName,
          message: reply.message,
          createdAt: reply.createdAt.toISOString(),
          delivery: (delivery as MailStatus | null) ?? null,
        });
        threads.set(reply.inquiryId, thread);
      }
      return threads;
    },

    // Replies an administrator sent since `since` (the per-administrator limit; counted under a
    // lock on the administrator's row, so requests sent at once are counted one after another).
    async countRepliesSince(authorId: string, since: Date, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(inquiryReplies)
        .where(and(eq(inquiryReplies.authorId, authorId), gte(inquiryReplies.createdAt, since)));
      return row?.total ?? 0;
    },

    // "Pending Inquiries" on the admin Overview (DECISIONS "Administrators").
    async countUnread(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(inquiries)
        .where(eq(inquiries.status, 'Unread'));
      return row?.total ?? 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    inquiriesRepository: ReturnType<typeof createInquiriesRepository>;
  }
}

export default repositoryPlugin('inquiriesRepository', createInquiriesRepository);

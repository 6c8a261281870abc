import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { InquiryStatus } from '@landed/shared/constants';
import type { Inquiry, InquiryBody } from '@landed/shared/schemas/inquiry';

import type { DbOrTx } from '#server/db/client.ts';
import { inquiries } from '#server/db/schema.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

export function toInquiry(row: InquiryRow): Inquiry {
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
    async create(body: InquiryBody, now: Date, tx: DbOrTx = db): Promise<InquiryRow> {
      const [row] = await tx
        .insert(inquiries)
        .values({
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
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id));
      return row;
    },

    // Newest first, optionally one status only, one page at a time.
    async list(
      { status, limit, page }: { status?: InquiryStatus | undefined; limit: number; page: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: InquiryRow[]; total: number }> {
      const where = status ? eq(inquiries.status, status) : undefined;
      const rows = await tx
        .select()
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [totals] = await tx.select({ total: count() }).from(inquiries).where(where);
      return { rows, total: totals?.total ?? 0 };
    },

    async update(
      id: string,
      patch: Partial<Pick<InquiryRow, 'status' | 'assignedTo' | 'note'>>,
      tx: DbOrTx = db,
    ): Promise<InquiryRow | undefined> {
      const [row] = await tx
        .update(inquiries)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(inquiries.id, id))
        .returning();
      return row;
    },

    async lock(id: string, tx: DbOrTx): Promise<InquiryRow | undefined> {
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for('update');
      return row;
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

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    inquiriesRepository: InquiriesRepository;
  }
}

export default fp(
  async function inquiriesRepository(app: FastifyInstance) {
    app.decorate('inquiriesRepository', createInquiriesRepository(app.db));
  },
  { name: 'inquiries-repository', dependencies: ['db'] },
);

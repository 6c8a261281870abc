// Students' uploads (a passport, a visa: docs/decisions/066), kept in the table `documents`
// (its name stays: no migration). "Documents" elsewhere are the ones Landed issues (src/documents/).
import { and, count, desc, eq, exists, inArray, isNotNull, notExists, sql } from 'drizzle-orm';

import type { UserDocument } from '@landed/shared/schemas/user-area';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, documents, users } from '#server/db/schema.ts';
import { countRows, paged } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

const listColumns = {
  id: documents.id,
  userId: documents.userId,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
};
type UploadRow = UploadListRow & { userId: string };
type UploadListRow = {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
};

export function toUpload(row: UploadListRow): UserDocument {
  return {
    _id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUploadsRepository(db: DbOrTx) {
  return {
    // Stores the document only if the user stays within their quota. The count is taken under
    // a lock on the user's row, so concurrent uploads (on any instance) are counted one after
    // the other and never both squeeze past the limit.
    async createWithinQuota(
      input: { userId: string; fileName: string; mimeType: string; content: Uint8Array },
      quota: { maxFiles: number; maxTotalBytes: number },
    ): Promise<{ row: UploadRow } | { refused: 'files' | 'bytes' }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, input.userId))
          .for('update');
        const [usage] = await tx
          .select({
            files: count(),
            bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)`,
          })
          .from(documents)
          .where(eq(documents.userId, input.userId));
        if ((usage?.files ?? 0) >= quota.maxFiles) return { refused: 'files' as const };
        if (Number(usage?.bytes ?? 0) + input.content.byteLength > quota.maxTotalBytes) {
          return { refused: 'bytes' as const };
        }
        const [row] = await tx
          .insert(documents)
          .values({ ...input, sizeBytes: input.content.byteLength })
          .returning(listColumns);
        return { row: row! };
      });
    },

    // Metadata only: the content is read when a file is downloaded.
    async listForUser(userId: string, { limit, page }: { limit: number; page: number }) {
      const where = eq(documents.userId, userId);
      const query = db
        .select(listColumns)
        .from(documents)
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id));
      return paged(query.$dynamic(), { counting: countRows(documents, where, db), limit, page });
    },

    // Deletes a user's own document; undefined when there is none of theirs by that id.
    async removeForUser(id: string, userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)))
        .returning(listColumns);
      return row;
    },

    // ------------------------------------------------------------ retention (decision 066)

    // Users who keep documents and whose bookings have all ended, with when the last one
    // ended, how many documents they keep and their language (the notice is written in it).
    async retentionCandidates(): Promise<
      Array<{ userId: string; lastEndedAt: Date; documents: number; locale: string }>
    > {
      const ended = db
        .select({
          userId: bookings.userId,
          lastEndedAt: sql<Date>`max(${bookings.endedAt})`.as('last_ended_at'),
        })
        .from(bookings)
        .where(exists(db.select().from(documents).where(eq(documents.userId, bookings.userId))))
        .groupBy(bookings.userId)
        .having(
          and(
            sql`bool_and(${bookings.status} in ('Completed', 'Cancelled'))`,
            isNotNull(sql`max(${bookings.endedAt})`),
          ),
        )
        .as('ended');
      const rows = await db
        .select({
          userId: ended.userId,
          lastEndedAt: ended.lastEndedAt,
          documents: count(documents.id),
          locale: users.locale,
        })
        .from(ended)
        .innerJoin(documents, eq(documents.userId, ended.userId))
        .innerJoin(users, eq(users.id, ended.userId))
        .groupBy(ended.userId, ended.lastEndedAt, users.locale);
      return rows.map((r) => ({ ...r, lastEndedAt: new Date(r.lastEndedAt) }));
    },

    // Deletes a user's documents if, at this moment, none of their bookings is open and the
    // last one ended at or before `cutoff` (checked again here: they may have booked since).
    // Several instances may try at once: the rows go once, and only one caller sees them.
    async deleteExpired(
      { userId, cutoff }: { userId: string; cutoff: Date },
      tx: DbOrTx = db,
    ): Promise<number> {
      const open = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(eq(bookings.userId, userId), inArray(bookings.status, ['Pending', 'Confirmed'])),
        );
      const lastEnded = sql`(select max(${bookings.endedAt}) from ${bookings} where ${bookings.userId} = ${userId})`;
      const gone = await tx
        .delete(documents)
        .where(and(eq(documents.userId, userId), notExists(open), sql`${lastEnded} <= ${cutoff}`))
        .returning({ id: documents.id });
      return gone.length;
    },

    // A user's own document only (another user's answers undefined, shown as 404).
    async findForUser(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: ReturnType<typeof createUploadsRepository>;
  }
}

export default repositoryPlugin('uploadsRepository', createUploadsRepository);

import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { UserDocument } from '@landed/shared/schemas/user-area';

import type { DbOrTx } from '#server/db/client.ts';
import { documents, users } from '#server/db/schema.ts';

const listColumns = {
  id: documents.id,
  userId: documents.userId,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  createdAt: documents.createdAt,
};
type DocumentRow = DocumentListRow & { userId: string };
type DocumentListRow = {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
};

export function toDocument(row: DocumentListRow): UserDocument {
  return {
    _id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createDocumentsRepository(db: DbOrTx) {
  return {
    // Stores the document only if the user stays within their quota. The count is taken under
    // a lock on the user's row, so concurrent uploads (on any instance) are counted one after
    // the other and never both squeeze past the limit.
    async createWithinQuota(
      input: { userId: string; fileName: string; mimeType: string; content: Uint8Array },
      quota: { maxFiles: number; maxTotalBytes: number },
    ): Promise<{ row: DocumentRow } | { refused: 'files' | 'bytes' }> {
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
      const rows = await db
        .select(listColumns)
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [totals] = await db
        .select({ total: count() })
        .from(documents)
        .where(eq(documents.userId, userId));
      return { rows, total: totals?.total ?? 0 };
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

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    documentsRepository: DocumentsRepository;
  }
}

export default fp(
  async function documentsRepository(app: FastifyInstance) {
    app.decorate('documentsRepository', createDocumentsRepository(app.db));
  },
  { name: 'documents-repository', dependencies: ['db'] },
);

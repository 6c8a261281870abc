import type { DbOrTx } from '#server/db/client.ts';
import { findById } from '#server/db/by-id.ts';
import { mediaFiles } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

// Images uploaded by administrators. Kept in the database so every instance can serve them
// (ARCHITECTURE "Scale-out"); a row is never changed, so its address can be cached for good.
export function createMediaRepository(db: DbOrTx) {
  return {
    async create(
      values: { mimeType: string; content: Buffer; uploadedBy: string },
      tx: DbOrTx = db,
    ): Promise<MediaRow> {
      const [row] = await tx
        .insert(mediaFiles)
        .values({ ...values, sizeBytes: values.content.byteLength })
        .returning();
      return row!;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<MediaRow | undefined> {
      return findById(mediaFiles, id, tx);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaRepository: ReturnType<typeof createMediaRepository>;
  }
}

export default repositoryPlugin('mediaRepository', createMediaRepository);

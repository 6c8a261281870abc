import type { FastifyInstance } from 'fastify';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { MediaRow } from '#server/plugins/app/media/media-repository.ts';

// Stores an image an administrator uploaded (already sniffed and size-checked by the upload
// reader) and logs who uploaded what.
export async function uploadImage(
  app: FastifyInstance,
  { actor, image }: { actor: Actor & { id: string }; image: { mimeType: string; content: Buffer } },
): Promise<MediaRow> {
  return app.db.transaction(async (tx) => {
    const media = await app.mediaRepository.create({ ...image, uploadedBy: actor.id }, tx);
    await audit(app, {
      actor,
      action: 'media.uploaded',
      entity: { type: 'media', id: media.id },
      details: { mimeType: media.mimeType, sizeBytes: media.sizeBytes },
      tx,
    });
    return media;
  });
}

import type { FastifyInstance } from 'fastify';

import type { Tx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { MediaRow } from '#server/plugins/app/media/media-repository.ts';

export type UploadedImage = { mimeType: string; content: Buffer };

// Stores an uploaded image inside the caller's transaction and logs who uploaded what (the
// caller then points its row at it: a driver's photo, a terminal's meeting point).
export async function storeImage(
  app: FastifyInstance,
  { actor, image, tx }: { actor: Actor & { id: string }; image: UploadedImage; tx: Tx },
): Promise<MediaRow> {
  const media = await app.mediaRepository.create({ ...image, uploadedBy: actor.id }, tx);
  await audit(app, {
    actor,
    action: 'media.uploaded',
    entity: { type: 'media', id: media.id },
    details: { mimeType: media.mimeType, sizeBytes: media.sizeBytes },
    tx,
  });
  return media;
}

import type { FastifyInstance } from 'fastify';

import type { Actor } from '#server/operations/audit.ts';
import type { UploadedImage } from '#server/operations/media/store-image.ts';
import { storeImage } from '#server/operations/media/store-image.ts';
import type { MediaRow } from '#server/plugins/app/media/media-repository.ts';

// Stores an image an administrator uploaded (already sniffed and size-checked by the upload
// reader) and logs who uploaded what.
export async function uploadImage(
  app: FastifyInstance,
  { actor, image }: { actor: Actor & { id: string }; image: UploadedImage },
): Promise<MediaRow> {
  return app.db.transaction((tx) => storeImage(app, { actor, image, tx }));
}

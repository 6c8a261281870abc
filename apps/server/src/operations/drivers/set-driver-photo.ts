import type { FastifyInstance } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { UploadedImage } from '#server/operations/media/store-image.ts';
import { storeImage } from '#server/operations/media/store-image.ts';
import type { DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';

// Gives a driver the photo their students see on the pass (issue 35 item 3), or takes it away
// (`image` null). The image is stored in the same transaction as the driver's change.
export async function setDriverPhoto(
  app: FastifyInstance,
  { actor, id, image }: { actor: SignedInActor; id: string; image: UploadedImage | null },
): Promise<DriverRow> {
  return app.db.transaction(async (tx) => {
    const before = await app.driversRepository.lock(id, tx);
    if (!before || before.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
    const media = image ? await storeImage(app, { actor, image, tx }) : null;
    const updated = (await app.driversRepository.update(
      id,
      { photoMediaId: media?.id ?? null },
      tx,
    ))!;
    await audit(app, {
      actor,
      action: 'driver.updated',
      entity: { type: 'driver', id },
      details: { name: updated.name, fields: ['photo'] },
      tx,
    });
    return updated;
  });
}

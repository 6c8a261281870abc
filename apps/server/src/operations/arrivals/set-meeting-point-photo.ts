import type { FastifyInstance } from 'fastify';

import type { DispatchSettings, Terminal } from '@landed/shared/schemas/arrivals';

import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { UploadedImage } from '#server/operations/media/store-image.ts';
import { storeImage } from '#server/operations/media/store-image.ts';

// The photo of one terminal's meeting point, uploaded once by the business (issue 35 item 3),
// or removed (`image` null). Every booking whose meeting point is at that terminal shows it
// (docs/decisions/135).
export async function setMeetingPointPhoto(
  app: FastifyInstance,
  {
    actor,
    terminal,
    image,
  }: { actor: SignedInActor; terminal: Terminal; image: UploadedImage | null },
): Promise<DispatchSettings> {
  return app.db.transaction(async (tx) => {
    const media = image ? await storeImage(app, { actor, image, tx }) : null;
    await app.arrivalsRepository.setMeetingPointPhoto({ terminal, mediaId: media?.id ?? null }, tx);
    await audit(app, {
      actor,
      action: 'dispatch.settings_updated',
      entity: { type: 'settings', id: 'dispatch' },
      details: { fields: [`meetingPointPhotos.${terminal}`] },
      tx,
    });
    return app.arrivalsRepository.dispatchSettings(tx);
  });
}

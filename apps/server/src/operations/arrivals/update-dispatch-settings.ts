import type { FastifyInstance } from 'fastify';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Where drivers meet students unless a booking says otherwise (CMS `default_meeting_point`),
// set by those who run the pickups. Bookings already assigned keep the meeting point their
// student was told (docs/decisions/060).
export async function updateDispatchSettings(
  app: FastifyInstance,
  { actor, defaultMeetingPoint }: { actor: Actor; defaultMeetingPoint: string },
): Promise<{ defaultMeetingPoint: string }> {
  return app.db.transaction(async (tx) => {
    const before = await app.arrivalsRepository.defaultMeetingPoint(tx);
    if (before !== defaultMeetingPoint) {
      await app.arrivalsRepository.setDefaultMeetingPoint(defaultMeetingPoint, tx);
      await audit(app, {
        actor,
        action: 'dispatch.settings_updated',
        entity: { type: 'cms' },
        details: { defaultMeetingPoint: { before, after: defaultMeetingPoint } },
        tx,
      });
    }
    return { defaultMeetingPoint };
  });
}

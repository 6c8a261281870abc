import type { FastifyInstance } from 'fastify';

import type { DispatchSettings } from '@landed/shared/schemas/arrivals';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// How pickups run, set by those who run them (docs/decisions/060, 064): where drivers meet
// students unless a booking says otherwise (bookings already assigned keep the meeting point
// their student was told), and how many hours before the arrival a student may still change it.
export async function updateDispatchSettings(
  app: FastifyInstance,
  { actor, patch }: { actor: Actor; patch: Partial<DispatchSettings> },
): Promise<DispatchSettings> {
  return app.db.transaction(async (tx) => {
    const before = await app.arrivalsRepository.dispatchSettings(tx);
    const changed = (Object.keys(patch) as Array<keyof DispatchSettings>).filter(
      (key) => patch[key] !== undefined && patch[key] !== before[key],
    );
    if (changed.length === 0) return before;
    await app.arrivalsRepository.setDispatchSettings(patch, tx);
    await audit(app, {
      actor,
      action: 'dispatch.settings_updated',
      entity: { type: 'cms' },
      details: Object.fromEntries(
        changed.map((key) => [key, { before: before[key], after: patch[key] }]),
      ),
      tx,
    });
    return { ...before, ...patch };
  });
}

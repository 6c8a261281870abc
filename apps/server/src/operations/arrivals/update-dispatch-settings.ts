import type { FastifyInstance } from 'fastify';

import type { DispatchSettings } from '@landed/shared/schemas/arrivals';

import type { Actor } from '#server/operations/audit.ts';
import { updateSettings } from '#server/operations/update-settings.ts';

// How pickups run, set by those who run them (docs/decisions/060, 064): where drivers meet
// students unless a booking says otherwise (bookings already assigned keep the meeting point
// their student was told), and how many hours before the arrival a student may still change it.
export async function updateDispatchSettings(
  app: FastifyInstance,
  { actor, patch }: { actor: Actor; patch: Partial<DispatchSettings> },
): Promise<DispatchSettings> {
  return updateSettings(app, {
    actor,
    action: 'dispatch.settings_updated',
    patch,
    read: (tx) => app.arrivalsRepository.dispatchSettings(tx),
    write: (changes, tx) => app.arrivalsRepository.setDispatchSettings(changes, tx),
  });
}

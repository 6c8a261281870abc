import type { FastifyInstance } from 'fastify';

import type { FlightSettings } from '@landed/shared/schemas/flights';

import type { Actor } from '#server/operations/audit.ts';
import { updateSettings } from '#server/operations/update-settings.ts';

// The Super Admin's pickup settings (docs/decisions/121): the call time's buffer after landing
// and the wait before No-show, domestic and international; each change logged.
export async function updateFlightSettings(
  app: FastifyInstance,
  { actor, patch }: { actor: Actor; patch: Partial<FlightSettings> },
): Promise<FlightSettings> {
  return updateSettings(app, {
    actor,
    action: 'flights.settings_updated',
    patch,
    read: (tx) => app.flightsRepository.settings(tx),
    write: (changes, tx) => app.flightsRepository.setSettings(changes, tx),
  });
}

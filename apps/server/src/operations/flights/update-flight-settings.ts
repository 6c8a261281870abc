import type { FastifyInstance } from 'fastify';

import type { FlightSettings } from '@landed/shared/schemas/flights';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// The Super Admin's pickup settings (docs/decisions/121): the call time's buffer after landing
// and the wait before No-show, domestic and international; each change logged.
export async function updateFlightSettings(
  app: FastifyInstance,
  { actor, patch }: { actor: Actor; patch: Partial<FlightSettings> },
): Promise<FlightSettings> {
  return app.db.transaction(async (tx) => {
    const before = await app.flightsRepository.settings(tx);
    const changed = (Object.keys(patch) as Array<keyof FlightSettings>).filter(
      (key) => patch[key] !== undefined && patch[key] !== before[key],
    );
    if (changed.length === 0) return before;
    await app.flightsRepository.setSettings(patch, tx);
    await audit(app, {
      actor,
      action: 'flights.settings_updated',
      entity: { type: 'cms' },
      details: Object.fromEntries(
        changed.map((key) => [key, { before: before[key], after: patch[key] }]),
      ),
      tx,
    });
    return { ...before, ...patch };
  });
}

import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '#server/config.ts';
import { aeroDataBox } from './providers/aerodatabox.ts';
import type { FlightStatusProvider } from './providers/flight-status-provider.ts';
import { flightAware } from './providers/flightaware.ts';

const chosen = new WeakMap<AppConfig, FlightStatusProvider | null>();

// The provider FLIGHT_STATUS_PROVIDER names, made once per app; null: tracking is off.
export function chooseProvider(app: FastifyInstance): FlightStatusProvider | null {
  if (!chosen.has(app.config)) {
    const settings = app.config.flightStatus ?? null;
    chosen.set(
      app.config,
      !settings
        ? null
        : settings.provider === 'aerodatabox'
          ? aeroDataBox(settings)
          : flightAware(settings),
    );
  }
  return chosen.get(app.config) ?? null;
}

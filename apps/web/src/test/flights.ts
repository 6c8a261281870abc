import type { BookingFlight } from '@landed/shared/schemas/flights';
import { flightNotKnown } from '@landed/shared/schemas/flights';

// A booking's flight as the server sends it: untracked (every fact null) unless overridden.
export const flightFixture = (overrides: Partial<BookingFlight> = {}): BookingFlight => ({
  ...flightNotKnown(null),
  ...overrides,
});

import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { arrivalsRangeError } from '@landed/shared/schemas/arrivals';
import type { ArrivalsFilter as ArrivalsQueryFilter } from '@landed/shared/schemas/arrivals';

import { badRequest } from '#server/lib/http-errors.ts';
import type { ArrivalsFilter } from '#server/plugins/app/arrivals/arrivals-repository.ts';

// The range the board shows: `from` defaults to today in Melbourne (by the app's clock), `to`
// to `from`. A range the schema could not check whole (only `to` sent) is checked here.
export function resolveArrivalsRange(
  app: FastifyInstance,
  query: ArrivalsQueryFilter,
): ArrivalsFilter {
  const from = query.from ?? melbourneDate(app.config.now());
  const to = query.to ?? from;
  const error = arrivalsRangeError({ from, to });
  if (error) throw badRequest(error, 'BAD_RANGE');
  return { ...query, from, to };
}

// One page of the arrivals board (docs/decisions/060).
export async function listArrivals(
  app: FastifyInstance,
  { query, limit, page }: { query: ArrivalsQueryFilter; limit: number; page: number },
) {
  const filter = resolveArrivalsRange(app, query);
  const result = await app.arrivalsRepository.list({ filter, page: { limit, page } });
  // Without a provider, the board says flight tracking is off (issue 34 item 1).
  return {
    ...result,
    from: filter.from,
    to: filter.to,
    flightTracking: Boolean(app.config.flightStatus),
  };
}

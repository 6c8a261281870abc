import type { FastifyInstance } from 'fastify';

import type { Driver } from '@landed/shared/schemas/drivers';

import { ratingWindowStart } from '#server/operations/ratings/get-low-ratings.ts';
import type { DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';
import { toDriver } from '#server/plugins/app/drivers/drivers-repository.ts';

// Drivers as staff read them, each with students' ratings of the last 90 days (issue 35 item
// 5): one query for the whole page.
export async function driversWithRatings(
  app: FastifyInstance,
  rows: DriverRow[],
): Promise<Driver[]> {
  const averages = await app.ratingsRepository.driverAverages(
    rows.map((r) => r.id),
    ratingWindowStart(app.config.now()),
  );
  const byDriver = new Map(averages.map((a) => [a.driverId, a]));
  return rows.map((row) => {
    const { average = null, count = 0 } = byDriver.get(row.id) ?? {};
    // One decimal, as the drivers list shows it.
    const rounded = average === null ? null : Math.round(average * 10) / 10;
    return { ...toDriver(row), rating: { average: rounded, count } };
  });
}

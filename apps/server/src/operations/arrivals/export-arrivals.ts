import type { FastifyInstance } from 'fastify';

import type { ArrivalsFilter } from '@landed/shared/schemas/arrivals';

import { toCsv } from '#server/lib/csv.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { resolveArrivalsRange } from './list-arrivals.ts';

// The board as a CSV for a spreadsheet or a printed run sheet: the whole range (at most
// ARRIVALS_MAX_RANGE_DAYS), same filters and order. An export of personal data is logged.
export async function exportArrivals(
  app: FastifyInstance,
  { actor, query }: { actor: Actor; query: ArrivalsFilter },
): Promise<{ csv: string; from: string; to: string }> {
  const filter = resolveArrivalsRange(app, query);
  const { arrivals } = await app.arrivalsRepository.list({ filter });
  const csv = toCsv({
    columns: [
      'Date',
      'Time',
      'Flight',
      'Booking ID',
      'Student',
      'Phone',
      'Email',
      'University',
      'Package',
      'Services',
      'Status',
      'Payment',
      'Driver',
      'Driver phone',
      'Pickup status',
      'Meeting point',
      'Destination',
      'Notes',
    ],
    rows: arrivals.map((a) => [
      a.date,
      a.time,
      a.flightNumber,
      a.bookingId,
      a.student.name,
      a.student.phone,
      a.student.email,
      a.student.university,
      a.packageName,
      a.services.join('; '),
      a.status,
      a.paymentStatus,
      a.driver?.name ?? '',
      a.driver?.phone ?? '',
      a.pickupStatus,
      a.meetingPoint,
      a.destinationAddress,
      a.notes,
    ]),
  });
  await audit(app, {
    actor,
    action: 'arrivals.exported',
    entity: { type: 'booking' },
    details: { from: filter.from, to: filter.to, rows: arrivals.length },
  });
  return { csv, from: filter.from, to: filter.to };
}

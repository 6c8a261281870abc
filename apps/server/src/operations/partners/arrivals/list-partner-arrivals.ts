import type { FastifyInstance } from 'fastify';

import type { PartnerArrivalsResponse } from '@landed/shared/schemas/partner-board';

import { resolveArrivalsRange } from '#server/operations/arrivals/list-arrivals.ts';

// One page of a partner's board (docs/decisions/095): the staff board's query narrowed to the
// partner's bookings, each row cut down to what the partner may see.
export async function listPartnerArrivals(
  app: FastifyInstance,
  {
    partnerId,
    query,
    limit,
    page,
  }: {
    partnerId: string;
    query: { from?: string | undefined; to?: string | undefined };
    limit: number;
    page: number;
  },
): Promise<PartnerArrivalsResponse> {
  const filter = { ...resolveArrivalsRange(app, query), partnerId };
  const { arrivals, total } = await app.arrivalsRepository.list({
    filter,
    page: { limit, page },
  });
  return {
    arrivals: arrivals.map((a) => ({
      _id: a._id,
      bookingId: a.bookingId,
      date: a.date,
      time: a.time,
      flightNumber: a.flightNumber,
      flight: a.flight,
      pickupTime: a.pickupTime ?? null,
      // The university is the profile's: shown for the student's own bookings through the
      // partner, never for one the partner made (it would show an existing account's profile;
      // docs/decisions/105).
      student: {
        name: a.student.name,
        email: a.student.email,
        university: a.studentConsent ? '' : a.student.university,
      },
      packageName: a.packageName,
      services: a.services,
      status: a.status,
      paymentStatus: a.paymentStatus,
      billedToPartner: a.billedToPartner,
      partnerName: a.partnerName,
      driver: a.driver ? { name: a.driver.name } : null,
      pickupStatus: a.pickupStatus,
      // The driver's last status and its time, never the place (issue 35).
      driverStatus: a.driverStatus ?? null,
      studentConsent: a.studentConsent ?? null,
    })),
    total,
    from: filter.from,
    to: filter.to,
  };
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { melbourneDate } from '@landed/shared/dates';
import type { Booking } from '@landed/shared/schemas/booking';
import type {
  PartnerBooking,
  partnerBookingBodySchema,
} from '@landed/shared/schemas/partner-bookings';

import { HttpError, conflict, forbidden } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { arrivalDateProblem, priceBooking } from '#server/operations/bookings/create-booking.ts';
import { toBooking } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { PartnerUser } from '#server/plugins/app/partners/partners-repository.ts';
import {
  createPartnerBookings,
  notAllowedProblem,
  studentDateKey,
} from './create-partner-bookings.ts';

type Body = z.output<typeof partnerBookingBodySchema>;

export const ALREADY_BOOKED =
  'Your organisation has already booked this student for that arrival date.';

// POST /api/partner/bookings: one student, from the portal's form. The server prices it from its
// catalogue, as for a student's own booking; one student and day is booked once. The answer is
// the same whether the address had an account or not (docs/decisions/105): what the partner
// typed, waiting for the student.
export async function bookForStudent(
  app: FastifyInstance,
  { partnerUser, actor, body }: { partnerUser: PartnerUser; actor: SignedInActor; body: Body },
): Promise<{ booking: Booking; partnerBooking: PartnerBooking }> {
  const { partner } = partnerUser;
  const dateProblem = arrivalDateProblem(melbourneDate(app.config.now()), body.preferredDate);
  if (dateProblem) {
    throw new HttpError({
      statusCode: 400,
      message: `preferredDate: ${dateProblem}`,
      code: 'VALIDATION_ERROR',
    });
  }
  return app.db.transaction(async (tx) => {
    const priced = await priceBooking(app, { body, tx });
    const notAllowed = notAllowedProblem(partner, priced);
    if (notAllowed) throw forbidden(notAllowed, 'NOT_ALLOWED_FOR_PARTNER');
    const { created } = await createPartnerBookings(app, {
      partner,
      actor,
      source: 'form',
      rows: [
        {
          studentEmail: body.studentEmail,
          studentName: body.studentName,
          studentId: body.studentId ?? '',
          university: partner.kind === 'University' ? partner.name : '',
          locale: body.language ?? 'en',
          contactName: body.userName ?? body.studentName,
          contactEmail: body.email ?? body.studentEmail,
          phone: body.phone,
          preferredDate: body.preferredDate,
          arrivalTime: body.arrivalTime ?? '',
          flightNumber: body.flightNumber ?? '',
          destinationAddress: body.destinationAddress ?? '',
          notes: body.notes ?? '',
          key: studentDateKey(body.studentEmail, body.preferredDate),
          priced,
        },
      ],
      tx,
    });
    const row = created[0];
    if (!row) throw conflict(ALREADY_BOOKED, 'ALREADY_BOOKED');
    const [partnerBooking] = await app.partnerBookingsRepository.toPartnerBookings(
      partner.id,
      [row],
      tx,
    );
    return {
      booking: toBooking({
        row,
        selections: [...priced.selections].sort((a, b) =>
          a.serviceName.localeCompare(b.serviceName),
        ),
      }),
      partnerBooking: partnerBooking!,
    };
  });
}

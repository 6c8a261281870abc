import type { FastifyInstance } from 'fastify';

import { melbourneDate, addDays } from '@landed/shared/dates';
import { formatMoney, parsePrice } from '@landed/shared/money';
import type { Booking } from '@landed/shared/schemas/booking';
import type { createBookingBodySchema } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import type { z } from 'zod';

import { HttpError, conflict, forbidden } from '../../../lib/http-errors.ts';
import type { AuthState } from '../users/users-repository.ts';
import type { NewSelection } from './bookings-repository.ts';
import { toBooking } from './bookings-repository.ts';

type Body = z.output<typeof createBookingBodySchema>;

const fieldError = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, 'VALIDATION_ERROR');

// Books a fixed or custom package for the signed-in user. The server names and prices the
// booking from its own data; a price or name sent by the client is ignored (DECISIONS).
export async function createBooking(
  app: FastifyInstance,
  { user, body }: { user: AuthState; body: Body },
): Promise<Booking> {
  if (body.userId && body.userId !== user.id)
    throw forbidden(BOOKING_MESSAGES.notYourAccount, 'NOT_YOUR_ACCOUNT');

  const today = melbourneDate(app.config.now());
  if (body.preferredDate < today) throw fieldError('preferredDate', BOOKING_MESSAGES.dateInPast);
  if (body.preferredDate > addDays(today, 731))
    throw fieldError('preferredDate', BOOKING_MESSAGES.dateTooFar);

  const repo = app.bookingsRepository;
  return app.db.transaction(async (tx) => {
    let packageId: string | null;
    let packageName: string;
    let totalPriceCents: number;
    let selections: NewSelection[] = [];

    if (body.packageId) {
      const pkg = await repo.findBookablePackage(body.packageId, tx);
      const price = pkg && pkg.type === 'Standard' ? parsePrice(pkg.price) : null;
      if (!pkg || price === null)
        throw conflict(BOOKING_MESSAGES.packageUnavailable, 'PACKAGE_UNAVAILABLE');
      packageId = pkg.id;
      packageName = pkg.title;
      totalPriceCents = price;
    } else {
      const custom = await repo.findBookableCustomPackage(tx);
      if (!custom) throw conflict(BOOKING_MESSAGES.customUnavailable, 'CUSTOM_UNAVAILABLE');
      const wanted = body.customSelections!.map((s) => s.optionId);
      if (new Set(wanted).size !== wanted.length)
        throw fieldError('customSelections', BOOKING_MESSAGES.onePerService);
      const options = await repo.findOptions(wanted, tx);
      if (options.length !== wanted.length)
        throw conflict(BOOKING_MESSAGES.optionUnavailable, 'OPTION_UNAVAILABLE');
      if (new Set(options.map((o) => o.serviceId)).size !== options.length) {
        throw fieldError('customSelections', BOOKING_MESSAGES.onePerService);
      }
      packageId = custom.id;
      packageName = 'Custom Package';
      totalPriceCents = options.reduce((sum, o) => sum + o.priceCents, 0);
      selections = options.map((o) => ({
        customServiceId: o.serviceId,
        customOptionId: o.optionId,
        serviceKey: o.serviceKey,
        serviceName: o.serviceName,
        optionName: o.optionName,
        priceCents: o.priceCents,
      }));
    }

    const row = await repo.create(
      {
        userId: user.id,
        packageId,
        packageName,
        isCustom: selections.length > 0,
        contactName: body.userName,
        contactEmail: body.email,
        contactPhone: body.phone,
        preferredDate: body.preferredDate,
        arrivalTime: body.arrivalTime ?? '',
        flightNumber: body.flightNumber ?? '',
        notes: body.notes ?? '',
        totalPriceCents,
      },
      selections,
      tx,
    );
    await app.notificationsRepository.create(
      {
        userId: user.id,
        type: 'booking',
        message: `Booking ${row.bookingRef} received: ${packageName}, ${formatMoney(totalPriceCents)}. Pay by bank transfer from your dashboard, quoting ${row.bookingRef}.`,
      },
      tx,
    );
    // To the account's address, not the one typed in the form: a booking cannot be used to
    // send mail to a stranger.
    await app.mail.enqueue(
      {
        template: 'booking-received',
        to: user.email,
        data: {
          name: user.name,
          bookingRef: row.bookingRef,
          packageName,
          preferredDate: row.preferredDate,
          totalPrice: totalPriceCents,
        },
      },
      tx,
    );
    await app.auditRepository.write(
      {
        category: 'booking',
        action: 'booking.created',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'booking',
        entityId: row.id,
        details: { bookingId: row.bookingRef, packageName, total: totalPriceCents / 100 },
      },
      tx,
    );
    // A new booking has no payment yet and its selections are the ones just written: no need
    // to read them back.
    return toBooking(
      row,
      [...selections].sort((a, b) => a.serviceName.localeCompare(b.serviceName)),
      undefined,
    );
  });
}

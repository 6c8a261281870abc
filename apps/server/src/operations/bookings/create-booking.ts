import type { FastifyInstance } from 'fastify';

import { melbourneDate, addDays } from '@landed/shared/dates';
import { parsePrice } from '@landed/shared/money';
import type { Booking } from '@landed/shared/schemas/booking';
import type { createBookingBodySchema } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { idSchema } from '@landed/shared/schemas/common';
import type { z } from 'zod';

import { HttpError, conflict, forbidden, tooManyRequests } from '#server/lib/http-errors.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { partnerOfOwnBooking } from '#server/operations/partners/bookings/partner-of-own-booking.ts';
import { recordPartnerConsent } from '#server/operations/partners/bookings/record-partner-consent.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { NewSelection } from '#server/plugins/app/bookings/bookings-repository.ts';
import { partnerOf, toBooking } from '#server/plugins/app/bookings/bookings-repository.ts';

type Body = z.output<typeof createBookingBodySchema>;
// The part of a payload that chooses what is booked.
export type PackageChoice = Pick<
  Body,
  'packageId' | 'packageName' | 'customSelections' | 'services'
>;

const HOUR_MS = 60 * 60_000;

const fieldError = (field: string, message: string) =>
  new HttpError({
    statusCode: 400,
    message: `${field}: ${message}`,
    code: 'VALIDATION_ERROR',
  });

const isId = (value: string) => idSchema.safeParse(value).success;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type PackageRow = NonNullable<
  Awaited<ReturnType<FastifyInstance['bookingsRepository']['findBookablePackage']>>
>;

// Which package the payload asks for, in either form (docs/decisions/047). A package named
// by the client that is unknown or hidden is bad input (400, naming the field and the name);
// an `_id` that has become unavailable since the page loaded is a conflict (409), as before.
async function resolvePackage(
  app: FastifyInstance,
  body: PackageChoice,
  tx: DbOrTx,
): Promise<{ kind: 'fixed'; pkg: PackageRow } | { kind: 'custom' }> {
  const repo = app.bookingsRepository;
  const field = body.packageId ? 'packageId' : 'packageName';
  const ref = body.packageId || body.packageName || '';
  const custom = Boolean(body.customSelections || body.services);
  if (!ref) return { kind: 'custom' };

  if (isId(ref)) {
    const pkg = await repo.findBookablePackage(ref, tx);
    if (!pkg) throw conflict(BOOKING_MESSAGES.packageUnavailable, 'PACKAGE_UNAVAILABLE');
    if (pkg.type === 'Custom') return custom ? { kind: 'custom' } : { kind: 'fixed', pkg };
    if (custom) throw fieldError(field, BOOKING_MESSAGES.pickOne);
    return { kind: 'fixed', pkg };
  }

  const pkg = await repo.findBookablePackageByName(ref, tx);
  if (!pkg) {
    throw new HttpError({
      statusCode: 400,
      message: `${field}: ${BOOKING_MESSAGES.packageUnavailable} ("${ref.slice(0, 100)}")`,
      code: 'PACKAGE_UNAVAILABLE',
    });
  }
  if (pkg.type === 'Custom') {
    if (!custom) throw fieldError('services', BOOKING_MESSAGES.chooseService);
    return { kind: 'custom' };
  }
  if (custom) throw fieldError(field, BOOKING_MESSAGES.pickOne);
  return { kind: 'fixed', pkg };
}

// Public §3's services, [{serviceName, optionName}], to option ids: the service by its name
// or key, the option by its name within that service, trimmed and in any case.
async function optionIdsByName(
  app: FastifyInstance,
  services: NonNullable<PackageChoice['services']>,
  tx: DbOrTx,
): Promise<string[]> {
  const catalogue = await app.customOptionsRepository.listCatalogue(tx);
  return services.map((wanted, index) => {
    const service = catalogue.services.find(
      (s) => sameName(s.name, wanted.serviceName) || sameName(s.key, wanted.serviceName),
    );
    if (!service) {
      throw fieldError(
        `services.${index}.serviceName`,
        `We do not offer a service called "${wanted.serviceName}".`,
      );
    }
    const option = catalogue.options.find(
      (o) => o.serviceId === service.id && sameName(o.name, wanted.optionName),
    );
    if (!option) {
      throw fieldError(
        `services.${index}.optionName`,
        `${service.name} has no option called "${wanted.optionName}".`,
      );
    }
    return option.id;
  });
}

// Why an arrival date (YYYY-MM-DD) cannot be booked on `today` (Melbourne), or null.
export function arrivalDateProblem(today: string, date: string): string | null {
  if (date < today) return BOOKING_MESSAGES.dateInPast;
  if (date > addDays(today, 731)) return BOOKING_MESSAGES.dateTooFar;
  return null;
}

// What the payload books and what it costs, from the server's own catalogue: the package (fixed)
// or the options (custom), named and priced here whatever the client sent. Shared by a
// student's booking and a partner's (issue 27).
export type PricedBooking = {
  packageId: string | null;
  packageName: string;
  totalPriceCents: number;
  selections: NewSelection[];
};

export async function priceBooking(
  app: FastifyInstance,
  { body, tx }: { body: PackageChoice; tx: DbOrTx },
): Promise<PricedBooking> {
  const repo = app.bookingsRepository;
  let packageId: string | null;
  let packageName: string;
  let totalPriceCents: number;
  let selections: NewSelection[] = [];

  const wanted = await resolvePackage(app, body, tx);
  if (wanted.kind === 'fixed') {
    const pkg = wanted.pkg;
    const price = pkg.type === 'Standard' ? parsePrice(pkg.price) : null;
    if (price === null) throw conflict(BOOKING_MESSAGES.packageUnavailable, 'PACKAGE_UNAVAILABLE');
    packageId = pkg.id;
    packageName = pkg.title;
    totalPriceCents = price;
  } else {
    const custom = await repo.findBookableCustomPackage(tx);
    if (!custom) throw conflict(BOOKING_MESSAGES.customUnavailable, 'CUSTOM_UNAVAILABLE');
    const optionIds = body.services
      ? await optionIdsByName(app, body.services, tx)
      : body.customSelections!.map((s) => s.optionId);
    const field = body.services ? 'services' : 'customSelections';
    if (new Set(optionIds).size !== optionIds.length)
      throw fieldError(field, BOOKING_MESSAGES.onePerService);
    const options = await repo.findOptions(optionIds, tx);
    if (options.length !== optionIds.length)
      throw conflict(BOOKING_MESSAGES.optionUnavailable, 'OPTION_UNAVAILABLE');
    if (new Set(options.map((o) => o.serviceId)).size !== options.length) {
      throw fieldError(field, BOOKING_MESSAGES.onePerService);
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
  return { packageId, packageName, totalPriceCents, selections };
}

// Books a fixed or custom package for the signed-in user. The server names and prices the
// booking from its own data; a price or name sent by the client is ignored (DECISIONS).
export async function createBooking(
  app: FastifyInstance,
  { user, body, ip }: { user: AuthState; body: Body; ip: string },
): Promise<Booking> {
  if (body.userId && body.userId !== user.id)
    throw forbidden(BOOKING_MESSAGES.notYourAccount, 'NOT_YOUR_ACCOUNT');

  const now = app.config.now();
  const dateProblem = arrivalDateProblem(melbourneDate(now), body.preferredDate);
  if (dateProblem) throw fieldError('preferredDate', dateProblem);

  const repo = app.bookingsRepository;
  return app.db.transaction(async (tx) => {
    // At most RATE_LIMIT_BOOKINGS_PER_HOUR (30) per user, counted in the database under a lock on the user's
    // row: the same answer on every instance and for requests sent at once.
    const account = await app.usersRepository.lockById(user.id, tx);
    const recent = await repo.countCreatedSince(user.id, new Date(now.getTime() - HOUR_MS), tx);
    if (recent >= app.config.bookingsPerUserPerHour) {
      throw tooManyRequests(BOOKING_MESSAGES.tooManyBookings, 'TOO_MANY_BOOKINGS');
    }

    const { packageId, packageName, totalPriceCents, selections } = await priceBooking(app, {
      body,
      tx,
    });
    // A student naming a partner university, or brought by a partner's link: the booking is
    // the partner's too, and may wait for its approval (issue 27, docs/decisions/094).
    const partnerTag = account ? await partnerOfOwnBooking(app, { account, now, tx }) : undefined;
    const row = await repo.create(
      {
        ...partnerTag?.fields,
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
    // In the student's language, like the mail below, with the package's name in it.
    const { t, money } = translatorFor(user.locale);
    const shownName = await repo.packageNameIn({ row, locale: user.locale }, tx);
    // A booking its partner pays is never offered to the student to pay (issue 31).
    const partnerPays = row.billedToPartner ? partnerTag?.partner.name : undefined;
    const received = {
      bookingRef: row.bookingRef,
      packageName: shownName,
      amount: money(totalPriceCents),
    };
    await app.notificationsRepository.create(
      {
        userId: user.id,
        type: 'booking',
        message: partnerPays
          ? t('notification.bookingReceivedPartnerPays', { ...received, partnerName: partnerPays })
          : t('notification.bookingReceived', received),
      },
      tx,
    );
    // To the account's address, not the one typed in the form: a booking cannot be used to
    // send mail to a stranger.
    await app.mail.enqueue(
      {
        template: 'booking-received',
        to: user.email,
        bookingId: row.id,
        locale: user.locale,
        data: {
          name: user.name,
          bookingRef: row.bookingRef,
          packageName: shownName,
          preferredDate: row.preferredDate,
          totalPrice: totalPriceCents,
          ...(partnerPays ? { partnerPays } : {}),
          ...(app.stripe ? { cardsAccepted: true } : {}),
        },
      },
      tx,
    );
    if (partnerTag) {
      await recordPartnerConsent(
        app,
        {
          userId: user.id,
          email: user.email,
          partner: partnerTag.partner,
          ip,
          source: 'booking form',
        },
        tx,
      );
    }
    await audit(app, {
      category: 'booking',
      actor: { id: user.id, email: user.email, ip },
      action: 'booking.created',
      entity: { type: 'booking', id: row.id },
      details: {
        bookingId: row.bookingRef,
        packageName,
        total: totalPriceCents / 100,
        ...(partnerTag
          ? { partner: partnerTag.partner.name, partnerSource: partnerTag.fields.partnerSource }
          : {}),
      },
      tx,
    });
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor: user,
      action: 'created',
      details: { packageName, total: totalPriceCents / 100, preferredDate: body.preferredDate },
      tx,
    });
    // A new booking has no payment yet and its selections are the ones just written: no need
    // to read them back.
    return toBooking({
      row,
      selections: [...selections].sort((a, b) => a.serviceName.localeCompare(b.serviceName)),
      partner: partnerOf(row, partnerTag ? [partnerTag.partner] : []),
    });
  });
}

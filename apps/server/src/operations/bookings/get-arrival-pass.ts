// The arrival pass (issue 15 item 6, docs/decisions/062): everything a student needs in the
// arrivals hall, in one answer the pass page keeps for offline use.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';

import { TIME_ZONE } from '@landed/shared/constants';
import { whatsAppLink } from '@landed/shared/contact-links';
import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';
import type { PackageNameTranslations } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { TRANSLATED_LOCALES } from '@landed/shared/schemas/translations';

import { BUILT_IN_TEXTS } from '#server/db/seed/data/translations/built-in-texts.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

import { notFound } from '#server/lib/http-errors.ts';
import { meetingPointOf } from '#server/operations/calendars/to-pickup-event.ts';

// The booking reference as a QR code that staff can scan at the airport, as an SVG data URL
// (the web bundle carries no QR library).
async function qrCodeOf(reference: string): Promise<string> {
  const svg = await QRCode.toString(reference, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

// The pass's staff-written texts in each language (docs/decisions/081): the CMS's translations
// of its own meeting point and help, or the built-in ones while the CMS leaves them empty. A
// meeting point staff set on the booking is not translated.
function passTranslations({
  row,
  cms,
  packageTitles,
}: {
  row: BookingRow;
  cms: CmsRow | undefined;
  packageTitles: PackageNameTranslations;
}): NonNullable<ArrivalPass['translations']> {
  const result: NonNullable<ArrivalPass['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const own = cms?.translations[locale] ?? {};
    const builtIn = BUILT_IN_TEXTS[locale];
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const meetingPoint = row.meetingPoint.trim()
      ? ''
      : cms?.defaultMeetingPoint.trim()
        ? text(own.defaultMeetingPoint)
        : builtIn.meetingPoint;
    const help = cms?.arrivalHelp.trim() ? text(own.arrivalHelp) : builtIn.arrivalHelp;
    const packageName = packageTitles[locale] ?? '';
    result[locale] = {
      ...(packageName && { packageName }),
      ...(meetingPoint && { meetingPoint }),
      ...(help && { help }),
    };
  }
  return result;
}

// The owner's booking, by _id or reference; anyone else's is not found.
export async function findOwnBooking(
  app: FastifyInstance,
  { userId, key }: { userId: string; key: string },
): Promise<BookingRow> {
  const row = await app.bookingsRepository.findForUserByKey(key, userId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

export async function getArrivalPass(
  app: FastifyInstance,
  { userId, key }: { userId: string; key: string },
): Promise<ArrivalPass> {
  const row = await findOwnBooking(app, { userId, key });
  const [[hydrated], cms] = await Promise.all([
    app.bookingsRepository.hydrateFully([row]),
    app.cmsRepository.get(),
  ]);
  const supportPhone = cms?.contactPhone ?? '';
  const chat = cms?.chatUrl.startsWith('https://wa.me/') ? cms.chatUrl : '';
  return {
    _id: row.id,
    bookingId: row.bookingRef,
    qrCode: await qrCodeOf(row.bookingRef),
    status: row.status,
    packageName: row.packageName,
    studentName: row.contactName,
    flightNumber: row.flightNumber,
    arrivalDate: row.preferredDate,
    arrivalTime: row.arrivalTime,
    timeZone: TIME_ZONE,
    pickup: {
      status: row.pickupStatus,
      meetingPoint: meetingPointOf(row, cms),
      driver: hydrated!.booking.pickup.driver,
      time: hydrated!.booking.pickup.time ?? null,
      // Who is coming (issue 35 item 3): the driver's last status and the meeting point's photo.
      driverStatus: hydrated!.booking.pickup.driverStatus ?? null,
      meetingPointPhotoUrl: hydrated!.booking.pickup.meetingPointPhotoUrl ?? null,
    },
    // The live flight, as on the booking (issue 34).
    ...(hydrated!.booking.flight ? { flight: hydrated!.booking.flight } : {}),
    destinationAddress: row.destinationAddress,
    help: {
      text: cms?.arrivalHelp.trim() || ARRIVAL_PASS_DEFAULTS.help,
      supportPhone,
      supportEmail: cms?.contactEmail ?? '',
      whatsappUrl: chat || whatsAppLink(supportPhone),
    },
    translations: passTranslations({
      row,
      cms,
      packageTitles: hydrated!.booking.packageNameTranslations ?? {},
    }),
    generatedAt: app.config.now().toISOString(),
  };
}

// The arrival pass (issue 15 item 6, docs/decisions/062): everything a student needs in the
// arrivals hall, in one answer the pass page keeps for offline use.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';

import { TIME_ZONE } from '@landed/shared/constants';
import { whatsAppLink } from '@landed/shared/contact-links';
import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';
import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

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

// The owner's booking, by _id or reference; anyone else's is not found.
export async function getArrivalPass(
  app: FastifyInstance,
  { userId, key }: { userId: string; key: string },
): Promise<ArrivalPass> {
  const row = await app.bookingsRepository.findForUserByKey(key, userId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
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
    },
    destinationAddress: row.destinationAddress,
    help: {
      text: cms?.arrivalHelp.trim() || ARRIVAL_PASS_DEFAULTS.help,
      supportPhone,
      supportEmail: cms?.contactEmail ?? '',
      whatsappUrl: chat || whatsAppLink(supportPhone),
    },
    generatedAt: app.config.now().toISOString(),
  };
}

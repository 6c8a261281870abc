import type { FastifyInstance } from 'fastify';

import {
  PARTNER_BOOKING_MESSAGES,
  type PartnerImportConfirm,
} from '@landed/shared/schemas/partner-bookings';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import type { PartnerUser } from '#server/plugins/app/partners/partners-repository.ts';
import type { RawImportRow } from './check-import-rows.ts';
import { checkImportRows } from './check-import-rows.ts';
import { createPartnerBookings } from './create-partner-bookings.ts';

// POST /api/partner/imports/{importId}/confirm: every valid row booked in one transaction, or
// none. The rows are checked again first (a package hidden or a day passed since the preview);
// a row booked before (same external id, else same student and date) is skipped. Confirming an
// upload a second time answers what the first did and books nothing.
export async function confirmPartnerImport(
  app: FastifyInstance,
  {
    partnerUser,
    actor,
    importId,
  }: { partnerUser: PartnerUser; actor: SignedInActor; importId: string },
): Promise<PartnerImportConfirm> {
  const { partner } = partnerUser;
  const repo = app.partnerBookingsRepository;
  return app.db.transaction(async (tx) => {
    // Another partner's upload is not found, as if it did not exist.
    const upload = await repo.lockImport({ partnerId: partner.id, importId }, tx);
    if (!upload) throw notFound(PARTNER_BOOKING_MESSAGES.importNotFound);
    if (upload.confirmedAt) return { created: upload.created, skipped: upload.skipped };
    const rows = upload.rows as unknown as RawImportRow[];
    const checked = await checkImportRows(app, { partner, rows, tx });
    const bookable = checked.flatMap((r) => (r.booking ? [r.booking] : []));
    const { created } = await createPartnerBookings(app, {
      partner,
      actor,
      rows: bookable,
      source: `upload ${upload.fileName}`,
      tx,
    });
    const result = { created: created.length, skipped: rows.length - created.length };
    await repo.markImportConfirmed({ importId, ...result, now: app.config.now() }, tx);
    return result;
  });
}

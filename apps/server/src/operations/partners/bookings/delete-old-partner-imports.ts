import type { FastifyInstance } from 'fastify';

import { PARTNER_IMPORT_RETENTION_DAYS } from '@landed/shared/schemas/partner-bookings';

// A partner's uploaded CSVs hold students' names, addresses and arrivals: a confirmed one's
// rows go at confirmation, and every upload, confirmed or not, 30 days after it came
// (docs/decisions/106). Run by the partners' periodic job on every instance: a row is deleted
// once whoever gets there first, and a confirmation in flight holds its row until it is done.
export async function deleteOldPartnerImports(app: FastifyInstance): Promise<number> {
  const cutoff = new Date(
    app.config.now().getTime() - PARTNER_IMPORT_RETENTION_DAYS * 24 * 60 * 60_000,
  );
  const deleted = await app.partnerBookingsRepository.deleteImportsBefore(cutoff);
  if (deleted > 0) app.log.info({ deleted }, 'old partner uploads deleted');
  return deleted;
}

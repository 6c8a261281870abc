import type { FastifyInstance } from 'fastify';

import type { PartnerImportPreview } from '@landed/shared/schemas/partner-bookings';

import type { SignedInActor } from '#server/operations/audit.ts';
import type { PartnerUser } from '#server/plugins/app/partners/partners-repository.ts';
import { checkImportRows, readPartnerCsv } from './check-import-rows.ts';

// POST /api/partner/imports: the file read and every row checked. Only the upload is stored
// (its rows as sent, for the confirmation); no account or booking is written.
export async function previewPartnerImport(
  app: FastifyInstance,
  {
    partnerUser,
    actor,
    file,
  }: {
    partnerUser: PartnerUser;
    actor: SignedInActor;
    file: { content: Buffer; fileName: string };
  },
): Promise<PartnerImportPreview> {
  const raw = readPartnerCsv(file.content);
  return app.db.transaction(async (tx) => {
    const checked = await checkImportRows(app, { partner: partnerUser.partner, rows: raw, tx });
    const stored = await app.partnerBookingsRepository.createImport(
      {
        partnerId: partnerUser.partnerId,
        createdBy: actor.id,
        fileName: file.fileName.slice(0, 200),
        rows: raw,
        // The app's clock, which the 30 days' deletion counts by (docs/decisions/106).
        createdAt: app.config.now(),
      },
      tx,
    );
    return {
      importId: stored.id,
      rows: checked.map(
        ({ line, ok, problems, studentEmail, studentName, preferredDate, packageName, price }) => ({
          line,
          ok,
          problems,
          studentEmail,
          studentName,
          preferredDate,
          packageName,
          price: price ?? null,
        }),
      ),
    };
  });
}

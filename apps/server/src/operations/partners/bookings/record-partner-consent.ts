import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';

// The student agrees that the partner sees this booking's arrival and progress (issue 27 item 4:
// "Students consent to this sharing when they book through a partner"). Kept with the other
// consents (APP 7): in the student's data export, erased with the account.
export async function recordPartnerConsent(
  app: FastifyInstance,
  input: { userId: string; email: string; partner: PartnerRow; ip: string; source: string },
  tx: DbOrTx,
): Promise<void> {
  await app.partnerBookingsRepository.recordConsents(
    [
      {
        userId: input.userId,
        email: input.email,
        partnerId: input.partner.id,
        source: `${input.source}: ${input.partner.name}`,
        ip: input.ip,
      },
    ],
    tx,
  );
}

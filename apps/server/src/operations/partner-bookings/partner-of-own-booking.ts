import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { NewBooking } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';

// A referral link attributes a student's own bookings for this long (issue 27 item 7).
export const REFERRAL_WINDOW_MS = 30 * 24 * 60 * 60_000;

// The partner a student's own booking belongs to, with the fields that tag it: the partner whose
// link brought them within 30 days, else the university they name. A partner that approves its
// students' bookings gets this one in its queue (docs/decisions/094); one that pays on account is
// billed for it.
export async function partnerOfOwnBooking(
  app: FastifyInstance,
  { userId, now, tx }: { userId: string; now: Date; tx: DbOrTx },
): Promise<{ partner: PartnerRow; fields: Partial<NewBooking> } | undefined> {
  const found = await app.partnerBookingsRepository.partnerOfStudent(
    { userId, since: new Date(now.getTime() - REFERRAL_WINDOW_MS) },
    tx,
  );
  if (!found) return undefined;
  const { partner, source } = found;
  return {
    partner,
    fields: {
      partnerId: partner.id,
      partnerSource: source,
      billedToPartner: partner.billingMode === 'account',
      approvalStatus: partner.requiresApproval ? 'Awaiting' : null,
    },
  };
}

import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { referralPartnerOf } from '#server/operations/partners/accounts/referrals.ts';
import type { NewBooking } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// The partner a student's own booking belongs to, with the fields that tag it: the partner whose
// link brought them within 30 days (docs/decisions/092), else the university they name. A
// partner that approves its students' bookings gets this one in its queue (docs/decisions/094);
// one that pays on account is billed for it.
export async function partnerOfOwnBooking(
  app: FastifyInstance,
  {
    account,
    now,
    tx = app.db,
  }: {
    account: Pick<UserRow, 'referredByPartnerId' | 'referredAt' | 'university'>;
    now: Date;
    // The booking's transaction; the database when only asked (GET /api/user/me).
    tx?: DbOrTx;
  },
): Promise<{ partner: PartnerRow; fields: Partial<NewBooking> } | undefined> {
  const referrer = await referralPartnerOf(app, { user: account, now, tx });
  const university = referrer
    ? undefined
    : await app.partnerBookingsRepository.universityNamed(account.university, tx);
  const partner = referrer ?? university;
  if (!partner) return undefined;
  return {
    partner,
    fields: {
      partnerId: partner.id,
      partnerSource: referrer ? 'referral' : 'university',
      billedToPartner: partner.billingMode === 'account',
      approvalStatus: partner.requiresApproval ? 'Awaiting' : null,
    },
  };
}

import type { FastifyInstance } from 'fastify';

import { PARTNER_MESSAGES } from '@landed/shared/schemas/partners';

import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { checkPartnerTerms } from '#server/operations/partners/accounts/check-partner-terms.ts';
import type {
  PartnerFields,
  PartnerRow,
} from '#server/plugins/app/partners/partners-repository.ts';

// Changes a partner's details or terms (only the fields sent), checked on the merged partner.
// The log keeps each changed field's before and after. Deactivating stops its users and its
// referral link at once (partner-auth.ts, referrals.ts), withdraws its open invitations and
// voids every referral ticket and visit before it for good, even after a reactivation
// (`deactivated_at`, docs/decisions/106); the bookings stay its own.
export async function updatePartner(
  app: FastifyInstance,
  { actor, id, patch }: { actor: Actor; id: string; patch: Partial<PartnerFields> },
): Promise<PartnerRow> {
  return app.db.transaction(async (tx) => {
    const before = await app.partnersRepository.lock(id, tx);
    if (!before) throw notFound(PARTNER_MESSAGES.notFound);
    const merged = { ...before, ...patch };
    await checkPartnerTerms(app, { terms: merged, tx });
    const deactivating = before.active && patch.active === false;
    const now = app.config.now();
    const updated = await app.partnersRepository.update(
      id,
      { ...patch, ...(deactivating ? { deactivatedAt: now } : {}) },
      tx,
    );
    const withdrawn = deactivating
      ? await app.invitationsRepository.withdrawAllForPartner(id, now, tx)
      : 0;
    const changes = Object.fromEntries(
      (Object.keys(patch) as (keyof PartnerFields)[])
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(patch[key]))
        .map((key) => [key, { before: before[key], after: patch[key] }]),
    );
    await audit(app, {
      actor,
      action: 'partner.updated',
      entity: { type: 'partner', id },
      details: { name: updated!.name, changes, ...(deactivating ? { withdrawn } : {}) },
      tx,
    });
    return updated!;
  });
}

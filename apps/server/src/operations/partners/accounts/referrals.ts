// Referral links (issue 27 item 7, docs/decisions/092): /?partner=CODE in any language. The
// code is checked here, never trusted from the browser; a student's own booking within 30 days
// of the visit is the partner's (`partner_source = 'referral'`).
import type { FastifyInstance } from 'fastify';

import { REFERRAL_WINDOW_DAYS } from '@landed/shared/schemas/partners';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { readReferralTicket, referralTicket } from '#server/lib/referral-tickets.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

export const REFERRAL_WINDOW_MS = REFERRAL_WINDOW_DAYS * 24 * 60 * 60_000;
export const UNKNOWN_REFERRAL = 'This partner link is not valid.';

// A visitor opened a referral link: the partner's name (the site may greet them) and a ticket
// for the browser to keep. Unknown and inactive codes get one answer.
export async function openReferral(
  app: FastifyInstance,
  { code }: { code: string },
): Promise<{ partner: PartnerRow; ticket: string; expiresAt: Date }> {
  const partner = await app.partnersRepository.findByCode(code);
  if (!partner?.active) throw notFound(UNKNOWN_REFERRAL);
  const openedAt = app.config.now();
  return {
    partner,
    ticket: referralTicket({ secret: app.config.jwtSecret, partnerId: partner.id, openedAt }),
    expiresAt: new Date(openedAt.getTime() + REFERRAL_WINDOW_MS),
  };
}

export type ReferralAnswer = {
  // The partner the account now carries, when this ticket attributed it.
  partner: PartnerRow | null;
  // The account carries another partner's link still in force and the student has not chosen:
  // nothing changed (docs/decisions/106).
  choice: { current: PartnerRow; offered: PartnerRow } | null;
};

// A signed-in student hands over the ticket their browser kept: the account remembers the
// partner and the visit. A newer link of another partner does not replace one in force unless
// the student says so (`replace`: true takes it, false keeps the one they have); an older
// ticket never replaces a newer visit. A void or expired ticket, an inactive partner's, or one
// from before its last deactivation changes nothing.
export async function acceptReferral(
  app: FastifyInstance,
  {
    actor,
    ticket,
    replace,
  }: { actor: SignedInActor; ticket: string; replace?: boolean | undefined },
): Promise<ReferralAnswer> {
  const none: ReferralAnswer = { partner: null, choice: null };
  const read = readReferralTicket({ secret: app.config.jwtSecret, ticket });
  const now = app.config.now();
  if (!read || !withinWindow({ openedAt: read.openedAt, now })) return none;
  return app.db.transaction(async (tx) => {
    const partner = await app.partnersRepository.find(read.partnerId, tx);
    if (!partner || !inForce({ partner, openedAt: read.openedAt })) return none;
    const user = await app.usersRepository.lockById(actor.id, tx);
    // A partner's own people and staff book for others, never through a link.
    if (!user || user.partnerId || user.adminRole) return none;
    if (user.referredAt && user.referredAt >= read.openedAt) {
      return user.referredByPartnerId === partner.id ? { partner, choice: null } : none;
    }
    if (user.referredByPartnerId !== partner.id && replace !== true) {
      const current = await referralPartnerOf(app, { user, now, tx });
      if (current)
        return replace === false ? none : { partner: null, choice: { current, offered: partner } };
    }
    await app.usersRepository.update(
      user.id,
      { referredByPartnerId: partner.id, referredAt: read.openedAt },
      tx,
    );
    await audit(app, {
      actor,
      category: 'booking',
      action: 'partner.referral_recorded',
      entity: { type: 'partner', id: partner.id },
      details: { userId: user.id, openedAt: read.openedAt.toISOString() },
      tx,
    });
    return { partner, choice: null };
  });
}

// A visit counts while its partner is active and it came after the partner's last
// deactivation: deactivating voids every ticket and visit before it, for good.
function inForce({ partner, openedAt }: { partner: PartnerRow; openedAt: Date }): boolean {
  return partner.active && (!partner.deactivatedAt || openedAt > partner.deactivatedAt);
}

// A visit in the future (a clock skew between instances) counts as now.
function withinWindow({ openedAt, now }: { openedAt: Date; now: Date }): boolean {
  return now.getTime() - openedAt.getTime() <= REFERRAL_WINDOW_MS;
}

// The partner a student's own booking made now is attributed to: the one whose link they
// opened within the last 30 days, while it is active; else none.
export async function referralPartnerOf(
  app: FastifyInstance,
  {
    user,
    now,
    tx,
  }: { user: Pick<UserRow, 'referredByPartnerId' | 'referredAt'>; now: Date; tx: DbOrTx },
): Promise<PartnerRow | null> {
  if (!user.referredByPartnerId || !user.referredAt) return null;
  if (!withinWindow({ openedAt: user.referredAt, now })) return null;
  const partner = await app.partnersRepository.find(user.referredByPartnerId, tx);
  return partner && inForce({ partner, openedAt: user.referredAt }) ? partner : null;
}

import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';

// Payment statuses that mean the money arrived: the student's verified payment, or the
// partner's invoice paid ('Paid').
const PAID = new Set(['Verified', 'Paid']);

// An agent's commission on a booking (docs/decisions/097): a percentage (basis points) of
// what the booking cost, or a fixed amount, in cents.
export function commissionOn(
  partner: Pick<PartnerRow, 'commissionType' | 'commissionValue'>,
  totalPriceCents: number,
): number {
  if (partner.commissionType === 'percent') {
    return Math.round((totalPriceCents * partner.commissionValue) / 10_000);
  }
  if (partner.commissionType === 'fixed') return partner.commissionValue;
  return 0;
}

// Called, in their transaction, wherever a booking may become both completed and paid (its
// status set to Completed, its payment verified): an agent's booking then earns its
// commission, once (the booking's unique commission row), never on a refunded booking.
export async function earnCommission(
  app: FastifyInstance,
  { row, actor, tx }: { row: BookingRow; actor: Actor; tx: DbOrTx },
): Promise<void> {
  if (!row.partnerId || row.status !== 'Completed' || !PAID.has(row.paymentStatus)) return;
  const partner = await app.partnersRepository.find(row.partnerId, tx);
  if (partner?.kind !== 'Agent') return;
  const amountCents = commissionOn(partner, row.totalPriceCents);
  if (amountCents <= 0) return;
  if (await app.bookingsRepository.findRefund(row.id, tx)) return;
  const earned = await app.commissionsRepository.earn(
    { partnerId: partner.id, bookingId: row.id, amountCents, earnedAt: app.config.now() },
    tx,
  );
  if (earned) {
    await audit(app, {
      actor,
      action: 'commission.earned',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, partner: partner.name, amount: amountCents / 100 },
      tx,
    });
  }
}

// A refund reverses the booking's commission (docs/decisions/097): before it was on a
// statement it simply never becomes payable; after, the next statement deducts it.
export async function reverseCommission(
  app: FastifyInstance,
  { row, actor, tx }: { row: BookingRow; actor: Actor; tx: DbOrTx },
): Promise<void> {
  if (!row.partnerId) return;
  const reversed = await app.commissionsRepository.reverse(
    { bookingId: row.id, at: app.config.now() },
    tx,
  );
  if (reversed) {
    await audit(app, {
      actor,
      action: 'commission.reversed',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, amount: reversed.amountCents / 100 },
      tx,
    });
  }
}

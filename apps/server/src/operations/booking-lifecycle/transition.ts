// The one door through which a booking's state changes (issue 31; docs/decisions/100): every
// route, job and webhook that moves a booking's status, payment or approval calls `transition`
// with the booking's row already locked in its transaction. The machine (machine.ts) says
// whether the move is allowed and what it writes; this runs its consequences in the same
// transaction (driver released and told, refund by policy or withdrawn, commission earned or
// reversed, onboarding moved on, the timeline line and the audit entry). What each path says to
// the student in its own words (its mail and notification) stays with the path that knows
// them.
import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import type { RefundOverride } from '#server/operations/refunds/create-cancellation-refund.ts';
import { createCancellationRefund } from '#server/operations/refunds/create-cancellation-refund.ts';
import { earnCommission } from '#server/operations/partners/commissions/earn-commission.ts';
import type { BookingFacts, Consequence, EventName, Party } from './machine.ts';
import { decide } from './machine.ts';
import { recordMove } from './record-move.ts';
import { releaseDriver } from './release-driver.ts';
import type { AuditCategory } from '#server/plugins/app/audit/audit-repository.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';

export type TransitionInput = {
  // The booking as locked by the caller (SELECT … FOR UPDATE in `tx`).
  row: BookingRow;
  event: EventName;
  by: Party;
  actor: Actor;
  tx: DbOrTx;
  // The audit entry's category ('admin' unless said).
  category?: AuditCategory;
  // What the timeline and the audit entry add to the move's before and after.
  details?: Record<string, unknown>;
  // Staff's own refund amount and reason on a cancellation.
  override?: RefundOverride | undefined;
  // The partner's reason for a decline.
  approvalReason?: string | null;
  // The audit entry's subject when it is not the booking (a payment's review).
  entity?: { type: string; id: string };
  // What the path tells people in its own words, run once the move is written and before the
  // refund it may create (so the student reads "cancelled" before "refund due").
  tell?: (updated: BookingRow) => Promise<unknown>;
};

// The facts the machine decides on, read under the caller's lock.
export async function factsOf(
  app: FastifyInstance,
  { row, tx }: { row: BookingRow; tx: DbOrTx },
): Promise<BookingFacts> {
  const refund = await app.bookingsRepository.findRefund(row.id, tx);
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    approvalStatus: (row.approvalStatus ?? null) as BookingFacts['approvalStatus'],
    studentConsent: row.studentConsent ?? null,
    billedToPartner: row.billedToPartner,
    refund:
      refund?.status === 'Due' && refund.providerRefundId ? 'Sending' : (refund?.status ?? null),
  };
}

// Whether the move would be allowed now, without making it (a partner's decline chooses between
// declining and asking staff to).
export async function canTransition(
  app: FastifyInstance,
  { row, event, by, tx }: Pick<TransitionInput, 'row' | 'event' | 'by' | 'tx'>,
): Promise<boolean> {
  return decide({ facts: await factsOf(app, { row, tx }), event, by }).ok;
}

export async function transition(
  app: FastifyInstance,
  input: TransitionInput,
): Promise<BookingRow> {
  const { row, event, by, actor, tx } = input;
  const facts = await factsOf(app, { row, tx });
  const decision = decide({ facts, event, by });
  if (!decision.ok) throw conflict(decision.refusal.message, decision.refusal.code);
  const { transition: move, set } = decision;

  // When it ended starts the documents' retention clock (docs/decisions/066).
  const ended =
    set.status === undefined
      ? {}
      : {
          endedAt:
            set.status === 'Cancelled' || set.status === 'Completed' ? app.config.now() : null,
        };
  const run = (c: Consequence) => move.then.includes(c);
  // The driver first, so the written row is the booking as it now stands.
  if (run('release-driver')) await releaseDriver(app, { row, actor, tx });
  const updated = await app.bookingsRepository.writeState(
    row.id,
    {
      ...set,
      ...ended,
      ...(input.approvalReason !== undefined ? { approvalReason: input.approvalReason } : {}),
    },
    tx,
  );

  await input.tell?.(updated);
  const change = changeOf(facts, set);
  await recordMove(app, {
    actor,
    category: input.category,
    bookingId: row.id,
    logged: {
      action: move.audit,
      entity: input.entity ?? { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, ...change, ...input.details },
    },
    timeline: { action: move.timeline, details: { ...change, ...input.details } },
    tx,
  });
  if (run('withdraw-due-refund') && facts.refund === 'Due' && facts.status === 'Cancelled')
    await withdrawDueRefund(app, { row, actor, tx });
  if (run('refund-by-policy'))
    await createCancellationRefund(app, {
      row,
      actor,
      override: input.override,
      ...(input.category ? { category: input.category } : {}),
      tx,
    });
  if (run('earn-commission')) await earnCommission(app, { row: updated, actor, tx });
  if (run('advance-onboarding') && set.status) {
    const steps = await app.bookingsRepository.stepsCovered(row, tx);
    await app.onboardingRepository.advance(
      {
        userId: row.userId,
        steps,
        status: set.status === 'Confirmed' ? 'in_progress' : 'completed',
      },
      tx,
    );
  }
  return updated;
}

// The timeline's and the log's before and after: the status when it moved (as before), else
// the column that did.
function changeOf(facts: BookingFacts, set: Partial<BookingFacts>): Record<string, unknown> {
  if (set.status) return { before: facts.status, after: set.status };
  if (set.paymentStatus) return { before: facts.paymentStatus, after: set.paymentStatus };
  if (set.approvalStatus) return { before: facts.approvalStatus, after: set.approvalStatus };
  if (set.studentConsent) return { before: facts.studentConsent, after: set.studentConsent };
  return {};
}

// A cancelled booking staff set going again: the refund it was still owed is withdrawn (issue
// 31), so nobody pays back money for a booking that goes ahead. A refund already paid keeps the
// booking cancelled instead (the machine refuses the move).
async function withdrawDueRefund(
  app: FastifyInstance,
  { row, actor, tx }: { row: BookingRow; actor: Actor; tx: DbOrTx },
): Promise<void> {
  const refund = await app.refundsRepository.withdrawDue(row.id, tx);
  if (!refund) return;
  const amount = refund.amountCents / 100;
  await recordMove(app, {
    actor,
    bookingId: row.id,
    logged: {
      action: 'refund.withdrawn',
      entity: { type: 'refund', id: refund.id },
      details: { bookingId: row.bookingRef, amount },
    },
    timeline: { action: 'refund_withdrawn', details: { amount } },
    tx,
  });
}

import type { FastifyInstance } from 'fastify';

import type { AdminRefund } from '@landed/shared/schemas/refund';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import { decideRefundMove } from '#server/operations/booking-lifecycle/machine.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { renderAdjustmentNote } from '#server/documents/adjustment-note.ts';
import { documentFileName } from '#server/documents/content.ts';
import type { Actor, SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { issueAdjustmentNote } from '#server/operations/invoices/issue-adjustment-note.ts';
import type { MailAttachment } from '#server/plugins/app/mail/mail.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { toAdminRefund } from '#server/plugins/app/refunds/refunds-repository.ts';

export type RefundOutcome =
  { status: 'Paid'; reference: string } | { status: 'Failed'; reason: string };

// Staff record a Due refund as paid by bank transfer (with the bank's reference) or as failed
// (with a reason for the student), once (docs/decisions/086 "Paid or failed"). The refund's row
// lock makes a second click or a second instance wait, then find it decided: 409. A card
// payment's refund goes back through the card provider and is confirmed by its webhook, never
// marked paid by hand.
export async function decideRefund(
  app: FastifyInstance,
  {
    actor,
    refundId,
    decision,
  }: { actor: SignedInActor; refundId: string; decision: RefundOutcome },
): Promise<AdminRefund> {
  return app.db.transaction(async (tx) => {
    const refund = await app.refundsRepository.lock(refundId, tx);
    if (!refund) throw notFound(REFUND_MESSAGES.notFound);
    const payment = await app.paymentsRepository.latestVerified(refund.bookingId, tx);
    // The lifecycle's refund rules (docs/decisions/100).
    const refusal = decideRefundMove({
      status: refund.status,
      move: { to: decision.status, by: 'staff', byCard: payment?.method === 'Card' },
    });
    if (refusal) throw conflict(refusal.message, refusal.code);
    await settleRefund(app, { refundId, outcome: decision, actor, tx });
    return toAdminRefund((await app.refundsRepository.find(refund.id, tx))!);
  });
}

// The one way a refund leaves Due, whoever settles it (staff above, the card provider's
// webhook): the status, its log entry and timeline line, and, when paid, the adjustment note of
// a booking that had an invoice (decision 087) attached to the student's e-mail, all in the
// caller's transaction. A refund no longer Due is left as it is: false.
export async function settleRefund(
  app: FastifyInstance,
  {
    refundId,
    outcome: decision,
    actor,
    tx,
  }: { refundId: string; outcome: RefundOutcome; actor: Actor; tx: DbOrTx },
): Promise<boolean> {
  const refund = await app.refundsRepository.lock(refundId, tx);
  if (refund?.status !== 'Due') return false;
  const payment = await app.paymentsRepository.latestVerified(refund.bookingId, tx);
  // The booking's lock too: its invoice and notes are issued under it (decision 061).
  const booking = (await app.bookingsRepository.lock(refund.bookingId, tx))!;
  const at = app.config.now();
  await app.refundsRepository.decide(
    refund.id,
    decision.status === 'Paid'
      ? { status: 'Paid', reference: decision.reference, paidAt: at }
      : { status: 'Failed', failureReason: decision.reason },
    tx,
  );
  const amount = refund.amountCents / 100;
  await audit(app, {
    actor,
    action: decision.status === 'Paid' ? 'refund.paid' : 'refund.failed',
    entity: { type: 'refund', id: refund.id },
    details: {
      bookingId: booking.bookingRef,
      amount,
      before: 'Due',
      after: decision.status,
      ...(decision.status === 'Paid'
        ? { reference: decision.reference }
        : { reason: decision.reason }),
    },
    tx,
  });
  await recordBookingEvent(app, {
    bookingId: booking.id,
    actor,
    action: decision.status === 'Paid' ? 'refund_paid' : 'refund_failed',
    details:
      decision.status === 'Paid'
        ? { amount, reference: decision.reference }
        : { amount, reason: decision.reason },
    tx,
  });
  const note =
    decision.status === 'Paid'
      ? await issueAdjustmentNote(app, {
          booking,
          refund: {
            id: refund.id,
            amountCents: refund.amountCents,
            reason: refund.reason,
            method: payment?.method === 'Card' ? 'Card' : 'Bank Transfer',
            reference: decision.reference,
            paidAt: at,
          },
          actor,
          tx,
        })
      : null;

  // The student reads the notification and the mail in their language.
  const student = await app.usersRepository.findById(booking.userId, tx);
  if (student && !student.deletedAt) {
    const { t, money } = translatorFor(student.locale);
    const ref = booking.bookingRef;
    await app.notificationsRepository.create(
      {
        userId: student.id,
        type: 'payment',
        message:
          decision.status === 'Paid'
            ? t('notification.refundPaid', { amount: money(refund.amountCents), bookingRef: ref })
            : t('notification.refundFailed', { bookingRef: ref, reason: decision.reason }),
      },
      tx,
    );
    let attachment: MailAttachment | null = null;
    if (note) {
      attachment = {
        filename: documentFileName(note),
        contentType: 'application/pdf',
        content: await renderAdjustmentNote(note, { locale: student.locale }),
      };
    }
    const envelope = { to: student.email, bookingId: booking.id, locale: student.locale };
    const facts = { name: student.name, bookingRef: ref, amount: refund.amountCents };
    await app.mail.enqueue(
      decision.status === 'Paid'
        ? {
            template: 'refund-paid',
            ...envelope,
            data: {
              ...facts,
              reference: decision.reference,
              ...(note ? { adjustmentNoteNumber: note.number } : {}),
            },
            ...(attachment ? { attachments: [attachment] } : {}),
          }
        : { template: 'refund-failed', ...envelope, data: { ...facts, reason: decision.reason } },
      tx,
    );
  }
  return true;
}

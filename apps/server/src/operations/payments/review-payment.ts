import type { FastifyInstance } from 'fastify';

import type { AdminPayment } from '@landed/shared/schemas/admin';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { toAdminPayment } from '#server/plugins/app/payments/payments-repository.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { documentFileName } from '#server/documents/content.ts';
import { renderTaxInvoice } from '#server/documents/tax-invoice.ts';
import type { Actor } from '#server/operations/audit.ts';
import type { Party } from '#server/operations/booking-lifecycle/machine.ts';
import { transition } from '#server/operations/booking-lifecycle/transition.ts';
import { closePaymentTask } from '#server/operations/payments/close-payment-task.ts';
import { issueInvoice } from '#server/operations/invoices/issue-invoice.ts';
import type { MailAttachment } from '#server/plugins/app/mail/mail.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

// Verify (the booking shows 'Received' and Revenue counts it) or reject (back to Not Paid,
// the reason reaches the student) a payment claim. A claim is decided once. Verifying issues the
// booking's invoice in the same transaction (docs/decisions/061) and attaches it to the
// "payment received" e-mail. A caller with its own transaction passes it as `tx`: the card
// provider's signed webhook (no person: `actor.id` null), so the event is recorded as processed
// together with its effect (docs/decisions/089); verifying a bank statement's exact matches,
// which may first create the claim (docs/decisions/088).
export async function reviewPayment(
  app: FastifyInstance,
  {
    actor,
    paymentId,
    decision,
    reason,
    by,
    tx: outer,
  }: {
    actor: Actor;
    paymentId: string;
    decision: 'Verified' | 'Rejected';
    reason?: string;
    // Who decides: staff by hand, or the system (the card webhook; a statement's exact match,
    // which staff start but nobody looks at line by line). Staff unless the actor is nobody.
    by?: Party;
    tx?: DbOrTx;
  },
): Promise<AdminPayment> {
  const review = async (tx: DbOrTx) => {
    const claim = await app.paymentsRepository.lock(paymentId, tx);
    if (!claim) throw notFound('Payment not found.');
    if (claim.status !== 'Pending')
      throw conflict(`This payment was already ${claim.status.toLowerCase()}.`, 'ALREADY_REVIEWED');
    const booking = await app.bookingsRepository.lock(claim.bookingId, tx);
    await app.paymentsRepository.review(
      paymentId,
      {
        status: decision,
        reviewedBy: actor.id,
        rejectReason: decision === 'Rejected' ? reason! : null,
        at: app.config.now(),
      },
      tx,
    );
    // The staff notification "payment to verify" is done, whoever decided it.
    await closePaymentTask(app, { bookingId: claim.bookingId, tx });
    const ref = booking!.bookingRef;
    // The student reads the notification and the mail in their language.
    const student = await app.usersRepository.findById(claim.userId, tx);
    const { t, money } = translatorFor(student?.locale);
    const details = {
      amount: claim.amountCents / 100,
      ...(reason ? { reason } : {}),
    };
    // The lifecycle (docs/decisions/100): the booking's payment, the commission a completed
    // agent's booking earns, the log and the timeline. A booking its partner pays on account is
    // never verified by the system (a statement line, a card): it waits for a person.
    await transition(app, {
      row: booking!,
      event: decision === 'Verified' ? 'verify-payment' : 'reject-payment',
      by: by ?? (actor.id ? 'staff' : 'system'),
      actor,
      entity: { type: 'payment', id: paymentId },
      details: { ...details, before: 'Pending', after: decision },
      tx,
      tell: () =>
        app.notificationsRepository.create(
          {
            userId: claim.userId,
            type: 'payment',
            message:
              decision === 'Verified'
                ? t('notification.paymentVerified', {
                    amount: money(claim.amountCents),
                    bookingRef: ref,
                  })
                : t('notification.paymentRejected', { bookingRef: ref, reason: reason! }),
          },
          tx,
        ),
    });
    let invoice: { number: string; taxInvoice: boolean; attachment: MailAttachment } | null = null;
    if (decision === 'Verified') {
      const issued = await issueInvoice(app, {
        booking: booking!,
        actor,
        payment: {
          amountCents: claim.amountCents,
          method: claim.method,
          reference: claim.reference,
        },
        tx,
      });
      invoice = {
        number: issued.content.number,
        taxInvoice: issued.content.title === 'Tax invoice',
        attachment: {
          filename: documentFileName(issued.content),
          contentType: 'application/pdf',
          content: await renderTaxInvoice(issued.content, { locale: student?.locale }),
        },
      };
    }
    if (student) {
      const envelope = { to: student.email, bookingId: claim.bookingId, locale: student.locale };
      const facts = { name: student.name, bookingRef: ref, amount: claim.amountCents };
      await app.mail.enqueue(
        decision === 'Verified'
          ? {
              template: 'payment-verified',
              ...envelope,
              data: {
                ...facts,
                ...(invoice
                  ? { invoiceNumber: invoice.number, taxInvoice: invoice.taxInvoice }
                  : {}),
              },
              ...(invoice ? { attachments: [invoice.attachment] } : {}),
            }
          : { template: 'payment-rejected', ...envelope, data: { ...facts, reason: reason! } },
        tx,
      );
    }
    return toAdminPayment((await app.paymentsRepository.find(paymentId, tx))!);
  };
  return outer ? review(outer) : app.db.transaction(review);
}

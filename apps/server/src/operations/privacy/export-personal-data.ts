import { PassThrough } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

import { melbourneDate } from '@landed/shared/dates';

import { documentFileName } from '#server/documents/content.ts';
import { parseDocument } from '#server/documents/render-document.ts';
import { renderTaxInvoice } from '#server/documents/tax-invoice.ts';
import { toChatMessage } from '#server/operations/chat/chat-booking.ts';
import { showEventToStudent } from '#server/operations/bookings/show-event-to-student.ts';
import { exportSummaryHtml } from '#server/operations/privacy/export-summary.ts';
import { formatInvoiceNumber } from '#server/plugins/app/bookings/bookings-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { readRefundDetails } from '#server/operations/refunds/refund-details.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

// A name safe inside a ZIP: no folders, no control characters.
const zipName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 150) || 'document';

// "Download my data" (APP 12; docs/decisions/065): everything we hold about the user as
// `data.json`, a readable `summary.html` in their language, their tax invoices as PDFs under
// `invoices/` and the files they uploaded under `documents/` (issue 25). The file is named
// with the Melbourne date. Streamed: the documents alone may weigh 100 MB.
export async function exportPersonalData(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<{ fileName: string; stream: PassThrough }> {
  const user = await app.usersRepository.findById(userId);
  if (!user) throw new Error('the signed-in user has no row');
  const all = await app.personalDataRepository.collect({ userId });
  // The chat on the pass (docs/decisions/134): first names and texts, as the student sees them.
  const chat = await app.chatRepository.forBookings(all.bookings.map((b) => b.id));
  const documents = all.documents.map((d, i) => ({
    ...d,
    path: `documents/${String(i + 1).padStart(2, '0')}-${zipName(d.fileName)}`,
  }));
  const invoiceFiles = all.invoices.map((inv) => {
    const content = parseDocument('tax-invoice', inv.content);
    return { id: inv.id, content, path: `invoices/${zipName(documentFileName(content))}` };
  });
  const today = melbourneDate(app.config.now());
  const data = {
    exportedAt: app.config.now().toISOString(),
    // What the folders hold, said only of folders that are there.
    about: [
      'Everything Landed holds about you. Times are UTC (ISO 8601); amounts are Australian dollars. summary.html is the same, to read.',
      invoiceFiles.length > 0 ? 'Your tax invoices are in the invoices folder.' : '',
      documents.length > 0
        ? 'Your uploaded files are in the documents folder.'
        : 'You have uploaded no files, so there is no documents folder.',
    ]
      .filter(Boolean)
      .join(' '),
    account: {
      _id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      signInWithGoogle: Boolean(user.googleSubject),
      hasPassword: Boolean(user.passwordHash),
      twoFactorEnabled: Boolean(user.totpEnabledAt),
      adminRole: user.adminRole,
      profile: {
        firstName: user.firstName,
        lastName: user.lastName,
        type: user.userType,
        phone: user.phone,
        university: user.university,
      },
      arrival: { date: user.arrivalDate, time: user.arrivalTime, flight: user.arrivalFlight },
      // The account refunds are paid into, in full: it is the student's own (docs/decisions/086).
      refundDetails: await readRefundDetails(app, { userId }),
      createdAt: iso(user.createdAt),
      lastSignInAt: iso(user.lastSignInAt),
    },
    bookings: all.bookings.map((b) => ({
      _id: b.id,
      bookingId: b.bookingRef,
      packageName: b.packageName,
      status: b.status,
      paymentStatus: b.paymentStatus,
      totalPrice: b.totalPriceCents / 100,
      contact: { name: b.contactName, email: b.contactEmail, phone: b.contactPhone },
      arrival: {
        date: b.preferredDate,
        time: b.arrivalTime,
        flight: b.flightNumber,
        destinationAddress: b.destinationAddress,
      },
      notes: b.notes,
      pickup: { status: b.pickupStatus, meetingPoint: b.meetingPoint },
      selections: all.selections
        .filter((s) => s.bookingId === b.id)
        .map((s) => ({
          _id: s.id,
          service: s.serviceName,
          option: s.optionName,
          price: s.priceCents / 100,
        })),
      // What the student may see of it (show-event-to-student.ts): no staff notes, no one on
      // the team named.
      timeline: all.timeline
        .filter((e) => e.bookingId === b.id)
        .flatMap((e) => showEventToStudent(e) ?? []),
      messages: chat.filter((m) => m.bookingId === b.id).map(toChatMessage),
      invoices: all.invoices
        .filter((inv) => inv.bookingId === b.id)
        .map((inv) => ({
          _id: inv.id,
          number: formatInvoiceNumber(inv.number),
          issuedAt: iso(inv.issuedAt),
          total: inv.totalCents / 100,
          gst: inv.gstCents / 100,
          file: invoiceFiles.find((f) => f.id === inv.id)?.path ?? null,
        })),
      createdAt: iso(b.createdAt),
      endedAt: iso(b.endedAt),
    })),
    payments: all.payments.map((p) => ({
      _id: p.id,
      bookingId: all.bookings.find((b) => b.id === p.bookingId)?.bookingRef ?? null,
      amount: p.amountCents / 100,
      method: p.method,
      reference: p.reference,
      status: p.status,
      rejectReason: p.rejectReason,
      createdAt: iso(p.createdAt),
      reviewedAt: iso(p.reviewedAt),
    })),
    notifications: all.notifications.map((n) => ({
      _id: n.id,
      type: n.type,
      message: n.message,
      read: n.read,
      createdAt: iso(n.createdAt),
    })),
    onboarding: all.onboarding.map((s) => ({ step: s.step, status: s.status })),
    documents: documents.map((d) => ({
      _id: d.id,
      fileName: d.fileName,
      type: d.mimeType,
      size: d.sizeBytes,
      uploadedAt: iso(d.createdAt),
      file: d.path,
    })),
    inquiries: all.inquiries.map((q) => ({
      _id: q.id,
      type: q.type,
      subject: q.subject,
      message: q.message,
      status: q.status,
      createdAt: iso(q.createdAt),
      replies: all.inquiryReplies
        .filter((r) => r.inquiryId === q.id)
        .map((r) => ({ _id: r.id, message: r.message, sentAt: iso(r.createdAt) })),
    })),
    sessions: all.sessions.map((s) => ({
      _id: s.id,
      device: s.userAgent,
      address: s.ip,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.endedAt),
    })),
    newsletter: all.newsletter.map((n) => ({
      _id: n.id,
      email: n.email,
      status: n.confirmedAt ? 'subscribed' : 'waiting for confirmation',
      subscribedAt: iso(n.createdAt),
      confirmedAt: iso(n.confirmedAt),
    })),
    // Where arrival-day messages reach the person: each browser by its push service (the
    // address and keys are the browser's secret, not something to read), the channels they
    // chose, and every SMS or WhatsApp message sent to them.
    pushSubscriptions: all.pushSubscriptions.map((p) => ({
      _id: p.id,
      pushService: new URL(p.endpoint).host,
      subscribedAt: iso(p.createdAt),
      expiresAt: iso(p.expiresAt),
    })),
    messaging:
      all.messaging.map((m) => ({
        sms: m.sms,
        smsChangedAt: iso(m.smsChangedAt),
        whatsapp: m.whatsapp,
        whatsappChangedAt: iso(m.whatsappChangedAt),
        lastWhatsAppFromYouAt: iso(m.whatsappLastInboundAt),
      }))[0] ?? null,
    textMessages: all.textMessages.map((t) => ({
      _id: t.id,
      bookingId: all.bookings.find((b) => b.id === t.bookingId)?.bookingRef ?? null,
      channel: t.channel,
      kind: t.kind,
      to: t.toNumber,
      status: t.status,
      sentAt: iso(t.createdAt),
    })),
    consents: all.consents.map((c) => ({
      _id: c.id,
      purpose: c.purpose,
      action: c.action,
      source: c.source,
      email: c.email,
      at: iso(c.createdAt),
    })),
  };

  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    stream.write(chunk);
    if (final) stream.end();
  });
  const json = new ZipDeflate('data.json', { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
  const tr = translatorFor(user.locale);
  const summary = new ZipDeflate('summary.html', { level: 6 });
  zip.add(summary);
  summary.push(
    new TextEncoder().encode(
      exportSummaryHtml(
        {
          exportedOn: today,
          account: {
            name: user.name,
            email: user.email,
            phone: user.phone,
            createdOn: melbourneDate(user.createdAt),
          },
          bookings: all.bookings.map((b) => ({
            reference: b.bookingRef,
            packageName: b.packageName,
            arrival: b.preferredDate ?? '',
            status: b.status,
            totalCents: b.totalPriceCents,
          })),
          payments: all.payments.map((p) => ({
            booking: all.bookings.find((b) => b.id === p.bookingId)?.bookingRef ?? '',
            amountCents: p.amountCents,
            reference: p.reference,
            status: p.status,
            on: melbourneDate(p.createdAt),
          })),
          invoices: invoiceFiles.map((f) => ({ number: f.content.number, file: f.path })),
          documents: documents.map((d) => ({ name: d.fileName, file: d.path })),
          messages: all.inquiries.map((q) => ({
            subject: q.subject,
            on: melbourneDate(q.createdAt),
            status: q.status,
          })),
          newsletter: all.newsletter.some((n) => n.confirmedAt)
            ? 'subscribed'
            : all.newsletter.length > 0
              ? 'pending'
              : null,
        },
        tr,
      ),
    ),
    true,
  );
  // The files one after the other, each read when its turn comes.
  void (async () => {
    // The invoices as the student downloads them, in their language.
    for (const f of invoiceFiles) {
      const file = new ZipPassThrough(f.path);
      zip.add(file);
      file.push(await renderTaxInvoice(f.content, { locale: user.locale }), true);
    }
    for (const d of documents) {
      const content = await app.personalDataRepository.documentContent(d.id);
      if (!content) continue;
      // PDFs and images are compressed already.
      const file = new ZipPassThrough(d.path);
      zip.add(file);
      file.push(content, true);
    }
    zip.end();
  })().catch((error: unknown) => stream.destroy(error as Error));
  // Named with the day it is in Melbourne, as the student's calendar says.
  return { fileName: `landed-my-data-${today}.zip`, stream };
}

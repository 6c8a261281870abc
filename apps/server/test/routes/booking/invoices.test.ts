// Tax invoices (issue 15 item 8, docs/decisions/061): issued when a payment is verified, with
// the ATO's contents, numbered in turn, as a PDF for the owner and staff, and attached to the
// "payment received" e-mail.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';

import { auditLogs, bookingEvents, bookings, invoices, mailOutbox } from '#server/db/schema.ts';
import { claimedBooking, optionId, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { pdfText } from '#test/support/pdf-text.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());
const app = await build({ smtpUrl: sink.url });
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const ABN = '51 824 753 556';

async function setBusiness(body: Record<string, unknown>) {
  const cms = (
    await app.inject({ method: 'GET', url: '/api/admin/cms', headers: bearer(superAdmin.token) })
  ).json().cms;
  return app.inject({
    method: 'PUT',
    url: `/api/admin/cms/${cms._id}`,
    headers: bearer(superAdmin.token),
    payload: body,
  });
}

async function verify(paymentId: string, token = agent.token) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
    headers: bearer(token),
  });
}

const invoiceOf = (bookingId: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/booking/${bookingId}/invoice`, headers: bearer(token) });

// A student books, pays and is verified; returns what the invoice says.
async function paidBooking(body: Record<string, unknown>) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const { booking, paymentId } = await claimedBooking(app, {
    token: student.token,
    body: { userName: 'Mei Chen', email: student.user.email, ...body },
  });
  expect((await verify(paymentId)).statusCode).toBe(200);
  const download = await invoiceOf(booking._id, student.token);
  expect(download.statusCode).toBe(200);
  const [row] = await app.db.select().from(invoices).where(eq(invoices.bookingId, booking._id));
  return { student, booking, download, row: row!, text: await pdfText(download.rawPayload) };
}

describe('business details (Content tab, Super Admin only)', () => {
  it('checks the ABN’s check digits and stores it as the ABR prints it', async () => {
    const bad = await setBusiness({ abn: '51 824 753 557' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('This ABN is not valid.');
    const good = await setBusiness({
      abn: '51824753556',
      businessName: 'Landed Arrival Services Pty Ltd',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().business).toEqual({
      businessName: 'Landed Arrival Services Pty Ltd',
      abn: ABN,
      businessAddress: 'Melbourne VIC 3000, Australia',
      gstRegistered: true,
    });
    const [logged] = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'business.updated'));
    expect(logged?.details).toMatchObject({
      fields: ['abn'],
      before: { abn: '' },
      after: { abn: ABN },
    });
  });

  it('is refused to every other role, and hidden from them', async () => {
    const manager = await adminToken(app, 'Content Manager');
    const cms = (
      await app.inject({ method: 'GET', url: '/api/admin/cms', headers: bearer(manager.token) })
    ).json();
    expect(cms.business).toBeNull();
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/admin/cms/${cms.cms._id}`,
      headers: bearer(manager.token),
      payload: { gstRegistered: false },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a verified payment issues a tax invoice', () => {
  it.each([
    ['Basic', 7500, '$75.00', '$6.82'],
    ['Standard', 18000, '$180.00', '$16.36'],
    ['Premium', 38500, '$385.00', '$35.00'],
  ])(
    '%s: the PDF says Tax invoice, the ABN, the number and the GST',
    async (title, total, price, gst) => {
      const { download, row, text, student, booking } = await paidBooking({
        packageId: await packageId(app, title),
      });
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="Landed-INV-\d{6}\.pdf"$/,
      );
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(row.totalCents).toBe(total);
      expect(row.gstCents).toBe(Math.round(total / 11));
      const number = `INV-${String(row.number).padStart(6, '0')}`;
      for (const words of [
        'Tax invoice',
        'Landed Arrival Services Pty Ltd',
        `ABN ${ABN}`,
        number,
        booking.bookingId,
        `${title} package`,
        price,
        'GST included',
        gst,
        'Total price includes GST',
        'Mei Chen',
        student.user.email,
      ])
        expect(text, words).toContain(words);
      // The booking answer names the invoice.
      const mine = (
        await app.inject({
          method: 'GET',
          url: `/api/booking/${booking._id}`,
          headers: bearer(student.token),
        })
      ).json().booking;
      expect(mine.invoice).toMatchObject({ number });
    },
  );

  it('a custom package lists each option with its price; GST is 1/11 of the total', async () => {
    const { row, text } = await paidBooking({
      customSelections: [
        { optionId: await optionId(app, 'airport-pickup', 'Premium') },
        { optionId: await optionId(app, 'sim-card-setup', 'Standard') },
        { optionId: await optionId(app, 'accommodation-assist', '3-Star') },
      ],
    });
    expect(row.totalCents).toBe(12500);
    expect(row.gstCents).toBe(1136);
    for (const words of [
      'Airport Pickup: Premium',
      '$45.00',
      'SIM Card Setup: Standard',
      '$25.00',
      'Accommodation Assistance: 3-Star',
      '$55.00',
      '$125.00',
      '$11.36',
    ])
      expect(text, words).toContain(words);
  });

  it('numbers invoices one after another, and each booking keeps its own', async () => {
    const rows = await app.db.select({ number: invoices.number }).from(invoices);
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_n, i) => i + 1));
  });

  it('is frozen: changing the business name later does not rewrite it', async () => {
    const { booking, student } = await paidBooking({ packageId: await packageId(app, 'Basic') });
    expect((await setBusiness({ businessName: 'Renamed Pty Ltd' })).statusCode).toBe(200);
    const again = await pdfText((await invoiceOf(booking._id, student.token)).rawPayload);
    expect(again).toContain('Landed Arrival Services Pty Ltd');
    expect(again).not.toContain('Renamed Pty Ltd');
    expect(
      (await setBusiness({ businessName: 'Landed Arrival Services Pty Ltd' })).statusCode,
    ).toBe(200);
  });

  it('goes in the booking’s timeline and is attached to the “payment received” e-mail', async () => {
    const { booking, row, student } = await paidBooking({
      packageId: await packageId(app, 'Standard'),
    });
    const number = `INV-${String(row.number).padStart(6, '0')}`;
    const events = await app.db
      .select()
      .from(bookingEvents)
      .where(
        and(eq(bookingEvents.bookingId, booking._id), eq(bookingEvents.action, 'invoice_issued')),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ number, title: 'Tax invoice', gst: 16.36 });
    const [queued] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.bookingId, booking._id), eq(mailOutbox.template, 'payment-verified')),
      );
    expect(queued?.toAddress).toBe(student.user.email);

    await app.mail.deliverDue();
    const mail = await sink.waitFor({
      to: student.user.email,
      subject: `Payment received for booking ${booking.bookingId}`,
    });
    expect(mail.text).toContain(`Your tax invoice ${number} is attached`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `Landed-${number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(pdf!.content);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`ABN ${ABN}`);
    expect(text).toContain('$16.36');
  });
});

describe('when the invoice cannot be a tax invoice', () => {
  it('not registered for GST: "Invoice", no GST amount, and says why', async () => {
    expect((await setBusiness({ gstRegistered: false })).statusCode).toBe(200);
    const { text, row } = await paidBooking({ packageId: await packageId(app, 'Standard') });
    expect(row.gstCents).toBe(0);
    expect(text.split('\n')[0]).toBe('Invoice');
    expect(text).not.toMatch(/tax invoice/i);
    expect(text).not.toContain('Total price includes GST');
    expect(text).not.toContain('GST included');
    expect(text).toContain('No GST has been charged');
    expect((await setBusiness({ gstRegistered: true })).statusCode).toBe(200);
  });

  it('registered but no ABN on record: a plain invoice, and the System Notifications say so', async () => {
    expect((await setBusiness({ abn: '' })).statusCode).toBe(200);
    const { text, row, booking } = await paidBooking({ packageId: await packageId(app, 'Basic') });
    expect(text.split('\n')[0]).toBe('Invoice');
    expect(text).not.toContain('Tax invoice');
    expect(text).toContain('our ABN was not on record');
    expect(text).toContain('$6.82');
    expect(row.content).toMatchObject({ title: 'Invoice' });
    const warned = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'invoice.issued_without_abn'),
          eq(auditLogs.entityId, booking._id),
        ),
      );
    expect(warned).toMatchObject([{ category: 'error' }]);
    expect((await setBusiness({ abn: ABN })).statusCode).toBe(200);
  });
});

describe('who may download it, and when', () => {
  it('409 while the payment is not verified, for the owner and for staff', async () => {
    const student = await registerUser(app);
    const { booking, paymentId } = await claimedBooking(app, {
      token: student.token,
      body: { packageId: await packageId(app, 'Basic') },
    });
    const early = await invoiceOf(booking._id, student.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Your invoice will be ready once your payment has been verified.',
    );
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}/invoice`,
      headers: bearer(agent.token),
    });
    expect(staff.statusCode).toBe(409);
    // Rejected: still no invoice.
    await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/reject`,
      headers: bearer(agent.token),
      payload: { reason: 'No transfer found' },
    });
    expect((await invoiceOf(booking._id, student.token)).statusCode).toBe(409);
    const none = await app.db.select().from(invoices).where(eq(invoices.bookingId, booking._id));
    expect(none).toHaveLength(0);
  });

  it('another student gets 404; every administrator role may download; a student may not use the admin route', async () => {
    const { booking, student } = await paidBooking({ packageId: await packageId(app, 'Basic') });
    const other = await registerUser(app);
    expect((await invoiceOf(booking._id, other.token)).statusCode).toBe(404);
    expect(
      (await invoiceOf('00000000-0000-4000-8000-000000000000', student.token)).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/booking/${booking._id}/invoice` })).statusCode,
    ).toBe(401);
    const adminRoute = `/api/admin/bookings/${booking._id}/invoice`;
    for (const role of ADMIN_ROLES) {
      const { token } = await adminToken(app, role);
      const answer = await app.inject({ method: 'GET', url: adminRoute, headers: bearer(token) });
      expect(answer.statusCode, role).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
    }
    expect(
      (await app.inject({ method: 'GET', url: adminRoute, headers: bearer(student.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/invoice',
          headers: bearer(agent.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a booking verified before invoices existed gets its invoice, numbered in turn, on first download', async () => {
    const student = await registerUser(app);
    const { booking } = await claimedBooking(app, {
      token: student.token,
      body: { packageId: await packageId(app, 'Standard') },
    });
    await app.db
      .update(bookings)
      .set({ paymentStatus: 'Verified' })
      .where(eq(bookings.id, booking._id));
    const before = (await app.db.select({ number: invoices.number }).from(invoices)).length;
    const first = await invoiceOf(booking._id, student.token);
    expect(first.statusCode).toBe(200);
    const second = await invoiceOf(booking._id, student.token);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const [row] = await app.db.select().from(invoices).where(eq(invoices.bookingId, booking._id));
    expect(row?.number).toBe(before + 1);
  });
});

// @both-databases: numbering: two re-issues at once give one number
// Re-issuing a plain invoice as a tax invoice once the ABN is on record (issue 25 item 4,
// docs/decisions/079): a new number from the same counter, the new PDF names the first, the
// first is kept, and the student and staff download the current one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookingEvents, invoices } from '#server/db/schema.ts';
import type { InvoiceContent } from '#server/documents/content.ts';
import { claimedBooking, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { pdfText } from '#test/support/pdf-text.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const ABN = '51 824 753 556';

const saveCms = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/cms/site',
    headers: bearer(superAdmin.token),
    payload,
  });
const reissue = (bookingId: string, token = agent.token) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/invoice/reissue`,
    headers: bearer(token),
  });
const studentPdf = async (bookingId: string, token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/booking/${bookingId}/invoice`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return { response, text: await pdfText(response.rawPayload) };
};
const invoiceRow = async (bookingId: string) =>
  (await app.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)))[0]!;

// A student books, pays and is verified by the agent.
async function paidBooking(title = 'Standard') {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const { booking, paymentId } = await claimedBooking(app, {
    token: student.token,
    body: {
      userName: 'Mei Chen',
      email: student.user.email,
      packageId: await packageId(app, title),
    },
  });
  const verified = await app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/verify`,
    headers: bearer(agent.token),
  });
  expect(verified.statusCode).toBe(200);
  return { student, booking };
}

describe('re-issuing an invoice issued without the ABN', () => {
  it('is refused while there is no ABN on record, and for a booking without an invoice', async () => {
    const { booking } = await paidBooking();
    const refused = await reissue(booking._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Enter the business’s ABN in the Content tab before re-issuing invoices as tax invoices.',
    );
    expect((await invoiceRow(booking._id)).content.title).toBe('Invoice');

    const student = await registerUser(app);
    const { booking: unpaid } = await claimedBooking(app, {
      token: student.token,
      body: { packageId: await packageId(app, 'Basic') },
    });
    expect((await reissue(unpaid._id)).json()).toMatchObject({
      message: 'This booking has no invoice yet.',
    });
    const missing = await reissue('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('gives a tax invoice with the next number that names the first; the first is kept', async () => {
    const { student, booking } = await paidBooking();
    const first = await invoiceRow(booking._id);
    const firstNumber = `INV-${String(first.number).padStart(6, '0')}`;
    const before = await studentPdf(booking._id, student.token);
    expect(before.text.split('\n')[0]).toBe('Invoice');
    expect(before.text).toContain('This is not a tax invoice');

    // Another booking is verified meanwhile: numbers stay one counter.
    const { booking: later } = await paidBooking('Basic');
    const laterNumber = (await invoiceRow(later._id)).number;
    expect(laterNumber).toBe(first.number + 1);

    expect((await saveCms({ abn: ABN })).statusCode).toBe(200);
    const done = await reissue(booking._id);
    expect(done.statusCode).toBe(200);
    const newNumber = `INV-${String(laterNumber + 1).padStart(6, '0')}`;
    expect(done.json().invoice).toMatchObject({
      number: newNumber,
      taxInvoice: true,
      replaces: firstNumber,
    });

    // The student downloads the current one: a tax invoice, with the ABN, naming the first.
    const after = await studentPdf(booking._id, student.token);
    expect(after.response.headers['content-disposition']).toBe(
      `attachment; filename="Landed-${newNumber}.pdf"`,
    );
    expect(after.text.split('\n')[0]).toBe('Tax invoice');
    expect(after.text).toContain(`ABN ${ABN}`);
    expect(after.text).toContain(newNumber);
    expect(after.text).toContain(`This tax invoice replaces invoice ${firstNumber}`);
    expect(after.text).toContain('Total price includes GST');
    expect(after.text).not.toContain('This is not a tax invoice');
    // Staff download the same one.
    const staff = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}/invoice`,
      headers: bearer(superAdmin.token),
    });
    expect(staff.headers['content-disposition']).toContain(newNumber);

    // The first is kept as it was issued, inside the current one.
    const row = await invoiceRow(booking._id);
    const content = row.content as InvoiceContent;
    expect(content.replaces).toEqual({
      number: firstNumber,
      issueDate: (first.content as InvoiceContent).issueDate,
    });
    expect(content.superseded).toEqual([first.content]);
    expect(row.totalCents).toBe(first.totalCents);
    expect(row.gstCents).toBe(first.gstCents);

    // The bookings list says so; the timeline has both numbers.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    expect(listed.json().booking.invoice).toMatchObject({ number: newNumber, taxInvoice: true });
    const events = await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking._id));
    expect(events.find((e) => e.action === 'invoice_reissued')?.details).toEqual({
      number: newNumber,
      replaces: firstNumber,
    });

    // Once only: a tax invoice is not re-issued again, and takes no number.
    const again = await reissue(booking._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice is already a tax invoice.');
    const { booking: next } = await paidBooking('Basic');
    expect((await invoiceRow(next._id)).number).toBe(laterNumber + 2);
  });

  it('two re-issues at once give one new number', async () => {
    expect((await saveCms({ abn: '' })).statusCode).toBe(200);
    const { booking } = await paidBooking();
    expect((await saveCms({ abn: ABN })).statusCode).toBe(200);
    const [a, b] = await Promise.all([reissue(booking._id), reissue(booking._id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const { booking: next } = await paidBooking('Basic');
    const winner = (a.statusCode === 200 ? a : b).json().invoice.number as string;
    expect((await invoiceRow(next._id)).number).toBe(Number(winner.slice(4)) + 1);
  });

  it('an invoice issued while not registered for GST stays as it is', async () => {
    expect((await saveCms({ gstRegistered: false })).statusCode).toBe(200);
    const { booking } = await paidBooking('Basic');
    expect((await saveCms({ gstRegistered: true })).statusCode).toBe(200);
    const refused = await reissue(booking._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This invoice was issued while the business was not registered for GST: it cannot become a tax invoice.',
    );
  });

  it('the set-up checklist lists what may be re-issued', async () => {
    const { booking } = await paidBooking('Basic');
    // Issued without the ABN: take it away, verify, put it back.
    expect((await saveCms({ abn: '' })).statusCode).toBe(200);
    const { booking: plain } = await paidBooking('Basic');
    expect((await saveCms({ abn: ABN })).statusCode).toBe(200);
    const checklist = await app.inject({
      method: 'GET',
      url: '/api/admin/setup',
      headers: bearer(superAdmin.token),
    });
    const refs = checklist.json().reissuable.map((r: { bookingRef: string }) => r.bookingRef);
    expect(refs).toContain(plain.bookingId);
    expect(refs).not.toContain(booking.bookingId);
    expect((await reissue(plain._id)).statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/api/admin/setup',
      headers: bearer(superAdmin.token),
    });
    expect(after.json().reissuable.map((r: { bookingRef: string }) => r.bookingRef)).not.toContain(
      plain.bookingId,
    );
  });

  it('is for whoever may verify payments: other roles and students are refused', async () => {
    const { booking, student } = await paidBooking('Basic');
    for (const role of ['Content Manager', 'Support Admin', 'Developer'] as const) {
      const other = await adminToken(app, role);
      expect((await reissue(booking._id, other.token)).statusCode).toBe(403);
    }
    expect((await reissue(booking._id, student.token)).statusCode).toBe(403);
    expect((await reissue(booking._id, superAdmin.token)).statusCode).toBe(409);
  });
});

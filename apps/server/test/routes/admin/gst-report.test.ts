// GST by quarter (issue 26 item 6, docs/decisions/090): the invoices and adjustment notes issued
// in a calendar quarter of Melbourne days, their totals, GST and the net, for the Super Admin
// only, as JSON and CSV. Documents are written straight into the tables (the invoices' and notes'
// own issuing is tested where it is built), a second either side of each boundary.
import { describe, expect, it } from 'vitest';

import { adjustmentNotes, invoices } from '#server/db/schema.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const student = await registerUser(app, { name: 'Mei Chen' });
const standard = await packageId(app, 'Standard');

async function bookingIds(n: number) {
  const ids: Array<{ id: string; ref: string }> = [];
  for (let i = 0; i < n; i++) {
    const made = await book(app, student.token, bookingBody({ packageId: standard }));
    ids.push({ id: made.json().booking._id, ref: made.json().booking.bookingId });
  }
  return ids;
}

// Melbourne is UTC+11 in summer (until the first Sunday of April) and UTC+10 in winter.
const [a, b, c, d, e] = await bookingIds(5);
const invoice = (
  booking: { id: string },
  {
    number,
    at,
    cents,
    title = 'Tax invoice',
  }: { number: number; at: string; cents: number; title?: string },
) => ({
  number,
  bookingId: booking.id,
  issuedAt: new Date(at),
  totalCents: cents,
  gstCents: title === 'Tax invoice' ? Math.round(cents / 11) : 0,
  content: { number: `INV-${String(number).padStart(6, '0')}`, title, buyer: { name: 'Mei Chen' } },
});
await app.db.insert(invoices).values([
  // 23:59:59 on 31 December 2026 in Melbourne: the last quarter of 2026.
  invoice(a!, { number: 1, at: '2026-12-31T12:59:59Z', cents: 18000 }),
  // Midnight of 1 January 2027 in Melbourne.
  invoice(b!, { number: 2, at: '2026-12-31T13:00:00Z', cents: 18000 }),
  // 23:59 on 31 March 2027, and midnight of 1 April (still summer time).
  invoice(c!, { number: 3, at: '2027-03-31T12:59:00Z', cents: 7500, title: 'Invoice' }),
  invoice(d!, { number: 4, at: '2027-03-31T13:00:00Z', cents: 38500 }),
  // 23:30 on 30 June 2027 in Melbourne, winter time (13:30 UTC): still the second quarter.
  invoice(e!, { number: 5, at: '2027-06-30T13:30:00Z', cents: 12500 }),
]);
await app.db.insert(adjustmentNotes).values([
  {
    number: 1,
    bookingId: b!.id,
    invoiceNumber: 2,
    issuedAt: new Date('2027-02-10T03:00:00Z'),
    amountCents: 9000,
    gstCents: 818,
    content: { number: 'AN-000001', buyer: { name: 'Mei Chen' } },
  },
  {
    number: 2,
    bookingId: d!.id,
    invoiceNumber: 4,
    issuedAt: new Date('2027-04-02T01:00:00Z'),
    amountCents: 38500,
    gstCents: 3500,
    content: {},
  },
]);

const report = (query: string, token = superAdmin.token) =>
  app.inject({ method: 'GET', url: `/api/admin/reports/gst?${query}`, headers: bearer(token) });

describe('GET /api/admin/reports/gst', () => {
  it('counts what was issued in the quarter’s Melbourne days, and the net', async () => {
    const q1 = await report('quarter=2027-Q1');
    expect(q1.statusCode).toBe(200);
    const body = q1.json();
    expect(body).toMatchObject({
      quarter: '2027-Q1',
      from: '2027-01-01',
      to: '2027-03-31',
      financialYearQuarter: 'Q3 2026–27',
      sales: { count: 2, total: 255, gst: 16.36 },
      refunds: { count: 1, total: 90, gst: 8.18 },
      net: { total: 165, gst: 8.18 },
      bas: { g1TotalSales: 255, gstOnSales1A: 16.36, decreasingAdjustments: 8.18 },
    });
    expect(body.documents).toEqual([
      {
        kind: 'Invoice',
        number: 'INV-000002',
        date: '2027-01-01',
        bookingRef: b!.ref,
        customer: 'Mei Chen',
        taxInvoice: true,
        invoiceNumber: null,
        total: 180,
        gst: 16.36,
      },
      {
        kind: 'Adjustment note',
        number: 'AN-000001',
        date: '2027-02-10',
        bookingRef: b!.ref,
        customer: 'Mei Chen',
        taxInvoice: true,
        invoiceNumber: 'INV-000002',
        total: -90,
        gst: -8.18,
      },
      expect.objectContaining({
        number: 'INV-000003',
        date: '2027-03-31',
        taxInvoice: false,
        gst: 0,
      }),
    ]);

    // The next quarter starts at Melbourne's midnight and ends at its winter-time midnight.
    const q2 = (await report('quarter=2027-q2')).json();
    expect(q2.documents.map((doc: { number: string }) => doc.number)).toEqual([
      'INV-000004',
      'AN-000002',
      'INV-000005',
    ]);
    expect(q2).toMatchObject({
      from: '2027-04-01',
      to: '2027-06-30',
      financialYearQuarter: 'Q4 2026–27',
      sales: { count: 2, total: 510, gst: 46.36 },
      refunds: { count: 1, total: 385, gst: 35 },
      net: { total: 125, gst: 11.36 },
    });
    expect((await report('quarter=2026-Q4')).json()).toMatchObject({
      financialYearQuarter: 'Q2 2026–27',
      sales: { count: 1, total: 180 },
      refunds: { count: 0, total: 0 },
    });
  });

  it('downloads the same as CSV, with the totals at the end', async () => {
    const csv = await report('quarter=2027-Q1&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/filename="landed-gst-2027-Q1-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Type,Number,Date,Booking,Customer,Tax invoice,Original invoice,"Total (AUD, incl. GST)",GST (AUD)',
    );
    expect(lines[1]).toBe(`Invoice,INV-000002,2027-01-01,${b!.ref},Mei Chen,yes,,180.00,16.36`);
    // A credit is a negative number, not text: it sums in Excel or Xero (docs/decisions/104).
    expect(lines[2]).toBe(
      `Adjustment note,AN-000001,2027-02-10,${b!.ref},Mei Chen,yes,INV-000002,-90.00,-8.18`,
    );
    expect(lines.at(-2)).toBe(
      'Refunds (adjustment notes; decreasing adjustments),,,,,,,-90.00,-8.18',
    );
    expect(lines.at(-1)).toBe('Net for 2027-Q1 (Q3 2026–27),,,,,,,165.00,8.18');
  });

  it('writes a credit as a number and still guards text that starts like a formula', async () => {
    // A quarter of its own: a customer named like a formula, invoiced and fully credited.
    const [f] = await bookingIds(1);
    await app.db.insert(invoices).values({
      ...invoice(f!, { number: 6, at: '2027-08-02T01:00:00Z', cents: 18000 }),
      content: { number: 'INV-000006', title: 'Tax invoice', buyer: { name: '=HYPERLINK("x")' } },
    });
    await app.db.insert(adjustmentNotes).values({
      number: 3,
      bookingId: f!.id,
      invoiceNumber: 6,
      issuedAt: new Date('2027-08-03T01:00:00Z'),
      amountCents: 18000,
      gstCents: 1636,
      content: { number: 'AN-000003', buyer: { name: '=HYPERLINK("x")' } },
    });
    const lines = (await report('quarter=2027-Q3&format=csv')).body.trim().split('\n');
    expect(lines[2]).toBe(
      `Adjustment note,AN-000003,2027-08-03,${f!.ref},"'=HYPERLINK(""x"")",yes,INV-000006,-180.00,-16.36`,
    );
    expect(lines.at(-1)).toBe('Net for 2027-Q3 (Q1 2027–28),,,,,,,0.00,0.00');
  });

  it('is the Super Admin’s only, and refuses a quarter that is not one', async () => {
    expect((await report('quarter=2027-Q1', agent.token)).statusCode).toBe(403);
    for (const bad of [
      'quarter=2027-Q5',
      'quarter=2027Q1',
      'quarter=',
      '',
      'quarter=2027-Q1&format=pdf',
    ]) {
      const refused = await report(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect((await report('quarter=2027-Q5')).json().message).toContain(
      'Choose a quarter like 2027-Q1.',
    );
  });
});

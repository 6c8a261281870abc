// @both-databases: the same statement imported and verified twice at once
// Bank statements imported and matched (issue 26 item 4, docs/decisions/088): each format from a
// fixture written to that bank's layout, re-imports and overlapping imports, the one-click
// verification through the payment review, the column mapping remembered, roles and bad files.
import { readFileSync } from 'node:fs';

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import {
  bookings,
  invoices,
  mailOutbox,
  notifications,
  payments,
  statementLines,
} from '#server/db/schema.ts';
import { COSTLY_ROUTE_LIMITS } from '#server/plugins/external/rate-limit.ts';
import { FILES, multipart, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { statementBookings } from '#test/support/statements.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');
const student = await registerUser(app, { name: 'Priya Sharma' });
const basic = await packageId(app, 'Basic');

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url));

// The bad files are sent by an agent of their own: each upload counts toward the per-account
// limit, tested last.
const sender = await adminToken(app, 'Booking Agent');

const upload = (name: string, content: Buffer = fixture(name), token = agent.token) => {
  const body = multipart(name, content);
  return app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

// A booking with the reference and total the fixtures quote; `claimed`: the student said
// "I have paid".
const bookingWith = statementBookings(app, { token: student.token, packageId: basic });

const bookingRow = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const ids = {
  a: await bookingWith('BK-9CSYFH', 18_000),
  b: await bookingWith('BK-7K2M9Q', 18_000),
  c: await bookingWith('BK-4HX8PN', 25_000, true),
  d: await bookingWith('BK-W3RT6E', 12_000),
  e: await bookingWith('BK-M5ZQ2A', 9_500),
  f: await bookingWith('BK-2DN8KV', 30_000),
  g: await bookingWith('BK-P7GX3C', 15_000),
  h: await bookingWith('BK-8NEJ4U', 21_000),
};

const detail = async (importId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/statements/${importId}`,
      headers: bearer(agent.token),
    })
  ).json();

const verifyExact = (importId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/statements/${importId}/verify-exact`,
    headers: bearer(agent.token),
  });

describe('a CommBank CSV with one exact, one short and one unknown credit', () => {
  let importId = '';

  it('matches one exactly, one as a mismatch and leaves one unmatched; the debit is ignored', async () => {
    const first = await upload('commbank.csv');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      format: 'csv:commbank',
      credits: 3,
      exact: 1,
      mismatched: 1,
      unmatched: 1,
      duplicates: 0,
    });
    importId = first.json().importId;
    const { import: history, lines } = await detail(importId);
    expect(history).toMatchObject({ fileName: 'commbank.csv', importedBy: 'Booking Agent person' });
    expect(
      lines.map((l: { match: string; amount: number; booking: { bookingId: string } | null }) => [
        l.match,
        l.amount,
        l.booking?.bookingId ?? null,
      ]),
    ).toEqual([
      ['exact', 180, 'BK-9CSYFH'],
      ['mismatched', 175, 'BK-7K2M9Q'],
      ['unmatched', 300, null],
    ]);
    expect(lines[0]).toMatchObject({
      postedOn: '2027-01-04',
      description: 'Direct Credit 062000 PRIYA SHARMA BK-9CSYFH',
    });
  });

  it('imported again adds nothing', async () => {
    const before = await app.db.$count(statementLines);
    const again = await upload('commbank.csv');
    expect(again.json()).toMatchObject({
      credits: 3,
      exact: 0,
      mismatched: 0,
      unmatched: 0,
      duplicates: 3,
    });
    expect(await app.db.$count(statementLines)).toBe(before);
  });

  it('"Verify all exact matches" makes the booking Received with an invoice, once, however often it is run', async () => {
    const [one, two] = await Promise.all([verifyExact(importId), verifyExact(importId)]);
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect(one!.json().verified + two!.json().verified).toBe(1);
    expect((await verifyExact(importId)).json()).toEqual({ verified: 0, skipped: 0 });

    expect(await bookingRow(ids.a)).toMatchObject({ paymentStatus: 'Verified' });
    // The claim the student never made, created with the bank line as its reference.
    const claims = await app.db.select().from(payments).where(eq(payments.bookingId, ids.a));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      status: 'Verified',
      amountCents: 18_000,
      reference: 'Direct Credit 062000 PRIYA SHARMA BK-9CSYFH',
      reviewedBy: agent.id,
    });
    expect(await app.db.$count(invoices, eq(invoices.bookingId, ids.a))).toBe(1);
    expect(
      await app.db.$count(
        mailOutbox,
        and(eq(mailOutbox.bookingId, ids.a), eq(mailOutbox.template, 'payment-verified')),
      ),
    ).toBe(1);
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user._id), eq(notifications.type, 'payment')))
      .orderBy(notifications.createdAt);
    expect(notice).toBeDefined();
    const { lines } = await detail(importId);
    expect(lines[0]).toMatchObject({
      paymentId: claims[0]!.id,
      booking: { paymentStatus: 'Verified' },
    });
    expect(lines[0].resolvedAt).not.toBeNull();
    // The mismatch stays for a person.
    expect(await bookingRow(ids.b)).toMatchObject({ paymentStatus: 'Not Paid' });
  });

  it('lists the import in the history with what it matched', async () => {
    const history = await app.inject({
      method: 'GET',
      url: '/api/admin/statements',
      headers: bearer(agent.token),
    });
    expect(history.statusCode).toBe(200);
    const rows = history.json().imports;
    expect(rows.find((r: { _id: string }) => r._id === importId)).toMatchObject({
      fileName: 'commbank.csv',
      format: 'csv:commbank',
      exact: 1,
      mismatched: 1,
      unmatched: 1,
    });
  });
});

describe('each bank’s format', () => {
  it('NAB (header row): a lower-case reference without hyphen, verified through the student’s own claim', async () => {
    const result = await upload('nab.csv');
    expect(result.json()).toMatchObject({
      format: 'csv:nab',
      credits: 2,
      exact: 1,
      unmatched: 1,
    });
    expect((await verifyExact(result.json().importId)).json()).toEqual({
      verified: 1,
      skipped: 0,
    });
    const claims = await app.db.select().from(payments).where(eq(payments.bookingId, ids.c));
    expect(claims).toEqual([
      expect.objectContaining({ status: 'Verified', reference: 'sent from my bank' }),
    ]);
  });

  it('Westpac (credit column): a second credit for the same booking is a mismatch', async () => {
    const result = await upload('westpac.csv');
    expect(result.json()).toMatchObject({
      format: 'csv:westpac',
      credits: 2,
      exact: 1,
      mismatched: 1,
      unmatched: 0,
    });
    const { lines } = await detail(result.json().importId);
    expect(lines.map((l: { amount: number }) => l.amount)).toEqual([120, 60]);
  });

  it('ANZ (no header, three columns), then an overlapping statement: only its new lines', async () => {
    const first = await upload('anz.csv');
    // Two identical $50 transfers on one day are two lines.
    expect(first.json()).toMatchObject({
      format: 'csv:anz',
      credits: 3,
      exact: 1,
      unmatched: 2,
      duplicates: 0,
    });
    const overlap = await upload('anz-overlap.csv');
    expect(overlap.json()).toMatchObject({
      credits: 4,
      exact: 0,
      // The same booking paid again two days later: for a person to look at.
      mismatched: 1,
      unmatched: 1,
      duplicates: 2,
    });
  });

  it('OFX 1.x (SGML): a misread reference (0 for D) still finds the one booking', async () => {
    const result = await upload('statement-sgml.ofx');
    expect(result.json()).toMatchObject({ format: 'ofx', credits: 1, exact: 1 });
    const { lines } = await detail(result.json().importId);
    expect(lines[0]).toMatchObject({
      postedOn: '2027-01-10',
      amount: 300,
      booking: { _id: ids.f },
    });
  });

  it('OFX 2.x (XML)', async () => {
    const result = await upload('statement-xml.ofx');
    expect(result.json()).toMatchObject({ format: 'ofx', credits: 2, exact: 1, mismatched: 1 });
  });

  it('camt.053: credits only, booked entries only, the remittance information read', async () => {
    const result = await upload('camt053.xml');
    expect(result.json()).toMatchObject({ format: 'camt053', credits: 1, exact: 1 });
    const { lines } = await detail(result.json().importId);
    expect(lines[0]).toMatchObject({
      postedOn: '2027-01-14',
      amount: 210,
      description: 'VAN ANH PHAM BK-8NEJ4U OSKO PAYMENT',
      booking: { _id: ids.h },
    });
  });
});

describe('two people importing the same statement at once', () => {
  it('store each line once between them', async () => {
    const file = Buffer.from(
      '20/01/2027,70.00,"TRANSFER FROM Q HO"\r\n21/01/2027,71.00,"TRANSFER FROM Q HO"\r\n',
    );
    const [one, two] = await Promise.all([
      upload('anz-twice.csv', file),
      upload('anz-twice.csv', file),
    ]);
    const both = [one!.json(), two!.json()];
    expect(both.map((r) => r.unmatched + r.duplicates)).toEqual([2, 2]);
    expect(both[0].unmatched + both[1].unmatched).toBe(2);
    expect(
      await app.db.$count(statementLines, eq(statementLines.description, 'TRANSFER FROM Q HO')),
    ).toBe(2);
  });
});

describe('a CSV layout not recognised', () => {
  it('says so with the columns, then remembers the mapping the user gives once', async () => {
    const unknown = await upload('mapped.csv');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      needsMapping: true,
      hasHeader: true,
      columns: ['Posted', 'Details', 'Money in', 'Money out'],
    });
    expect(unknown.json().message).toContain('choose them once');

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/statements/layouts',
      headers: bearer(agent.token),
      payload: {
        headerKey: unknown.json().headerKey,
        mapping: { hasHeader: true, date: 0, credit: 2, description: [1] },
      },
    });
    expect(saved.statusCode).toBe(204);
    const mapped = await upload('mapped.csv');
    // Booking A is paid already: the $12.34 naming it is a mismatch.
    expect(mapped.json()).toMatchObject({ format: 'csv:mapped', credits: 1, mismatched: 1 });
  });
});

describe('who may, and bad files', () => {
  it('refuses roles that do not act on payments', async () => {
    for (const role of ['Support Admin', 'Content Manager'] as const) {
      const { token } = await adminToken(app, role);
      expect((await upload('commbank.csv', undefined, token)).statusCode).toBe(403);
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/statements',
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(403);
    }
    expect((await upload('commbank.csv', undefined, student.token)).statusCode).toBe(403);
  });

  it.each([
    ['not a statement at all', Buffer.from('hello\n'), 400, 'not a bank statement'],
    [
      'a date that is not one',
      Buffer.from('01/02/2027,"+10.00","X","+10.00"\n31/02/2027,"+10.00","Y","+20.00"\n'),
      400,
      'Line 2: "31/02/2027" is not a date.',
    ],
    [
      'an amount that is not one',
      Buffer.from('01/02/2027,"+10.00","X","+10.00"\n02/02/2027,"ten","Y","+20.00"\n'),
      400,
      'Line 2: "ten" is not an amount.',
    ],
    ['XML that is not camt.053', Buffer.from('<?xml version="1.0"?><a/>'), 400, 'camt.053'],
    ['a broken camt.053', Buffer.from('<Document><BkToCstmrStmt><Stmt><Ntry><Amt>x'), 400, ''],
    ['an image', FILES.png, 415, 'CSV, OFX or camt.053'],
  ])('%s: refused with a sentence', async (_, content, status, message) => {
    const response = await upload('statement.csv', content, sender.token);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('takes 20 imports a minute from one account, then 429; another account is counted apart', async () => {
    const tiny = Buffer.from('01/03/2027,"+1.00","LIMIT","+1.00"\n');
    const statuses: number[] = [];
    // The six bad files above were this account's first six.
    for (let n = 0; n < COSTLY_ROUTE_LIMITS.statementImport.max - 6; n += 1) {
      statuses.push((await upload('tiny.csv', tiny, sender.token)).statusCode);
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const limited = await upload('tiny.csv', tiny, sender.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
    expect((await upload('tiny.csv', tiny)).statusCode).not.toBe(429);
  });

  it('answers 404 for an import that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await verifyExact(missing)).statusCode).toBe(404);
  });
});

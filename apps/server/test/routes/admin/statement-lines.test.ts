// A mismatched or unmatched bank credit decided by a person (issue 31 item 4,
// docs/decisions/103): linked to the booking it pays, by reference, and verified as an exact
// match is (the invoice, the student told), never for a booking its partner pays on account;
// or dismissed with a reason, kept and shown as dismissed. Staff's "Payment to verify" is done
// once the payment is decided, whichever way.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { STATEMENT_LINE_MESSAGES } from '@landed/shared/schemas/statements';

import { auditLogs, bookings, invoices, payments } from '#server/db/schema.ts';
import { multipart, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { statementBookings } from '#test/support/statements.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');
const student = await registerUser(app, { name: 'Priya Sharma' });
const basic = await packageId(app, 'Basic');

const bookingWith = statementBookings(app, { token: student.token, packageId: basic });
const bookingRow = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const short = await bookingWith('BK-9CSYFH', 18_000);
const claimed = await bookingWith('BK-7K2M9Q', 18_000, true);
const rejected = await bookingWith('BK-4HX8PN', 25_000, true);
const onAccount = await bookingWith('BK-W3RT6E', 12_000);
await app.db.update(bookings).set({ billedToPartner: true }).where(eq(bookings.id, onAccount));

// CommBank's layout: one short payment naming its booking, three credits naming none.
const statement = Buffer.from(
  [
    '04/01/2027,"+175.00","Transfer from NetBank BK-9CSYFH arrival","+175.00"',
    '05/01/2027,"+180.00","Direct Credit 062000 PRIYA SHARMA","+355.00"',
    '06/01/2027,"+120.00","Direct Credit MONASH UNI ACCOUNTS","+475.00"',
    '07/01/2027,"+3.12","CREDIT INTEREST","+478.12"',
  ].join('\n'),
);
const body = multipart('commbank.csv', statement);
const imported = await app.inject({
  method: 'POST',
  url: '/api/admin/statements',
  headers: { ...bearer(agent.token), ...body.headers },
  payload: body.payload,
});
expect(imported.statusCode).toBe(201);
const importId: string = imported.json().importId;
type Line = { _id: string; amount: number; match: string; description: string };
const detail = async () =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/admin/statements/${importId}`,
      headers: bearer(agent.token),
    })
  ).json();
const lines: Line[] = (await detail()).lines;
const lineOf = (amount: number) => lines.find((l) => l.amount === amount)!;

const act = (lineId: string, action: 'link' | 'dismiss', payload: object, token = agent.token) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/statements/lines/${lineId}/${action}`,
    headers: bearer(token),
    payload,
  });

// Staff's System Notifications line for a booking's payment claim.
async function paymentToVerify(ref: string) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/admin/system-notifications',
    headers: bearer(agent.token),
  });
  return (answer.json().notifications as Array<{ message: string; done: boolean }>).find(
    (n) => n.message === `Payment to verify for ${ref}`,
  );
}

describe('POST /api/admin/statements/lines/:id/link', () => {
  it('verifies a mismatched credit for the booking staff name, as an exact match is verified', async () => {
    const line = lineOf(175);
    expect(line.match).toBe('mismatched');
    const linked = await act(line._id, 'link', { bookingRef: ' bk-9csyfh ' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().line).toMatchObject({
      booking: { bookingId: 'BK-9CSYFH', paymentStatus: 'Verified' },
      dismissed: null,
    });
    expect(linked.json().line.resolvedAt).toBeTruthy();
    expect((await bookingRow(short)).paymentStatus).toBe('Verified');
    // Through the payment review: the claim from the bank line, verified, and the invoice.
    const [claim] = await app.db.select().from(payments).where(eq(payments.bookingId, short));
    expect(claim).toMatchObject({ status: 'Verified', amountCents: 17_500 });
    expect(await app.db.select().from(invoices).where(eq(invoices.bookingId, short))).toHaveLength(
      1,
    );
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'statement.line_linked'), eq(auditLogs.entityId, line._id)));
    expect(entry?.details).toMatchObject({ bookingId: 'BK-9CSYFH', amount: 175, owed: 180 });
    // Once: a second link is refused.
    const again = await act(line._id, 'link', { bookingRef: 'BK-9CSYFH' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STATEMENT_LINE_MESSAGES.alreadySettled);
  });

  it('verifies an unmatched credit through the student’s own claim, and marks "Payment to verify" done', async () => {
    expect(await paymentToVerify('BK-7K2M9Q')).toMatchObject({ done: false });
    const linked = await act(lineOf(180)._id, 'link', { bookingRef: 'BK-7K2M9Q' });
    expect(linked.statusCode).toBe(200);
    expect((await bookingRow(claimed)).paymentStatus).toBe('Verified');
    const claims = await app.db.select().from(payments).where(eq(payments.bookingId, claimed));
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ status: 'Verified', reference: 'sent from my bank' });
    expect(await paymentToVerify('BK-7K2M9Q')).toMatchObject({ done: true });
  });

  it('refuses a booking its partner pays on account (409), which stays unpaid', async () => {
    const refused = await act(lineOf(120)._id, 'link', { bookingRef: 'BK-W3RT6E' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STATEMENT_LINE_MESSAGES.billedToPartner);
    expect((await bookingRow(onAccount)).paymentStatus).toBe('Not Paid');
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, onAccount))).toEqual(
      [],
    );
    const still = (await detail()).lines.find((l: Line) => l.amount === 120);
    expect(still).toMatchObject({ resolvedAt: null, booking: null });
  });

  it('answers 404 for a reference no booking has, 400 for one that is not a reference', async () => {
    const unknown = await act(lineOf(120)._id, 'link', { bookingRef: 'BK-ZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STATEMENT_LINE_MESSAGES.bookingNotFound);
    for (const payload of [{ bookingRef: 'hello' }, {}, { bookingRef: 'BK-9CSYFH', extra: 1 }]) {
      const bad = await act(lineOf(120)._id, 'link', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    const noLine = await act('00000000-0000-4000-8000-000000000000', 'link', {
      bookingRef: 'BK-9CSYFH',
    });
    expect(noLine.statusCode).toBe(404);
    expect((await act('not-an-id', 'link', { bookingRef: 'BK-9CSYFH' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/statements/lines/:id/dismiss', () => {
  it('sets the credit aside with the reason, who and when; it stays listed as dismissed', async () => {
    const line = lineOf(3.12);
    const dismissed = await act(line._id, 'dismiss', { reason: '  Bank interest  ' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().line.dismissed).toMatchObject({
      reason: 'Bank interest',
      by: 'Booking Agent person',
    });
    const listed = (await detail()).lines.find((l: Line) => l._id === line._id);
    expect(listed.dismissed.reason).toBe('Bank interest');
    expect(listed.resolvedAt).toBeNull();
    const [entry] = await app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'statement.line_dismissed'), eq(auditLogs.entityId, line._id)),
      );
    expect(entry?.details).toMatchObject({ reason: 'Bank interest', amount: 3.12 });
    // Decided: neither dismissed again nor linked.
    expect((await act(line._id, 'dismiss', { reason: 'again' })).statusCode).toBe(409);
    expect((await act(line._id, 'link', { bookingRef: 'BK-4HX8PN' })).statusCode).toBe(409);
  });

  it('needs a reason, under 500 characters', async () => {
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await act(lineOf(120)._id, 'dismiss', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
  });

  it('refuses roles that do not act on payments, for both', async () => {
    for (const role of ['Support Admin', 'Content Manager'] as const) {
      const { token } = await adminToken(app, role);
      expect((await act(lineOf(120)._id, 'dismiss', { reason: 'x' }, token)).statusCode).toBe(403);
      expect(
        (await act(lineOf(120)._id, 'link', { bookingRef: 'BK-9CSYFH' }, token)).statusCode,
      ).toBe(403);
    }
    expect((await act(lineOf(120)._id, 'dismiss', { reason: 'x' }, student.token)).statusCode).toBe(
      403,
    );
    expect((await detail()).lines.find((l: Line) => l.amount === 120).dismissed).toBeNull();
  });
});

describe('"Payment to verify" done', () => {
  it('when the claim is rejected by hand', async () => {
    expect(await paymentToVerify('BK-4HX8PN')).toMatchObject({ done: false });
    const [claim] = await app.db.select().from(payments).where(eq(payments.bookingId, rejected));
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${claim!.id}/reject`,
      headers: bearer(agent.token),
      payload: { reason: 'No transfer arrived' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await paymentToVerify('BK-4HX8PN')).toMatchObject({ done: true });
  });
});

// A refund to the account the booking was paid from (issue 31 item 3; docs/decisions/108): a
// camt.053 statement names the payer's account, a line that pays a booking keeps it sealed for
// the booking's student, the student is offered it masked while a refund is Due and takes it
// with the password; an unmatched or dismissed line keeps none, and account deletion clears it.
import { readFileSync } from 'node:fs';

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { REFUND_DETAILS_MESSAGES } from '@landed/shared/schemas/refund-details';

import { mailOutbox, refunds, statementLines } from '#server/db/schema.ts';
import { openPayerAccount } from '#server/operations/bank-statements/payer-account.ts';
import { unsealRefundDetails } from '#server/operations/refunds/refund-details.ts';
import { multipart, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { statementBookings } from '#test/support/statements.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');
const student = await registerUser(app, { name: 'Priya Sharma' });
const other = await registerUser(app, { name: 'Tran Van An' });
const basic = await packageId(app, 'Basic');
const bookingOf = statementBookings(app, { token: student.token, packageId: basic });
const otherBookingOf = statementBookings(app, { token: other.token, packageId: basic });

const ids = {
  australian: await bookingOf('BK-PQ7R3T', 18_000),
  chinese: await bookingOf('BK-CN8W4K', 25_000),
  german: await bookingOf('BK-DE4K7W', 12_000),
  short: await bookingOf('BK-MX5H9V', 10_000),
  others: await otherBookingOf('BK-TW6Y2E', 7_000),
};

const url = '/api/user/refund-details';
const get = async (token: string) =>
  (await app.inject({ method: 'GET', url, headers: bearer(token) })).json();
const put = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const staff = (path: string, method: 'POST' | 'PATCH', payload?: object) =>
  app.inject({ method, url: `/api/admin${path}`, headers: bearer(agent.token), payload });
const cancel = async (bookingId: string) =>
  expect((await staff(`/bookings/${bookingId}`, 'PATCH', { status: 'Cancelled' })).statusCode).toBe(
    200,
  );

const statement = readFileSync(
  new URL('../../fixtures/statements/camt053-payers.xml', import.meta.url),
);
const body = multipart('camt053-payers.xml', statement);
const imported = await app.inject({
  method: 'POST',
  url: '/api/admin/statements',
  headers: { ...bearer(agent.token), ...body.headers },
  payload: body.payload,
});
const importId: string = imported.json().importId;
const rows = async () =>
  app.db.select().from(statementLines).where(eq(statementLines.importId, importId));
const rowOf = async (amountCents: number) =>
  (await rows()).find((r) => r.amountCents === amountCents)!;

const AUSTRALIAN_MASKED = {
  kind: 'australian',
  accountName: 'PRIYA SHARMA',
  bsb: '063-000',
  accountNumber: '•••••321',
};

describe('the payer account of a camt.053 statement', () => {
  it('is read from the related parties and agents, and kept sealed only for a line naming a booking', async () => {
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ credits: 6, exact: 3, mismatched: 2, unmatched: 1 });
    const opened = async (amountCents: number, userId = student.user._id) =>
      openPayerAccount(app, { sealed: (await rowOf(amountCents)).payerAccount, userId });
    expect(await opened(18_000)).toEqual({
      kind: 'australian',
      accountName: 'PRIYA SHARMA',
      bsb: '063000',
      accountNumber: '12344321',
    });
    expect(await opened(25_000)).toEqual({
      kind: 'overseas',
      accountName: 'LI WEI',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '6217850000001234567',
    });
    // Written the version-02 way (Dbtr/Nm, BIC); no bank name in the file: the BIC names it.
    expect(await opened(12_000)).toEqual({
      kind: 'overseas',
      accountName: 'ANNA SCHMIDT',
      bankName: 'DEUTDEFF',
      country: 'DE',
      swift: 'DEUTDEFF',
      iban: 'DE89370400440532013000',
    });
    // The BSB as the agent's AUBSB clearing code.
    expect(await opened(5_000)).toMatchObject({ bsb: '062000', accountNumber: '87654321' });
    // The unmatched credit's payer is no one we know: nothing kept.
    expect((await rowOf(9_000)).payerAccount).toBeNull();
    // Bound to the booking's student: it does not open for another.
    expect(await opened(18_000, other.user._id)).toBeNull();
    // Never in clear.
    for (const row of await rows()) {
      if (!row.payerAccount) continue;
      expect(row.payerAccount).toMatch(/^v2\./);
      for (const clear of ['12344321', '6217850000001234567', 'DE89', 'PRIYA', 'LI WEI', '063'])
        expect(row.payerAccount).not.toContain(clear);
    }
    // Staff's statement answer does not carry it either.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/statements/${importId}`,
      headers: bearer(agent.token),
    });
    expect(detail.body).not.toContain('12344321');
    expect(detail.body).not.toContain('payerAccount');
  });

  it('is dropped when staff dismiss the line', async () => {
    const line = await rowOf(5_000);
    const dismissed = await staff(`/statements/lines/${line.id}/dismiss`, 'POST', {
      reason: 'Deposit returned by the bank',
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await rowOf(5_000)).payerAccount).toBeNull();
  });
});

describe('refund to the account paid from', () => {
  it('is offered masked to the student once a refund is Due, never before, never to another', async () => {
    expect((await staff(`/statements/${importId}/verify-exact`, 'POST')).json()).toEqual({
      verified: 3,
      skipped: 0,
    });
    // Paid, nothing due back: nothing to offer.
    expect(await get(student.token)).toEqual({ refundDetails: null });

    await cancel(ids.australian);
    expect(await get(student.token)).toEqual({
      refundDetails: null,
      accountPaidFrom: AUSTRALIAN_MASKED,
    });
    expect(await get(other.token)).toEqual({ refundDetails: null });
  });

  it('needs the password, then becomes the refund account and the Due refund’s', async () => {
    const noPassword = await put(student.token, { kind: 'accountPaidFrom' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(REFUND_DETAILS_MESSAGES.passwordRequired);
    const wrong = await put(student.token, {
      kind: 'accountPaidFrom',
      currentPassword: 'not-my-password-1',
    });
    expect(wrong.statusCode).toBe(403);
    expect((await get(student.token)).refundDetails).toBeNull();
    // Only the server's own offer: no account fields ride along.
    const smuggled = await put(student.token, {
      kind: 'accountPaidFrom',
      currentPassword: student.password,
      bsb: '999999',
    });
    expect(smuggled.statusCode).toBe(400);

    const taken = await put(student.token, {
      kind: 'accountPaidFrom',
      currentPassword: student.password,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ refundDetails: AUSTRALIAN_MASKED });
    // The account on record now: no longer offered.
    expect(await get(student.token)).toEqual({ refundDetails: AUSTRALIAN_MASKED });
    const [refund] = await app.db
      .select()
      .from(refunds)
      .where(eq(refunds.bookingId, ids.australian));
    expect(
      unsealRefundDetails(app, { sealed: refund!.refundDetails, userId: student.user._id }),
    ).toEqual({
      kind: 'australian',
      accountName: 'PRIYA SHARMA',
      bsb: '063000',
      accountNumber: '12344321',
    });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, student.user.email),
          eq(mailOutbox.template, 'refund-account-changed'),
        ),
      );
    expect(mails).toHaveLength(1);
  });

  it('offers an overseas payer in its own form, the newest Due refund’s', async () => {
    await cancel(ids.chinese);
    expect((await get(student.token)).accountPaidFrom).toEqual({
      kind: 'overseas',
      accountName: 'LI WEI',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '••••••••••••••••567',
    });
  });

  it('answers 409 when there is nothing to offer', async () => {
    const none = await put(other.token, {
      kind: 'accountPaidFrom',
      currentPassword: other.password,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(REFUND_DETAILS_MESSAGES.noAccountPaidFrom);
  });

  it('follows a line staff link to another student’s booking, and opens for that student only', async () => {
    const line = await rowOf(7_000);
    const linked = await staff(`/statements/lines/${line.id}/link`, 'POST', {
      bookingRef: 'BK-TW6Y2E',
    });
    expect(linked.statusCode).toBe(200);
    await cancel(ids.others);
    expect((await get(other.token)).accountPaidFrom).toEqual({
      kind: 'australian',
      accountName: 'JOHN TRAN',
      bsb: '083-001',
      accountNumber: '•••••677',
    });
    // The student's sealed account copied onto the other's line does not open there.
    const studentsSealed = (await rowOf(18_000)).payerAccount;
    await app.db
      .update(statementLines)
      .set({ payerAccount: studentsSealed })
      .where(eq(statementLines.id, line.id));
    expect(await get(other.token)).toEqual({ refundDetails: null });
  });

  it('is cleared when the student deletes their account', async () => {
    await cancel(ids.german);
    await cancel(ids.short);
    const studentsBookings = [ids.australian, ids.chinese, ids.german, ids.short];
    const kept = () =>
      app.db
        .select()
        .from(statementLines)
        .where(
          and(
            inArray(statementLines.bookingId, studentsBookings),
            isNotNull(statementLines.payerAccount),
          ),
        );
    expect((await kept()).length).toBeGreaterThan(0);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(student.token),
      payload: { currentPassword: student.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await kept()).toEqual([]);
    // The lines themselves stay: the statement still adds up.
    expect(await rows()).toHaveLength(6);
  });
});
